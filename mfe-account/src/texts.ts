import { addNamespaces } from '@talent/i18n';
import account from '@talent/i18n/src/locales/en/account.json';
import validation from '@talent/i18n/src/locales/en/validation.json';

// This remote's texts come with its code rather than with the shell's first download (@talent/i18n
// bundles only what every page needs). Imported for its effect by each exposed page, the standalone
// app and the tests, before anything that translates renders. English is bundled here; each other
// language is a chunk of this remote's build, downloaded only when that language is shown.
addNamespaces({ account, validation }, (language, namespace) =>
  namespace === 'validation'
    ? import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/validation.json`
      )
    : import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/account.json`
      ),
);
