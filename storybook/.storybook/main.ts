import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

// main.ts loads as an ES module: no __dirname.
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The one Storybook of the product, a workspace of its own that depends on every package and remote
 * (never the other way round). The stories stay beside their components; it reads those of every
 * package and remote, each under its own folder in the sidebar (the `titlePrefix`).
 */
const config: StorybookConfig = {
  stories: [
    { directory: '../../packages/ui/src', titlePrefix: 'UI', files: '**/*.stories.tsx' },
    {
      directory: '../../packages/resume-template/src',
      titlePrefix: 'Resume document',
      files: '**/*.stories.tsx',
    },
    { directory: '../../shell/src', titlePrefix: 'Shell', files: '**/*.stories.tsx' },
    { directory: '../../mfe-directory/src', titlePrefix: 'Directory', files: '**/*.stories.tsx' },
    { directory: '../../mfe-builder/src', titlePrefix: 'Builder', files: '**/*.stories.tsx' },
    { directory: '../../mfe-account/src', titlePrefix: 'Account', files: '**/*.stories.tsx' },
    { directory: '../../mfe-profile/src', titlePrefix: 'Profile', files: '**/*.stories.tsx' },
    { directory: '../../mfe-employer/src', titlePrefix: 'Employer', files: '**/*.stories.tsx' },
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  // Fixture files the stories point at, e.g. an applicant's photo under /storage/applicant_images.
  staticDirs: ['./static'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  webpackFinal: (webpackConfig) => ({
    ...webpackConfig,
    // A component catalogue is not a product page: webpack's bundle-size hints only add noise here.
    performance: { hints: false },
    resolve: {
      ...webpackConfig.resolve,
      alias: {
        ...webpackConfig.resolve?.alias,
        // API calls answer from shared fixtures at the SDK boundary: no story ever reaches a server.
        '@talent/api-sdk$': path.join(here, 'sdk-double.ts'),
      },
    },
  }),
};

export default config;
