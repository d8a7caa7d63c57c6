import './types';

export { addNamespaces, i18n, initI18n, namespaces } from './i18n';
export * from './languages';
export { referenceLabel, type ReferenceList } from './reference';
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
