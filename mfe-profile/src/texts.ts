import { addNamespaces } from '@talent/i18n';
import profile from '@talent/i18n/src/locales/en/profile.json';
import resume from '@talent/i18n/src/locales/en/resume.json';

// This remote's texts come with its code rather than with the shell's first download (@talent/i18n
// bundles only what every page needs). Imported for its effect by each exposed page, the standalone
// app and the tests, before anything that translates renders. English is bundled here; each other
// language is a chunk of this remote's build, downloaded only when that language is shown.
// `resume` words the dates this remote shows (`useCalendar`): Chromium's `Intl` has no Kurdish months.
addNamespaces({ profile, resume }, (language, namespace) =>
  namespace === 'resume'
    ? import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/resume.json`
      )
    : import(
        /* webpackChunkName: "texts-[request]" */ /* webpackExclude: /[\\/]en[\\/]/ */ `@talent/i18n/src/locales/${language}/profile.json`
      ),
);
