// The three interface (and resume document) languages, and how a request or a browser picks one.
// Plain TypeScript with no i18next or React, so the server imports it alone (`@talent/i18n/src/languages`).

export const supportedLanguages = ['en', 'ar', 'ckb'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

/** The cookie that carries the chosen language, so the server writes `<html lang dir>` in the first byte. */
export const LANGUAGE_COOKIE = 'lang';
/** The local-storage key of the chosen language (the cookie's twin; local storage wins in the browser). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language by its own name, as the switcher lists it. */
export const languageNames: Record<Language, string> = { en: 'English', ar: 'العربية', ckb: 'کوردی' };

/** The `Intl` locale of each language: numbers, dates and month names as they are written in Iraq. */
export const intlLocales: Record<Language, string> = { en: 'en-IQ', ar: 'ar-IQ', ckb: 'ckb-IQ' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

const rightToLeftLanguages: ReadonlySet<string> = new Set(['ar', 'ckb']);

/** Arabic and Kurdish (Sorani) read right to left; the UI flips with `dir` (STYLE.md). */
export function languageDirection(language: string): 'ltr' | 'rtl' {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return rightToLeftLanguages.has(base) ? 'rtl' : 'ltr';
}

/**
 * The supported language a BCP 47 tag asks for, if any. Central Kurdish is `ckb`, or `ku` written in
 * Arabic script or used in Iraq; `ku` alone (Kurmanji, Latin script) is not ours.
 */
export function languageOfTag(tag: string): Language | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const [base] = parts;
  if (base === 'en' || base === 'ar' || base === 'ckb') return base;
  if (base === 'ku' && (parts.includes('arab') || parts.includes('iq'))) return 'ckb';
  return undefined;
}

/** The first supported language in the browser's order of preference (`navigator.languages`). */
export function matchLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** The tags of an `Accept-Language` header, most wanted first (RFC 9110 §12.5.4); `q=0` excluded. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language of a request: the chosen one (the cookie) first, then the browser's `Accept-Language`,
 * then English.
 */
export function requestLanguage(acceptLanguage: string | undefined, chosen?: string): Language {
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(parseAcceptLanguage(acceptLanguage)) ?? defaultLanguage;
}
