import './types';

export { addNamespaces, defaultLanguage, i18n, initI18n, languageDirection, namespaces } from './i18n';
export { useTranslation } from 'react-i18next';
