// Numbers as each language writes them, in Node (full ICU) and in Chromium alike (month names and dates:
// `calendar.ts`, kept out of the first script of the page).
// Chromium's ICU has no Central Kurdish: `Intl.NumberFormat('ckb-IQ')` writes Latin digits there and
// `Intl.DateTimeFormat('ckb-IQ')` English months, while Node writes ١٢ and نیسان. Everything that
// shows a number or a date outside a catalogue text goes through here, so the two agree.
// Plain TypeScript with no i18next or React: the server and the rules import it alone
// (`@talent/i18n/src/formats`).
import { defaultLanguage, intlLocales, isLanguage, type Language } from './languages';

/** Whether this runtime's `Intl` has data for `locale` (numbers and dates both). */
export type IntlProbe = (locale: string) => boolean;

/**
 * A cache kept per `Intl` implementation (a test may stand a different one in for a while): making
 * an `Intl` format costs far more than using one, and a probe is not free either.
 */
export function cacheOf<V>(caches: WeakMap<object, Map<string, V>>, implementation: object): Map<string, V> {
  let cache = caches.get(implementation);
  if (!cache) {
    cache = new Map();
    caches.set(implementation, cache);
  }
  return cache;
}

const probes = new WeakMap<object, Map<string, boolean>>();

export const intlKnows: IntlProbe = (locale) => {
  const probed = cacheOf(probes, Intl.NumberFormat);
  let known = probed.get(locale);
  if (known === undefined) {
    known =
      Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 &&
      Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
    probed.set(locale, known);
  }
  return known;
};

/**
 * For a language whose locale `Intl` may lack, a locale every ICU build has that writes the same digits
 * (Arabic-Indic, named explicitly) and the same separators: `ckb-IQ` and `ar-IQ` both write ١٬٢٣٤ and ٠٫٥.
 */
const numberStandIns: Partial<Record<Language, { locale: string; numberingSystem: string }>> = {
  ckb: { locale: 'ar-IQ', numberingSystem: 'arab' },
};

/**
 * The stand-in `language` is written through when this `Intl` lacks its locale. Only a language that
 * has a stand-in is probed: a probe is the page's first use of `Intl`, which loads the ICU data (tens of
 * milliseconds on a phone), and English or Arabic would pay it for nothing.
 */
function standInFor(language: Language, knows: IntlProbe) {
  const standIn = numberStandIns[language];
  return standIn && !knows(intlLocales[language]) ? standIn : undefined;
}

const numberFormatCaches = new WeakMap<object, Map<string, Intl.NumberFormat>>();

function languageOf(language: string): Language {
  return isLanguage(language) ? language : defaultLanguage;
}

/**
 * An `Intl.NumberFormat` writing numbers as `language` does (١٢٬٣٤٥ in Arabic and Kurdish, 12,345 in
 * English), through the language's own locale where `Intl` has it, else through its stand-in.
 */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
  knows: IntlProbe = intlKnows,
): Intl.NumberFormat {
  const own = languageOf(language);
  const standIn = standInFor(own, knows);
  const locale = standIn?.locale ?? intlLocales[own];
  const written = standIn ? { ...options, numberingSystem: standIn.numberingSystem } : options;
  const key = `${locale}|${JSON.stringify(written)}`;
  const numberFormats = cacheOf(numberFormatCaches, Intl.NumberFormat);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, written);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as `language` writes it, grouped (the hero counter, totals). */
export function formatNumber(value: number, language: string, knows: IntlProbe = intlKnows): string {
  return numberFormat(language, {}, knows).format(value);
}

const timeFormatCaches = new WeakMap<object, Map<string, Intl.DateTimeFormat>>();

/**
 * A moment's time of day as `language` writes it, in the reader's time zone ('10:42 AM', '١٠:٤٢ ص').
 * Where `Intl` lacks the language (Chromium has no Kurdish), the 24-hour clock in Arabic-Indic digits,
 * as Sorani writes it, not English's '10:42 AM'.
 */
export function formatTime(moment: Date | number, language: string, knows: IntlProbe = intlKnows): string {
  const own = languageOf(language);
  const locale = intlLocales[own];
  const standIn = standInFor(own, knows);
  const key = `${locale}|${standIn ? 'stand-in' : 'own'}`;
  const formats = cacheOf(timeFormatCaches, Intl.DateTimeFormat);
  let format = formats.get(key);
  if (!format) {
    format = standIn
      ? new Intl.DateTimeFormat(`${standIn.locale}-u-nu-${standIn.numberingSystem}`, {
          hour: 'numeric',
          minute: '2-digit',
          hourCycle: 'h23',
        })
      : new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    formats.set(key, format);
  }
  return format.format(moment);
}
