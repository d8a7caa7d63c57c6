// The directory's filters (spec §3 'Directory filters', §7 encoding): the query string of the filter call
// read into a DirectoryQuery, and each filter's condition as SQL and as a test of a row. The directory
// (directory.ts), the keyword search (directory-search.ts), the facet table (facet-table.ts), the
// suggestion and the saved-search digests all read the filters from here, and nothing here reads them.

import { eq, type SQL, sql } from 'drizzle-orm';
import {
  FACET_GROUPS,
  type FacetGroup,
  GENDERS,
  type MainSpecialization,
  PAGE_SIZE,
} from '@talent/resume-model';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
function listValues(query: RawQuery, key: string): string[] {
  const values = [query[`${key}[]`], query[key]].flatMap((value) => (Array.isArray(value) ? value : [value]));
  return [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.trim() !== '')),
  ].map((value) => value.trim());
}

function positiveInteger(text: string | null, fallback: number): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return fallback;
  return Math.max(1, Number(text));
}

function flagValue(query: RawQuery, key: string, errors: FieldMessages): boolean | null {
  const value = single(query, key);
  if (value === null) return null;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  errors[key] = [
    serverMessage('query.flagInvalid', { field: key, one: '1', zero: '0', yes: 'true', no: 'false' }),
  ];
  return null;
}

