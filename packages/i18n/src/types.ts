import type { Catalogue } from './locales/en';

// Type-checks every `t('…')` key against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
