import { useTranslation } from 'react-i18next';
import { defaultLanguage, intlLocales, isLanguage, languageDirection } from './languages';

/**
 * The `Intl` locale to format numbers, dates and month names with in `language` (`ar-IQ`, `ckb-IQ`,
 * `en-IQ`), so that they read as the surrounding text does; English for anything we do not speak.
 */
export function intlLocaleOf(language: string): string {
  return intlLocales[isLanguage(language) ? language : defaultLanguage];
}

/** The interface language, its `Intl` locale and its direction, re-rendering when the language changes. */
export function useInterfaceLanguage(): { language: string; locale: string; direction: 'ltr' | 'rtl' } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return { language, locale: intlLocaleOf(language), direction: languageDirection(language) };
}
