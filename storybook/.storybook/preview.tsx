import type { Preview } from '@storybook/react-webpack5';
import { i18n, initI18n, languageDirection, languageNames, supportedLanguages } from '@talent/i18n';
// Each remote's own namespaces, registered the way its pages register them.
import 'mfe-account/src/texts';
import 'mfe-builder/src/texts';
import 'mfe-profile/src/texts';
import 'mfe-employer/src/texts';
import { UiProvider } from '@talent/ui';
import { answerWith, type StorySdkAnswers } from './sdk-double';
import { viewports } from './viewports';

initI18n();

/**
 * The `locale` global switches the shared i18next instance and the page's direction; the loader
 * waits for the language's catalogue, so a story never shows English in an Arabic frame.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLanguages.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  loaders: [
    async ({ globals, parameters }) => {
      answerWith(parameters.sdk as Partial<StorySdkAnswers> | undefined);
      const locale = supportedLanguages.includes(globals.locale) ? globals.locale : 'en';
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      await i18n.loadNamespaces(['profile', 'builder', 'account', 'employer']);
      return {};
    },
  ],
  decorators: [
    (Story, context) => (
      <UiProvider dir={languageDirection(String(context.globals.locale ?? 'en'))}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
  },
};

export default preview;
