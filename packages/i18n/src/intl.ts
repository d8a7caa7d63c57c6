import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './formats';
import { defaultLanguage, intlLocales, isLanguage, languageDirection } from './languages';

/**
 * The `Intl` locale to format numbers, dates and month names with in `language` (`ar-IQ`, `ckb-IQ`,
 * `en-IQ`), so that they read as the surrounding text does; English for anything we do not speak.
 * Where the runtime's `Intl` may lack the locale (Chromium has no `ckb`), use `formatsOf` instead.
 */
export function intlLocaleOf(language: string): string {
  return intlLocales[isLanguage(language) ? language : defaultLanguage];
}

/** How one language writes numbers and dates, whatever the runtime's `Intl` knows. */
export interface LanguageFormats {
  /** A number, grouped by default: '12,345', '١٢٬٣٤٥'. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

/**
 * The formats of `language`. Month names and dates are `calendarIn` of `@talent/i18n/src/calendar`,
 * kept out of the package's index (and so out of every page's first script).
 */
export function formatsOf(language: string): LanguageFormats {
  return { number: (value, options) => numberFormat(language, options).format(value) };
}

/** The interface language, its `Intl` locale and its direction, re-rendering when the language changes. */
export function useInterfaceLanguage(): {
  language: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  formats: LanguageFormats;
} {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const formats = useMemo(() => formatsOf(language), [language]);
  return { language, locale: intlLocaleOf(language), direction: languageDirection(language), formats };
}
