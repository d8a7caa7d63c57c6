// The dates Iraqi CVs are written with (issue 33): '2019–2023', '06/2019', '2019-06', 'June 2019',
// 'حزيران 2019' (the Levantine-Iraqi month names), 'يونيو 2019', 'حوزەیران 2019', and an open end:
// 'Present', 'حتى الآن', 'تا ئێستا'. Digits may be Arabic-Indic or Persian. Our own PDF writes months
// with the catalogue's names (resume.json `dates.months`), which are among these.

import arResume from '@talent/i18n/src/locales/ar/resume.json';
import ckbResume from '@talent/i18n/src/locales/ckb/resume.json';
import enResume from '@talent/i18n/src/locales/en/resume.json';
import type { Duration } from '@talent/resume-model';

/** '٢٠١٩' and '۲۰۱۹' as '2019'. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Letters compared without the marks and letter forms that vary between writers. */
export function foldedText(text: string): string {
  return latinDigits(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\u200c|\u200d/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[یێې]/g, 'ي')
    .replace(/ۆ/g, 'و')
    .replace(/ڕ/g, 'ر')
    .replace(/ڵ/g, 'ل')
    .replace(/ك|ک/g, 'ك')
    .replace(/ة/g, 'ه')
    .replace(/ە/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXTRA_MONTH_NAMES: Record<number, string[]> = {
  1: ['jan', 'يناير', 'كانون ثاني', 'کانوونی دووەم', 'كانونى دووەم', 'ژانویە'],
  2: ['feb', 'فبراير', 'شوبات', 'شباط', 'فێبریوەری'],
  3: ['mar', 'مارس', 'ئازار'],
  4: ['apr', 'أبريل', 'ابريل', 'نیسان'],
  5: ['may', 'مايو', 'ئایار', 'مايس'],
  6: ['jun', 'يونيو', 'حوزەیران', 'حوزه‌یران'],
  7: ['jul', 'يوليو', 'تەمووز'],
  8: ['aug', 'أغسطس', 'اغسطس', 'ئاب'],
  9: ['sep', 'sept', 'سبتمبر', 'ئەیلوول'],
  10: ['oct', 'أكتوبر', 'اكتوبر', 'تشرين اول', 'تشرینی یەکەم'],
  11: ['nov', 'نوفمبر', 'تشرين ثاني', 'تشرینی دووەم'],
  12: ['dec', 'ديسمبر', 'كانون اول', 'کانوونی یەکەم'],
};

const MONTHS: Array<[string, number]> = [];
for (let month = 1; month <= 12; month++) {
  const names = [
    ...[enResume, arResume, ckbResume].map(
      (catalogue) => catalogue.dates.months[String(month) as keyof typeof catalogue.dates.months],
    ),
    ...EXTRA_MONTH_NAMES[month]!,
  ];
  for (const name of names) MONTHS.push([foldedText(name), month]);
}
// Longest first, so 'كانون الثاني' is found before 'كانون'-anything shorter and 'june' before 'jun'.
MONTHS.sort((a, b) => b[0].length - a[0].length);

const PRESENT_WORDS = [
  'present',
  'current',
  'currently',
  'now',
  'to date',
  'till now',
  'until now',
  'ongoing',
  'حتى الان',
  'لحد الان',
  'الى الان',
  'الان',
  'حاليا',
  'مستمر',
  'تا ئيستا',
  'هەتا ئێستا',
  'ئيستا',
  'بەردەوام',
].map(foldedText);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded word as a pattern that finds it as people write it: any of the letter forms folding joins. */
function writtenForms(folded: string): string {
  const classes: Record<string, string> = {
    ا: '[اأإآٱ]',
    ي: '[يىیێې]',
    و: '[وۆ]',
    ر: '[رڕ]',
    ل: '[لڵ]',
    ك: '[كک]',
    ه: '[هةەھ]',
    ' ': '\\s*',
  };
  return [...folded]
    .map((letter) => classes[letter] ?? escape(letter))
    .join('[\\u064b-\\u065f\\u0640\\u200c]*');
}

const monthPattern = MONTHS.map(([name]) => writtenForms(name)).join('|');
const presentPattern = [...PRESENT_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(writtenForms)
  .join('|');

// A point in time: 'June 2019', 'حوزەیرانی 2019', '06/2019', '2019-06', '2019/06', or a year alone.
const POINT = `(?:(?:${monthPattern})[\\s,.]*(?:ی\\s*)?\\d{4}|\\d{1,2}\\s*[/.-]\\s*\\d{4}|\\d{4}\\s*[/-]\\s*\\d{1,2}(?!\\d)|(?:19|20)\\d{2})`;
const SEPARATOR = `\\s*(?:[-–—~]|to|until|till|الى|إلى|لغاية|حتى|تا|بۆ)\\s*`;
const RANGE = new RegExp(`(${POINT})(?:${SEPARATOR}(${POINT}|${presentPattern}))?`, 'iu');

function pointOf(text: string): { year: string; month: string } {
  const folded = foldedText(text);
  const monthName = MONTHS.find(([name]) => folded.includes(name));
  const year = /(?:19|20)\d{2}/.exec(folded)?.[0] ?? '';
  if (monthName) return { year, month: String(monthName[1]) };
  const numeric = /^(\d{1,2})\s*[/.-]\s*\d{4}$/.exec(folded) ?? /^\d{4}\s*[/-]\s*(\d{1,2})$/.exec(folded);
  const month = numeric ? Number(numeric[1]) : 0;
  return { year, month: month >= 1 && month <= 12 ? String(month) : '' };
}

/** The month a text names (1–12), in any of the three languages; null when none. */
export function monthOf(text: string): number | null {
  const folded = foldedText(text);
  return MONTHS.find(([name]) => new RegExp(`(^|[^\\p{L}])${name}`, 'u').test(folded))?.[1] ?? null;
}

export interface FoundDuration {
  duration: Duration;
  /** The line without the dates (and the brackets or separators around them). */
  rest: string;
}

/**
 * The text without the marks that only steer its direction: pdf.js and Word keep them, our Word export
 * wraps values in isolates, and our PDF's spaces between right-to-left runs read as a mark and a space.
 */
export const stripDirectionMarks = (text: string) =>
  text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** The first date or date range in `line`; null when it has none. */
export function findDuration(line: string): FoundDuration | null {
  const text = latinDigits(stripDirectionMarks(line));
  const match = RANGE.exec(text);
  if (!match) return null;
  const start = pointOf(match[1]!);
  const endText = match[2];
  const end = endText === undefined ? { year: '', month: '' } : pointOf(endText);
  const ongoing = endText !== undefined && end.year === '';
  const rest = (text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/[\s|,،:–—-]+$/u, '')
    .replace(/^[\s|,،:–—-]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    duration: {
      start_year: start.year,
      start_month: start.month,
      end_year: ongoing ? 'Present' : end.year,
      end_month: ongoing ? '' : end.month,
    },
    rest,
  };
}
