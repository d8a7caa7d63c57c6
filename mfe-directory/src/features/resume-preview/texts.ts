import { addNamespaces } from '@talent/i18n';
import validation from '@talent/i18n/src/locales/en/validation.json';

// The resume page words one rule of resume-model itself (spec §5 'Invalid applicant ID'); the texts
// of the rules come with this page, not with the home page's first download, and in another language
// as a chunk of their own.
addNamespaces(
  { validation },
  (language) =>
    import(
      /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/validation.json`
    ),
);
