import { initI18n, isLanguage, defaultLanguage, type Language } from '@talent/i18n';

/**
 * Every message the SDK hands to the user lives in the shared catalogue (`common:apiErrors`), so it is
 * written once and follows the page's language. Resolved at the moment of the failure, not at import,
 * so a language switch applies to the next error.
 */
export function apiErrorText() {
  return initI18n().getFixedT(null, 'common', 'apiErrors');
}

/** The interface language of the page, as the shared instance holds it now. */
export function pageLanguage(): Language {
  const language = initI18n().language;
  return isLanguage(language) ? language : defaultLanguage;
}
