// Month names and dates as each language writes them, in Node (full ICU) and in Chromium alike (see
// `formats.ts` for numbers). Not exported from the package's index: the shared package is in the first
// script of every page, and only the builder, the profile and the resume document write dates, so they
// import this module directly (`@talent/i18n/src/calendar`). Plain TypeScript, no i18next or React.
import { cacheOf, intlKnows, numberFormat, type IntlProbe } from './formats';
import { defaultLanguage, intlLocales, isLanguage, type Language } from './languages';

/**
 * A calendar's words from the `resume` catalogue (`dates.months`, `dates.monthYear`, `dates.fullDate`):
 * month names, and a month with its year and a full date put together from parts already written.
 */
export interface CalendarWords {
  monthName(month: number): string;
  monthYear(parts: { month: string; year: string }): string;
  fullDate(parts: { day: string; month: string; year: string }): string;
}

/** Months, years and days written in one language. */
export interface Calendar {
  /** 'January', 'كانون الثاني', 'کانوونی دووەم' for 1. */
  monthName(month: number): string;
  /** 'January 2019' or, with no month, '2019' (`MonthYearWriter` of resume-model). */
  monthYear(month: number | null, year: number): string;
  /** 'April 12, 1996'. */
  fullDate(date: Date): string;
  /**
   * A moment's day in the reader's time zone, short: 'Apr 12, 1996' ('Last updated'). Kurdish has no
   * short month names, so it writes the full date, as Node's `Intl` does.
   */
  shortDate(date: Date): string;
  /** A year or other count without grouping: '2024', '٢٠٢٤'. */
  digits(value: number): string;
}

/**
 * Languages whose dates come from the catalogue in every runtime, not from `Intl`: Chromium has no
 * Kurdish calendar, and Node's (CLDR's) spells December «کانونی یەکەم» beside «کانوونی دووەم»; the
 * catalogue spells both alike, so the page, the builder and the PDF read the same months.
 */
const catalogueCalendars: ReadonlySet<Language> = new Set(['ckb']);

const dateFormatCaches = new WeakMap<object, Map<string, Intl.DateTimeFormat>>();

/** A date format of `locale`, in UTC unless `local` (a moment, such as 'Last updated', reads in the reader's zone). */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions, local = false): Intl.DateTimeFormat {
  const key = `${locale}|${local}|${JSON.stringify(options)}`;
  const dateFormats = cacheOf(dateFormatCaches, Intl.DateTimeFormat);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, local ? options : { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The calendar of `language`. Dates are read in UTC (a stored month or birth date has no time zone),
 * except `shortDate`'s moment.
 * `words` are the catalogue's in that language (see `calendarWords`); they are used for Kurdish always
 * and for any language `Intl` lacks. Without them `Intl` writes what it can.
 */
export function calendarOf(language: string, words?: CalendarWords, knows: IntlProbe = intlKnows): Calendar {
  const own: Language = isLanguage(language) ? language : defaultLanguage;
  const locale = intlLocales[own];
  const numbers = numberFormat(own, { useGrouping: false }, knows);
  const digits = (value: number) => numbers.format(value);
  if (words && (catalogueCalendars.has(own) || !knows(locale))) {
    const monthName = (month: number) => words.monthName(month);
    return {
      monthName,
      digits,
      monthYear: (month, year) =>
        month === null ? digits(year) : words.monthYear({ month: monthName(month), year: digits(year) }),
      fullDate: (date) =>
        words.fullDate({
          day: digits(date.getUTCDate()),
          month: monthName(date.getUTCMonth() + 1),
          year: digits(date.getUTCFullYear()),
        }),
      shortDate: (date) =>
        words.fullDate({
          day: digits(date.getDate()),
          month: monthName(date.getMonth() + 1),
          year: digits(date.getFullYear()),
        }),
    };
  }
  return {
    monthName: (month) =>
      dateFormat(locale, { month: 'long' }).format(new Date(Date.UTC(2000, month - 1, 1))),
    digits,
    monthYear: (month, year) =>
      month === null
        ? digits(year)
        : dateFormat(locale, { year: 'numeric', month: 'long' }).format(
            new Date(Date.UTC(year, month - 1, 1)),
          ),
    fullDate: (date) => dateFormat(locale, { dateStyle: 'long' }).format(date),
    shortDate: (date) =>
      dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }, true).format(date),
  };
}

/** A `t` fixed to the `resume` namespace of one language, as `i18n.getFixedT(language, 'resume')` gives. */
export type DatesTexts = (key: string, values?: Record<string, string>) => string;

/** The calendar words of the `resume` catalogue that `t` reads. */
export function calendarWords(t: DatesTexts): CalendarWords {
  return {
    monthName: (month) => t(`dates.months.${month}`),
    monthYear: (parts) => t('dates.monthYear', parts),
    fullDate: (parts) => t('dates.fullDate', parts),
  };
}

/** What `calendarIn` needs of an i18next instance (the page's shared one, from `useTranslation`). */
interface TextsInstance {
  hasResourceBundle(language: string, namespace: string): boolean;
  getFixedT(language: string, namespace: string): unknown;
}

/**
 * The calendar of `language` worded by `instance`'s `resume` catalogue once it has arrived (until then
 * `Intl` writes what it can): `calendarIn(i18n, i18n.language)` with the `i18n` of `useTranslation`.
 */
export function calendarIn(instance: TextsInstance, language: string): Calendar {
  const words = instance.hasResourceBundle(language, 'resume')
    ? calendarWords(instance.getFixedT(language, 'resume') as DatesTexts)
    : undefined;
  return calendarOf(language, words);
}
