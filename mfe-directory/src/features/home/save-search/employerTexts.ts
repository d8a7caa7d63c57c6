import { addNamespaces } from '@talent/i18n';
import employer from '@talent/i18n/src/locales/en/employer.json';

// The saved-search dialog speaks the employers' words (`employer:savedSearches.save`), which travel with
// the company actions rather than with the directory's first download: visitors and applicants never
// fetch them. The employer remote adds the same namespace; whichever comes first, the texts are the same.
addNamespaces(
  { employer },
  (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/employer.json`
    ),
);
