// What the resume document and the applicant card show (spec §5 'Display-side rules', §2 card).

import { CARD_SUMMARY_WORDS, DEFAULT_ZONE } from '../constants';
import { DISPLAY_MESSAGES, type ValidationMessage } from '../messages';
import { isBaghdad } from '../rules/places';
import { isPresent, monthOf, yearOf } from '../rules/date-parts';
import type { Contact, Duration } from '../types/resume';
import { displayText, isBlank } from './placeholders';

/** Month-name formatters by locale: making an Intl.DateTimeFormat costs far more than using one. */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** The month's name for '1'–'12' in `locale` (English by default), or null for anything else. */
export function monthName(month: unknown, locale = 'en'): string | null {
  const number = monthOf(month);
  if (number === null) return null;
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, number - 1, 1)));
}

export interface DurationDisplay {
  /** 'January 2019', '2019', or null when the start year is empty or a placeholder. */
  start: string | null;
  /** The same for the end, 'Present' for an open end, or null. */
  end: string | null;
}

/** Month-and-year and year-only formatters by locale (see `monthFormats`). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withMonth: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withMonth}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      ...(withMonth ? { month: 'long' } : {}),
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Writes a year, or a month (1–12) and year, for a locale `Intl` does not know (Chromium's ICU has no
 * Central Kurdish): the caller's own words for it.
 */
export type MonthYearWriter = (month: number | null, year: number) => string;

/** A locale for `Intl`, or a writer for one it lacks. */
export type DateLocale = string | MonthYearWriter;

/**
 * 'January 2019' or '2019' as `locale` writes them: in Kurdish the year comes first, and Arabic
 * writes its own digits.
 */
function monthAndYear(month: unknown, year: unknown, locale: DateLocale): string | null {
  const yearNumber = yearOf(year);
  if (yearNumber === null) return null;
  const monthNumber = monthOf(month);
  if (typeof locale === 'function') return locale(monthNumber, yearNumber);
  const date = new Date(Date.UTC(yearNumber, (monthNumber ?? 1) - 1, 1));
  return dateFormat(locale, monthNumber !== null).format(date);
}

/** A year as `locale` writes it ('2022', '٢٠٢٢'), or null when it is empty or a placeholder. */
export function yearDisplay(year: unknown, locale: DateLocale = 'en'): string | null {
  return monthAndYear(null, year, locale);
}

/** Placeholder years ('Start Year', 'End Year') hide the date they stand for. */
export function durationDisplay(duration: Duration, locale: DateLocale = 'en'): DurationDisplay {
  return {
    start: monthAndYear(duration.start_month, duration.start_year, locale),
    end: isPresent(duration.end_year)
      ? duration.end_year.trim()
      : monthAndYear(duration.end_month, duration.end_year, locale),
  };
}

/**
 * The zone to show after the city: only for Baghdad, where no zone (or the zone placeholder)
 * reads 'Default Zone'. Null elsewhere.
 */
export function displayZone(contact: Pick<Contact, 'city' | 'zone'>): string | null {
  if (!isBaghdad(contact.city)) return null;
  return displayText(contact.zone) ?? DEFAULT_ZONE;
}

/** City, then the zone when there is one to show; empty when no city is chosen. */
export function locationParts(contact: Pick<Contact, 'city' | 'zone'>): string[] {
  const city = displayText(contact.city);
  if (city === null) return [];
  const zone = displayZone(contact);
  return zone === null ? [city] : [city, zone];
}

/** Blank and non-text skills are hidden. */
export function visibleSkills(skills: readonly unknown[]): string[] {
  return skills.flatMap((skill) => (isBlank(skill) ? [] : [(skill as string).trim()]));
}

/** The summary trimmed, or null to hide it. */
export function displaySummary(summary: unknown): string | null {
  return isBlank(summary) ? null : (summary as string).trim();
}

const PHOTO_FOLDER = 'storage/applicant_images';

/**
 * The address of an applicant's photo, or null to show the placeholder icon. A stored path such as
 * 'applicant_images/x.jpg' is served from /storage/{path}; a full address is kept. Only addresses
 * inside 'storage/applicant_images' are shown.
 */
export function applicantPhotoUrl(image: unknown): string | null {
  if (isBlank(image)) return null;
  const text = (image as string).trim();
  const path = text.replace(/^\/+/, '');
  const url = /^https?:\/\//i.test(text)
    ? text
    : path.startsWith('storage/')
      ? `/${path}`
      : `/storage/${path}`;
  return url.includes(PHOTO_FOLDER) ? url : null;
}

export const WORK_AVAILABILITY_LABELS = {
  available: 'Available for Work',
  notLooking: 'Not currently looking',
} as const;

/** Which of the two labels a resume shows (the key of its name in the catalogue). */
export function workAvailabilityKey(workAvailability: boolean): keyof typeof WORK_AVAILABILITY_LABELS {
  return workAvailability ? 'available' : 'notLooking';
}

