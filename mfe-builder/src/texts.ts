import { addNamespaces } from '@talent/i18n';
import builder from '@talent/i18n/src/locales/en/builder.json';
import resume from '@talent/i18n/src/locales/en/resume.json';
import validation from '@talent/i18n/src/locales/en/validation.json';

// This remote's texts come with its code rather than with the shell's first download (@talent/i18n
// bundles only what every page needs). Imported for its effect by each exposed page, the standalone
// app and the tests, before anything that translates renders. English is bundled here; each other
// language is a chunk of this remote's build, downloaded only when that language is shown. `resume`
// names the months of the date pickers in the interface's language (Chromium has no Kurdish months).
addNamespaces({ builder, validation, resume }, (language, namespace) =>
  namespace === 'resume'
    ? import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/resume.json`
      )
    : namespace === 'validation'
      ? import(
          /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/validation.json`
        )
      : import(
          /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/builder.json`
        ),
);
