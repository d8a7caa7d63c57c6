import { addNamespaces } from '@talent/i18n';
import employer from '@talent/i18n/src/locales/en/employer.json';

// The companies' texts travel with this remote, not with the shell's first download. English is
// bundled; each other language is a chunk of this remote's build, fetched when that language is shown.
addNamespaces(
  { employer },
  (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/employer.json`
    ),
);
