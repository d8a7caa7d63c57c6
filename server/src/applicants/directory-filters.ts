// The directory's filters (spec §3 'Directory filters', §7 encoding): the query string of the filter call
// read into a DirectoryQuery, and each filter's condition as SQL and as a test of a row. The directory
// (directory.ts), the keyword search (directory-search.ts), the facet table (facet-table.ts), the
// suggestion and the saved-search digests all read the filters from here, and nothing here reads them.

import { eq, type SQL, sql } from 'drizzle-orm';
import { type FacetGroup, GENDERS, type MainSpecialization, PAGE_SIZE } from '@talent/resume-model';
import { applicants } from '../db/schema';
import { intArray, textArray } from '../db/sql-arrays';
import { type FieldMessages, invalidInput } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import { spokenLanguageOf } from '../reference-data/spoken-languages';
import type { RowImage } from './directory-feed';

export const MAX_PER_PAGE = 100;
/** Longer queries are cut: nobody types more. */
const MAX_SEARCH_LENGTH = 200;

/** The columns a page can be sorted by, by their name in the query's `sort_by`. */
export const SORT_COLUMNS = {
  created_at: applicants.createdAt,
  updated_at: applicants.updatedAt,
  full_name: applicants.fullName,
  experience: applicants.experienceYears,
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;
/** Best match first (issue 17): only a keyword search has an order of its own to ask for. */
export const RELEVANCE = 'relevance';
const SORTS = [...Object.keys(SORT_COLUMNS), RELEVANCE];

export interface NumberRangeQuery {
  min: number | null;
  max: number | null;
}

export interface DirectoryQuery {
  page: number;
  perPage: number;
  sortBy: SortColumn | typeof RELEVANCE;
  sortOrder: 'asc' | 'desc';
  search: string;
  gender: string | null;
  age: NumberRangeQuery;
  city: string | null;
  zone: string | null;
  degree: string | null;
  freshGraduate: boolean | null;
  workAvailability: boolean | null;
  experience: NumberRangeQuery;
  mainSpecializations: string[];
  subSpecializations: string[];
  /** Languages spoken, by their English names (`languages[]`, issue 30); any of them matches. */
  languages: string[];
  /** `facets=1`: the answer also counts, for each filter group, the matches of each of its values. */
  facets: boolean;
}

type RawQuery = Record<string, unknown>;

/** The last value of a query key (a repeated key arrives as an array); '' counts as absent. */
function single(query: RawQuery, key: string): string | null {
  const value = query[key];
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  if (typeof last !== 'string') return null;
  const trimmed = last.trim();
  return trimmed === '' ? null : trimmed;
}

/** A list filter sent as `key[]` (spec §7), or as `key` by a hand-written URL. */
function list(query: RawQuery, key: string): string[] {
  const values = [query[`${key}[]`], query[key]].flatMap((value) => (Array.isArray(value) ? value : [value]));
  return [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
  ].map((value) => value.trim());
}

function positiveInteger(text: string | null, fallback: number): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return fallback;
  return Math.max(1, Number(text));
}

function flag(query: RawQuery, key: string, errors: FieldMessages): boolean | null {
  const value = single(query, key);
  if (value === null) return null;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  errors[key] = [
    serverMessage('query.flagInvalid', { field: key, one: '1', zero: '0', yes: 'true', no: 'false' }),
  ];
  return null;
}

function range(query: RawQuery, key: string, errors: FieldMessages): NumberRangeQuery {
  const bound = (suffix: 'min' | 'max') => {
    const name = `${key}_${suffix}`;
    const value = single(query, name);
    if (value === null) return null;
    if (!/^\d{1,3}$/.test(value)) {
      errors[name] = [serverMessage('query.boundInvalid', { field: name, min: 0, max: 999 })];
      return null;
    }
    return Number(value);
  };
  const min = bound('min');
  const max = bound('max');
  if (min !== null && max !== null && min > max) {
    errors[`${key}_max`] = [serverMessage('query.boundsReversed', { max: `${key}_max`, min: `${key}_min` })];
  }
  return { min, max };
}

