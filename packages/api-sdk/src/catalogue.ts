import { initI18n } from '@talent/i18n';

/**
 * Every message the SDK hands to the user lives in the shared catalogue (`common:apiErrors`), so it is
 * written once and follows the page's language. Resolved at the moment of the failure, not at import,
 * so a language switch applies to the next error.
 */
export function apiErrorText() {
  return initI18n().getFixedT(null, 'common', 'apiErrors');
}
