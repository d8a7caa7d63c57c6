import './types';

export { addNamespaces, i18n, initI18n, namespaces } from './i18n';
export * from './languages';
export * from './messages';
export { useMessage } from './useMessage';
export { useTranslation } from 'react-i18next';
