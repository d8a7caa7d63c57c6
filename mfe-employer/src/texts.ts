import { addNamespaces } from '@talent/i18n';
import employer from '@talent/i18n/src/locales/en/employer.json';
import resume from '@talent/i18n/src/locales/en/resume.json';

// The companies' texts travel with this remote, not with the shell's first download. English is
// bundled; each other language is a chunk of this remote's build, fetched when that language is shown.
// `resume` words the dates this remote shows (`useCalendar`): Chromium's `Intl` has no Kurdish months.
addNamespaces({ employer, resume }, (language, namespace) =>
  namespace === 'resume'
    ? import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/resume.json`
      )
    : import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/employer.json`
      ),
);
