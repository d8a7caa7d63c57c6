import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A component catalogue is not a product page: webpack's bundle-size hints only add noise here.
  webpackFinal: (webpackConfig) => ({ ...webpackConfig, performance: { hints: false } }),
};

export default config;