function rangeValue(query: RawQuery, key: string, errors: FieldMessages): NumberRangeQuery {
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
  const filters = Object.fromEntries(
    DIRECTORY_FILTERS.map((filter) => [filter.key, filter.read(query, errors)]),
  ) as Pick<DirectoryQuery, FilterKey>;
  const parsed: DirectoryQuery = {
    page: positiveInteger(single(query, 'page'), 1),
    perPage: Math.min(positiveInteger(single(query, 'per_page'), PAGE_SIZE), MAX_PER_PAGE),
    sortBy: sortBy as DirectoryQuery['sortBy'],
    sortOrder: sortOrder as 'asc' | 'desc',
    search: (single(query, 'search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    ...filters,
    facets: flagValue(query, 'facets', errors) === true,
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
  /** True of every published row (`published` itself): the facet table, which keeps only those, skips it. */
  ofEveryPublished?: true;
}

/** What a filter's SQL and tests may need besides the query: the specialisation tree, and today for ages. */
export interface FilterContext {
  reference: readonly MainSpecialization[];
  today: Date;
}

/** A row as the facet table tallies it: the filters' columns, with the city and zone as written. */
export type TalliedRow = FilteredRow & Pick<RowImage, 'city' | 'zone'>;

/**
 * How a facet group counts a row: under each of the values `valuesOf` gives, which are exactly the values
 * the group's filter, set to one of them, finds the row by (its row test reads the same field). `nameOf`
 * names a counted value as the facets show it (undefined: not shown). A caseless group's values are
 * spellings, summed per value as the filter sees it (`loweredOf`, the database's lower case).
 */
export interface FacetTally {
  group: FacetGroup;
  valuesOf: (row: TalliedRow) => ReadonlyArray<string | number>;
  nameOf?: (value: string, reference: readonly MainSpecialization[]) => string | undefined;
  loweredOf?: (row: TalliedRow) => string | null;
}

/**
 * A directory filter, declared once by its kind (equal, list, overlap, range, flag): `read` takes its
 * value from the query string, `partsOf` gives its condition as SQL and as a row test, and `tally` how
 * its facet group counts — all three made by the kind from one column and the row field that copies it,
 * so they agree by construction.
 */
export interface DirectoryFilter<Key extends FilterKey = FilterKey> {
  key: Key;
  read: (query: RawQuery, errors: FieldMessages) => DirectoryQuery[Key];
  partsOf: (value: DirectoryQuery[Key], context: FilterContext) => FilterPart[];
  tally?: FacetTally;
}

/** The query's fields that are filters. */
type FilterKey = Exclude<
  keyof DirectoryQuery,
  'page' | 'perPage' | 'sortBy' | 'sortOrder' | 'search' | 'facets'
>;

/** A row field that holds one value, and one that holds a list. */
type ScalarField = 'gender' | 'cityLower' | 'zoneLower' | 'freshGraduate' | 'workAvailability';
type ListField = 'degrees' | 'mainSpecializationIds' | 'subSpecializationIds' | 'spokenLanguages';

/**
 * Equal: one value of a text column (`gender=Female`), or of its lower case when `spelledBy` names the
 * field as written (`city=baghdad`: the row test reads the database's lower case of both sides).
 */
function equal<Key extends 'gender' | 'city' | 'zone'>(
  key: Key,
  column: AnyPgColumn,
  field: ScalarField & ('gender' | 'cityLower' | 'zoneLower'),
  { oneOf, spelledBy }: { oneOf?: readonly string[]; spelledBy?: 'city' | 'zone' } = {},
): DirectoryFilter<Key> {
  const caseless = spelledBy !== undefined;
  return {
    key,
    read: (query, errors) => {
      const value = single(query, key);
      if (value !== null && oneOf && !oneOf.includes(value)) {
        errors[key] = [serverMessage('query.oneOf', { field: key, values: oneOf })];
      }
      return value as DirectoryQuery[Key];
    },
    partsOf: (value) => {
      if (value === null) return [];
      const wanted = value as string;
      return [
        {
          group: key,
          sql: caseless ? sql`lower(${column}) = lower(${wanted})` : eq(column, wanted),
          test: caseless
            ? (row, lowered) => row[field] !== null && row[field] === lowered[spelledBy]
            : (row) => row[field] === wanted,
        },
      ];
    },
    tally: {
      group: key,
      valuesOf: (row) => {
        const value = caseless ? row[spelledBy] : row[field];
        return value === null ? [] : [value];
      },
      ...(caseless ? { loweredOf: (row: TalliedRow) => row[field] } : {}),
    },
  };
}

/** Flag: a yes/no column (`freshGraduate=1`); its facet's values are '1' and '0'. */
function flag<Key extends 'freshGraduate' | 'workAvailability'>(
  key: Key,
  column: AnyPgColumn,
  field: Key,
): DirectoryFilter<Key> {
  return {
    key,
    read: (query, errors) => flagValue(query, key, errors) as DirectoryQuery[Key],
    partsOf: (value) =>
      value === null ? [] : [{ group: key, sql: eq(column, value), test: (row) => row[field] === value }],
    tally: {
      group: key,
      valuesOf: (row) => (row[field] === true ? ['1'] : row[field] === false ? ['0'] : []),
    },
  };
}

/** List: one value a list column holds (`degree=Master's` finds a resume with a master's among its degrees). */
function list<Key extends 'degree'>(key: Key, column: AnyPgColumn, field: 'degrees'): DirectoryFilter<Key> {
  return {
    key,
    read: (query) => single(query, key) as DirectoryQuery[Key],
    partsOf: (value) => {
      if (value === null) return [];
      const wanted = value as string;
      return [
        {
          group: key,
          sql: sql`${column} @> ${textArray([wanted])}`,
          test: (row) => row[field] !== null && row[field].includes(wanted),
        },
      ];
    },
    tally: { group: key, valuesOf: (row) => row[field] ?? [] },
  };
}

/**
 * Overlap: any of several values a list column holds (`languages[]=Arabic&languages[]=English`). The
 * query names them (`named`: a title for an id, a language in any interface language); `stored` turns
 * names into what the column holds, `nameOf` a held value back into its name.
 */
function overlap<Key extends 'mainSpecializations' | 'subSpecializations' | 'languages'>(
  key: Key,
  column: AnyPgColumn,
  field: Exclude<ListField, 'degrees'>,
  {
    aliases = [],
    named = (name) => name,
    stored,
    nameOf,
  }: {
    aliases?: readonly string[];
    named?: (name: string) => string;
    stored?: (names: readonly string[], context: FilterContext) => number[];
    nameOf?: (value: string, reference: readonly MainSpecialization[]) => string | undefined;
  } = {},
): DirectoryFilter<Key> {
  return {
    key,
    read: (query) =>
      [
        ...new Set([key, ...aliases].flatMap((name) => listValues(query, name)).map(named)),
      ] as DirectoryQuery[Key],
    partsOf: (value, context) => {
      const names = value as string[];
      if (names.length === 0) return [];
      const wanted: ReadonlyArray<string | number> = stored ? stored(names, context) : names;
      return [
        {
          group: key,
          sql: sql`${column} && ${stored ? intArray(wanted as number[]) : textArray(wanted as string[])}`,
          test: (row) => {
            const held = row[field] as ReadonlyArray<string | number> | null;
            return held !== null && held.some((one) => wanted.includes(one));
          },
        },
      ];
    },
    tally: { group: key, valuesOf: (row) => row[field] ?? [], ...(nameOf ? { nameOf } : {}) },
  };
}

/** A bound of a range as a comparison of the column with a value (a date as YYYY-MM-DD compares as text). */
interface Bound {
  op: '<=' | '<' | '>=' | '>';
  value: string | number;
}

function holds(held: string | number, { op, value }: Bound): boolean {
  // A date bound meets a date, a number a number: one type on each side, compared as the database does.
  const [a, b] = [held, value] as [string, string];
  switch (op) {
    case '<=':
      return a <= b;
    case '<':
      return a < b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
}

/** Range: `key_min` and `key_max`, either left open, each a bound on one column; ranges have no facets. */
function range<Key extends 'age' | 'experience'>(
  key: Key,
  column: AnyPgColumn,
  field: 'birthdate' | 'experienceYears',
  bounds: { atLeast: (min: number, today: Date) => Bound; atMost: (max: number, today: Date) => Bound },
  cast: SQL = sql``,
): DirectoryFilter<Key> {
  const partOf = (bound: Bound): FilterPart => ({
    sql: sql`${column} ${sql.raw(bound.op)} ${bound.value}${cast}`,
    test: (row) => row[field] !== null && holds(row[field], bound),
  });
  return {
    key,
    read: (query, errors) => rangeValue(query, key, errors) as DirectoryQuery[Key],
    partsOf: (value, { today }) => {
      const { min, max } = value as NumberRangeQuery;
      return [
        ...(min === null ? [] : [partOf(bounds.atLeast(min, today))]),
        ...(max === null ? [] : [partOf(bounds.atMost(max, today))]),
      ];
    },
  };
}

function idsForTitles(
  titles: readonly string[],
  items: ReadonlyArray<{ id: number; title: string }>,
): number[] {
  const wanted = new Set(titles.map((title) => title.toLowerCase()));
  return items.filter((item) => wanted.has(item.title.toLowerCase())).map((item) => item.id);
}

const subsOf = (reference: readonly MainSpecialization[]) => reference.flatMap((main) => main.children);

/** A specialisation id as the facets name it: its title. */
const titleOf =
  (items: (reference: readonly MainSpecialization[]) => ReadonlyArray<{ id: number; title: string }>) =>
  (id: string, reference: readonly MainSpecialization[]) =>
    items(reference).find((item) => String(item.id) === id)?.title;

/**
 * Every filter of the directory, in the order of the query's groups. A new filter is one entry here
 * (with the column it reads, and its facet group in @talent/resume-model's FACET_GROUPS when it has one).
 */
/** A filter of any of the query's filter fields. */
type AnyDirectoryFilter = { [Key in FilterKey]: DirectoryFilter<Key> }[FilterKey];

export const DIRECTORY_FILTERS: readonly AnyDirectoryFilter[] = [
  equal('gender', applicants.gender, 'gender', { oneOf: GENDERS }),
  // Age in whole years: at least `min` means born on or before today minus min years; at most `max`
  // means born after today minus (max + 1) years.
  range(
    'age',
    applicants.birthdate,
    'birthdate',
    {
      atLeast: (min, today) => ({ op: '<=', value: yearsBefore(today, min) }),
      atMost: (max, today) => ({ op: '>', value: yearsBefore(today, max + 1) }),
    },
    sql`::date`,
  ),
  equal('city', applicants.city, 'cityLower', { spelledBy: 'city' }),
  equal('zone', applicants.zone, 'zoneLower', { spelledBy: 'zone' }),
  list('degree', applicants.degrees, 'degrees'),
  flag('freshGraduate', applicants.freshGraduate, 'freshGraduate'),
  flag('workAvailability', applicants.workAvailability, 'workAvailability'),
  range('experience', applicants.experienceYears, 'experienceYears', {
    atLeast: (min) => ({ op: '>=', value: min }),
    atMost: (max) => ({ op: '<=', value: max }),
  }),
  overlap('mainSpecializations', applicants.mainSpecializationIds, 'mainSpecializationIds', {
    stored: (titles, { reference }) => idsForTitles(titles, reference),
    nameOf: titleOf((reference) => reference),
  }),
  // The spec carries the sub list under two names.
  overlap('subSpecializations', applicants.subSpecializationIds, 'subSpecializationIds', {
    aliases: ['subSpecialities'],
    stored: (titles, { reference }) => idsForTitles(titles, subsOf(reference)),
    nameOf: titleOf(subsOf),
  }),
  // A language named in another interface language, or in another letter case, is the same language.
  overlap('languages', applicants.spokenLanguages, 'spokenLanguages', {
    named: (name) => spokenLanguageOf(name) ?? name,
  }),
];

/** The facet groups' tallies, in FACET_GROUPS order. */
export const FACET_TALLIES: readonly FacetTally[] = FACET_GROUPS.map((group) => {
  const tally = DIRECTORY_FILTERS.find((filter) => filter.tally?.group === group)?.tally;
  if (!tally) throw new Error(`no filter counts the facet group ${group}`);
  return tally;
});

/**
 * The filter's conditions but the keyword (the full-text index answers that one: src/search), each as
 * SQL, which counts and pages read, and as a test of a row logged by the change log, which brings kept
 * matches up to date; both are made by the filter's kind (DIRECTORY_FILTERS), and the directory test
 * compares them.
 */
export function filterParts(
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
): FilterPart[] {
  // Written as the bare column, not `= $1`, so the planner matches the partial indexes (WHERE published)
  // even in a generic plan of a prepared statement.
  const published: FilterPart = {
    sql: sql`${applicants.published}`,
    test: (row) => row.published,
    ofEveryPublished: true,
  };
  const context = { reference, today };
  return [
    published,
    ...DIRECTORY_FILTERS.flatMap((filter) =>
      (filter.partsOf as (value: unknown, context: FilterContext) => FilterPart[])(
        query[filter.key],
        context,
      ),
    ),
  ];
}
