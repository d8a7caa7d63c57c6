import './types';

export { browserLanguage, chooseLanguage, startInterfaceLanguage, storedLanguage } from './choice';
export { addNamespaces, i18n, initI18n, namespaces } from './i18n';
export type { TranslatedLanguage, TranslationLoader } from './i18n';
export { formatsOf, intlLocaleOf, useInterfaceLanguage, type LanguageFormats } from './intl';
export * from './formats';
export * from './languages';
export { isolated } from './bidi';
export { genderContext, type GenderContext } from './gender';
export { referenceLabel, type ReferenceList } from './reference';
export * from './messages';
export { useMessage } from './useMessage';
export { useCalendar } from './useCalendar';
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