/**
 * The query string of the filter call, read leniently where a value can only mean one thing
 * (pages and page sizes are clamped) and refused with a 422 where guessing would mislead.
 */
export function parseDirectoryQuery(query: RawQuery): DirectoryQuery {
  const errors: FieldMessages = {};
  const sortBy = single(query, 'sort_by') ?? 'created_at';
  if (!SORTS.includes(sortBy))
    errors.sort_by = [serverMessage('query.oneOf', { field: 'sort_by', values: SORTS })];
  const sortOrder = (single(query, 'sort_order') ?? 'asc').toLowerCase();
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    errors.sort_order = [
      serverMessage('query.orderInvalid', { field: 'sort_order', asc: 'asc', desc: 'desc' }),
    ];
  const gender = single(query, 'gender');
  if (gender !== null && !(GENDERS as readonly string[]).includes(gender)) {
    errors.gender = [serverMessage('query.oneOf', { field: 'gender', values: GENDERS })];
  }
  const parsed: DirectoryQuery = {
    page: positiveInteger(single(query, 'page'), 1),
    perPage: Math.min(positiveInteger(single(query, 'per_page'), PAGE_SIZE), MAX_PER_PAGE),
    sortBy: sortBy as DirectoryQuery['sortBy'],
    sortOrder: sortOrder as 'asc' | 'desc',
    search: (single(query, 'search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    gender,
    age: range(query, 'age', errors),
    city: single(query, 'city'),
    zone: single(query, 'zone'),
    degree: single(query, 'degree'),
    freshGraduate: flag(query, 'freshGraduate', errors),
    workAvailability: flag(query, 'workAvailability', errors),
    experience: range(query, 'experience', errors),
    mainSpecializations: list(query, 'mainSpecializations'),
    subSpecializations: [
      ...new Set([...list(query, 'subSpecializations'), ...list(query, 'subSpecialities')]),
    ],
    // A language named in another interface language, or in another letter case, is the same language.
    languages: [...new Set(list(query, 'languages').map((name) => spokenLanguageOf(name) ?? name))],
    facets: flag(query, 'facets', errors) === true,
  };
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return parsed;
}

/** `YYYY-MM-DD` of `today` moved back by whole years (29 February falls back to the 28th). */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

function idsForTitles(
  titles: readonly string[],
  items: ReadonlyArray<{ id: number; title: string }>,
): number[] {
  const wanted = new Set(titles.map((title) => title.toLowerCase()));
  return items.filter((item) => wanted.has(item.title.toLowerCase())).map((item) => item.id);
}

/** The columns of a row the filters' tests read (a logged row has them, and so has a facet table's row). */
export type FilteredRow = Pick<
  RowImage,
  | 'published'
  | 'gender'
  | 'cityLower'
  | 'zoneLower'
  | 'degrees'
  | 'freshGraduate'
  | 'workAvailability'
  | 'birthdate'
  | 'experienceYears'
  | 'mainSpecializationIds'
  | 'subSpecializationIds'
  | 'spokenLanguages'
>;

/** A filter's test of one logged row; `city` and `zone` are the query's, lower-cased by the database. */
export type RowTest = (row: FilteredRow, lowered: LoweredQuery) => boolean;

export interface LoweredQuery {
  city: string | null;
  zone: string | null;
}

/**
 * One condition of a filter, as SQL for the table and as a test of a logged row that agrees with it,
 * with the facet group it belongs to (none: the age and experience ranges, which have no facets).
 */
export interface FilterPart {
  sql: SQL;
  test: RowTest;
  group?: FacetGroup;
}

const overlaps = <T>(values: readonly T[] | null, wanted: readonly T[]) =>
  values !== null && values.some((value) => wanted.includes(value));

/**
 * The filter's conditions but the keyword (the full-text index answers that one: src/search). Each is
 * written twice, side by side: as SQL, which counts and pages read, and as a test of a row logged by the
 * change log, which brings kept matches up to date (each side is what the other computes, so a change to
 * one is a change to both: the directory test compares them).
 */
export function filterParts(
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
): FilterPart[] {
  // Written as the bare column, not `= $1`, so the planner matches the partial indexes (WHERE published)
  // even in a generic plan of a prepared statement.
  const parts: FilterPart[] = [{ sql: sql`${applicants.published}`, test: (row) => row.published }];
  const { gender, city, zone, degree, freshGraduate, workAvailability } = query;
  if (gender !== null)
    parts.push({ sql: eq(applicants.gender, gender), test: (row) => row.gender === gender, group: 'gender' });
  if (city !== null) {
    parts.push({
      group: 'city',
      sql: sql`lower(${applicants.city}) = lower(${city})`,
      test: (row, lowered) => row.cityLower !== null && row.cityLower === lowered.city,
    });
  }
  if (zone !== null) {
    parts.push({
      group: 'zone',
      sql: sql`lower(${applicants.zone}) = lower(${zone})`,
      test: (row, lowered) => row.zoneLower !== null && row.zoneLower === lowered.zone,
    });
  }
  if (degree !== null) {
    parts.push({
      group: 'degree',
      sql: sql`${applicants.degrees} @> array[${degree}]::text[]`,
      test: (row) => row.degrees !== null && row.degrees.includes(degree),
    });
  }
  if (freshGraduate !== null) {
    parts.push({
      group: 'freshGraduate',
      sql: eq(applicants.freshGraduate, freshGraduate),
      test: (row) => row.freshGraduate === freshGraduate,
    });
  }
  if (workAvailability !== null) {
    parts.push({
      group: 'workAvailability',
      sql: eq(applicants.workAvailability, workAvailability),
      test: (row) => row.workAvailability === workAvailability,
    });
  }
  // Age in whole years: at least `min` means born on or before today minus min years; at most
  // `max` means born after today minus (max + 1) years. Dates as YYYY-MM-DD compare as text.
  if (query.age.min !== null) {
    const latest = yearsBefore(today, query.age.min);
    parts.push({
      sql: sql`${applicants.birthdate} <= ${latest}::date`,
      test: (row) => row.birthdate !== null && row.birthdate <= latest,
    });
  }
  if (query.age.max !== null) {
    const earliest = yearsBefore(today, query.age.max + 1);
    parts.push({
      sql: sql`${applicants.birthdate} > ${earliest}::date`,
      test: (row) => row.birthdate !== null && row.birthdate > earliest,
    });
  }
  const { min: fewest, max: most } = query.experience;
  if (fewest !== null) {
    parts.push({
      sql: sql`${applicants.experienceYears} >= ${fewest}`,
      test: (row) => row.experienceYears !== null && row.experienceYears >= fewest,
    });
  }
  if (most !== null) {
    parts.push({
      sql: sql`${applicants.experienceYears} <= ${most}`,
      test: (row) => row.experienceYears !== null && row.experienceYears <= most,
    });
  }
  if (query.mainSpecializations.length > 0) {
    const ids = idsForTitles(query.mainSpecializations, reference);
    parts.push({
      group: 'mainSpecializations',
      sql: sql`${applicants.mainSpecializationIds} && ${intArray(ids)}`,
      test: (row) => overlaps(row.mainSpecializationIds, ids),
    });
  }
  if (query.subSpecializations.length > 0) {
    const ids = idsForTitles(
      query.subSpecializations,
      reference.flatMap((main) => main.children),
    );
    parts.push({
      group: 'subSpecializations',
      sql: sql`${applicants.subSpecializationIds} && ${intArray(ids)}`,
      test: (row) => overlaps(row.subSpecializationIds, ids),
    });
  }
  if (query.languages.length > 0) {
    const { languages } = query;
    parts.push({
      group: 'languages',
      sql: sql`${applicants.spokenLanguages} && ${textArray(languages)}`,
      test: (row) => overlaps(row.spokenLanguages, languages),
    });
  }
  return parts;
}