export function workAvailabilityLabel(workAvailability: boolean): string {
  return WORK_AVAILABILITY_LABELS[workAvailabilityKey(workAvailability)];
}

export type ApplicantIdResult = { ok: true; id: number } | { ok: false; message: ValidationMessage };

/** Spec §5: the applicant id must parse to a nonzero integer (for PDF generation), else 'Invalid applicant ID'. */
export function parseApplicantId(value: unknown): ApplicantIdResult {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && /^-?\d+$/.test(text.trim())) {
    const id = Number(text.trim());
    if (id !== 0 && Number.isSafeInteger(id)) return { ok: true, id };
  }
  return { ok: false, message: DISPLAY_MESSAGES.invalidApplicantId };
}

export const CARD_SUMMARY_ELLIPSIS = '...';

export interface CardSummary {
  text: string;
  /** True when words were cut off; the card then offers 'See more'. */
  truncated: boolean;
}

/** A card's summary is also cut at this many characters, so a text of few but long words stays short. */
export const CARD_SUMMARY_CHARACTERS = 180;

// Punctuation that would sit oddly before the ellipsis ("word,..." / "كلمة،..."), dropped from the cut's end.
const TRAILING_PUNCTUATION = /[\s\p{P}\u060C\u061B\u061F\u0640]+$/u;
const MARKS = /^\p{M}/u;

let graphemeSegmenter: Intl.Segmenter | null | undefined;

/**
 * One grapheme segmenter for every cut: making one loads ICU's break rules (about 2 ms on a slowed phone
 * each time), and a card's summary is measured once per word.
 */
function segmenter(): Intl.Segmenter | null {
  graphemeSegmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return graphemeSegmenter;
}

/** The text's user-perceived characters (graphemes), so no cut splits a letter from its marks. */
function graphemesOf(text: string): string[] {
  const graphemes = segmenter();
  if (graphemes) return Array.from(graphemes.segment(text), (part) => part.segment);
  // Without Intl.Segmenter: code points, with each combining mark kept on the letter before it.
  const out: string[] = [];
  for (const point of text) {
    if (MARKS.test(point) && out.length > 0) out[out.length - 1] += point;
    else out.push(point);
  }
  return out;
}

/**
 * Where the text's first `count` graphemes end, as an offset into it (its length when it has fewer). A text
 * of no more UTF-16 units than `count` has no more graphemes either, so it is not segmented at all; a longer
 * one is segmented once, up to that grapheme.
 */
function offsetAfterGraphemes(text: string, count: number): number {
  if (text.length <= count) return text.length;
  const graphemes = segmenter();
  if (graphemes) {
    let seen = 0;
    for (const part of graphemes.segment(text)) {
      seen += 1;
      if (seen === count) return part.index + part.segment.length;
    }
    return text.length;
  }
  return graphemesOf(text)
    .slice(0, count)
    .reduce((offset, grapheme) => offset + grapheme.length, 0);
}

/**
 * The start of a text cut to `maxWords` words and `maxCharacters` characters, ending on a word boundary
 * (a word that alone is longer than the limit is cut between letters, never inside one: no half of a
 * surrogate pair, no diacritic left without its letter) with the ellipsis after it. The text is
 * segmented into graphemes at most once (a page of cards cuts twenty summaries while it starts), and
 * not at all when it is short enough in UTF-16 units.
 */
export function excerpt(
  text: unknown,
  maxWords: number,
  maxCharacters: number,
  ellipsis = CARD_SUMMARY_ELLIPSIS,
): CardSummary {
  const clean = isBlank(text) ? '' : (text as string).trim().replace(/\s+/g, ' ');
  const words = clean === '' ? [] : clean.split(' ');
  const counted = words.slice(0, maxWords);
  const whole = counted.join(' ');
  const limit = offsetAfterGraphemes(whole, maxCharacters);
  if (words.length <= maxWords && limit === whole.length) {
    return { text: whole, truncated: false };
  }
  // A word's end is followed by a space, so it is always a grapheme boundary: the words kept are those
  // ending within the first `maxCharacters` graphemes.
  let end = 0;
  let start = 0;
  for (const word of counted) {
    const wordEnd = start + word.length;
    if (wordEnd > limit) break;
    end = wordEnd;
    start = wordEnd + 1;
  }
  // A first word longer than the limit is cut where its graphemes run out.
  const kept = whole.slice(0, end === 0 ? limit : end);
  const trimmed = kept.replace(TRAILING_PUNCTUATION, '');
  return { text: (trimmed === '' ? kept : trimmed) + ellipsis, truncated: true };
}

/**
 * The applicant card's summary: the first 20 words plus an ellipsis when there are more (spec §2), and
 * at most 180 characters (issue 23: Arabic summaries of long words ran on), always cut between words.
 */
export function cardSummary(summary: unknown): CardSummary {
  return excerpt(summary, CARD_SUMMARY_WORDS, CARD_SUMMARY_CHARACTERS);
}
