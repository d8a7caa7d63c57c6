// The public directory: `GET /api/applicants/filter` (spec §3 'Directory filters', §7 encoding).
// Only published resumes; every filter reads the columns saveResume keeps in step.

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  type ApplicantCard,
  type ApplicantPage,
  CARD_TOP_TOOLS,
  type DirectoryFacets,
  type FacetGroup,
  GENDERS,
  type Gender,
  type MainSpecialization,
  normalizeSpecializations,
  cityHasZones,
  detailFromBuilder,
  displayText,
  experienceYearsOf,
  PAGE_SIZE,
  type RatedItem,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants, type DirectoryCardSource, directoryState } from '../db/schema';
import { type FieldMessages, invalidInput } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import { searchTerms } from '../search/search-query';
import { DirectoryFeed, type RowImage } from './directory-feed';
import { facetSource, type SearchedMatches, searchedMatches } from './directory-search';
import { FacetTable } from './facet-table';
import { searchSuggestion } from './search-suggestion';

export const MAX_PER_PAGE = 100;
/** Longer queries are cut: nobody types more. */
const MAX_SEARCH_LENGTH = 200;

const SORT_COLUMNS = {
  created_at: applicants.createdAt,
  updated_at: applicants.updatedAt,
  full_name: applicants.fullName,
  experience: applicants.experienceYears,
} as const;
type SortColumn = keyof typeof SORT_COLUMNS;
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

export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::integer[]`;
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
>;

/** A filter's test of one logged row; `city` and `zone` are the query's, lower-cased by the database. */
type RowTest = (row: FilteredRow, lowered: LoweredQuery) => boolean;

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

const overlaps = (values: readonly number[] | null, wanted: readonly number[]) =>
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
  return parts;
}

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;

/** The filter answer's shape, so Fastify writes it with a compiled serialiser. */
export const applicantPageSchema = {
  type: 'object',
  required: ['current_page', 'last_page', 'per_page', 'total', 'data'],
  properties: {
    current_page: integer,
    last_page: integer,
    per_page: integer,
    total: integer,
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'image', 'summary', 'contact', 'topTools', 'specializations'],
        properties: {
          id: integer,
          image: { type: ['string', 'null'] },
          summary: string,
          jobTitle: string,
          city: { type: ['string', 'null'] },
          zone: { type: ['string', 'null'] },
          experienceYears: integer,
          contact: {
            type: 'object',
            required: ['fullName', 'email', 'workAvailability'],
            properties: {
              fullName: string,
              email: string,
              workAvailability: { type: 'boolean' },
              gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
            },
          },
          topTools: {
            type: 'array',
            items: { type: 'object', required: ['item'], properties: { item: string } },
          },
          specializations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'specialization', 'main_specialization_id'],
              properties: {
                id: integer,
                specialization: string,
                main_specialization_id: { type: ['integer', 'null'] },
              },
            },
          },
        },
      },
    },
    // Only with `facets=1`: group → value → matches (src/applicants/directory-search.ts).
    facets: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: integer },
    },
    // Only when a keyword search found nothing and a correction finds something (search-suggestion.ts).
    suggestion: string,
  },
} as const;

function topTools(tools: unknown): Array<{ item: string }> {
  if (!Array.isArray(tools)) return [];
  return (tools as RatedItem[])
    .filter((tool) => typeof tool?.item === 'string' && tool.item.trim() !== '')
    .map((tool, index) => ({ tool, index }))
    .sort((a, b) => (Number(b.tool.rating) || 0) - (Number(a.tool.rating) || 0) || a.index - b.index)
    .slice(0, CARD_TOP_TOOLS)
    .map(({ tool }) => ({ item: tool.item }));
}

/**
 * How many matches a filter has and the first of them in page order, as of one version of the
 * directory (`directory_state.version`: one more for every row written to `applicants`).
 */
interface FilterMatches {
  version: number;
  total: number;
  /** The first matches in page order: all of them when `complete`, else at most `matchesKept`. */
  ids: Int32Array;
  /** Their sort column as a number (microseconds for times); null when the sort is by name. */
  keys: Float64Array | null;
  complete: boolean;
}

/** 166 pages of 12; a page further in is read from the sort column's index. */
const MATCHES_KEPT = 2_000;
/** Kept filters: at most this many, holding at most IDS_KEPT ids between them (12 bytes each). */
const FILTERS_KEPT = 5_000;
const IDS_KEPT = 1_000_000;
/** Built cards kept (about 1 KB each), so a page of unchanged resumes needs no statement. */
const CARDS_KEPT = 20_000;
/** A save landing between two reads makes them disagree; after this many tries the last one stands. */
const CONSISTENT_READ_TRIES = 3;
/** Pages of keyword searches, and facet counts, kept while the directory's version stays the same. */
const SEARCHES_KEPT = 2_000;

/** A filter's kept matches, with the query's values the database lower-cased for its row test. */
interface KeptFilter {
  matches: FilterMatches;
  lowered: LoweredQuery;
}

/** Best match without a keyword has nothing to rank: the most recently updated come first. */
function columnSorted(query: DirectoryQuery): DirectoryQuery & { sortBy: SortColumn } {
  return query.sortBy === RELEVANCE
    ? { ...query, sortBy: 'updated_at', sortOrder: 'desc' }
    : (query as DirectoryQuery & { sortBy: SortColumn });
}

/** What decides a keyword's matches: its words as searched. */
function keywordKey(search: string): string {
  return JSON.stringify(searchTerms(search).map((term) => term.word));
}

/** What decides the matches and their order: the query without its page, with today for the ages. */
function filterKey(query: DirectoryQuery, today: Date): string {
  const { page: _page, perPage: _perPage, facets: _facets, search, ...rest } = query;
  const ages = query.age.min !== null || query.age.max !== null;
  const words = searchTerms(search).map((term) => term.word);
  return JSON.stringify([words, rest, ages ? today.toISOString().slice(0, 10) : null]);
}

/**
 * The sort column as a number the server can compare exactly as the database orders it (times as whole
 * microseconds, which a double holds exactly for the next 200 years), or null for the name: text order
 * follows the database's collation, which only the database knows.
 */
function sortKeyOf(column: SortColumn): SQL | null {
  switch (column) {
    case 'created_at':
      return sql`(extract(epoch from ${applicants.createdAt}) * 1000000)::bigint::text`;
    case 'updated_at':
      return sql`(extract(epoch from ${applicants.updatedAt}) * 1000000)::bigint::text`;
    case 'experience':
      return sql`${applicants.experienceYears}::text`;
    case 'full_name':
      return null;
  }
}

/** One logged write to `applicants`, judged against one filter. */
interface Change {
  id: number;
  /** The row matched the filter before the write. */
  was: boolean;
  /** It matches after it. */
  is: boolean;
  /** Its sort column after the write, as sortKeyOf reads it. */
  key: number | null;
}

function without<T extends Int32Array | Float64Array>(array: T, at: number): T {
  const copy = new (array.constructor as new (length: number) => T)(array.length - 1);
  copy.set(array.subarray(0, at));
  copy.set(array.subarray(at + 1), at);
  return copy;
}

function withInserted<T extends Int32Array | Float64Array>(array: T, at: number, value: number): T {
  const copy = new (array.constructor as new (length: number) => T)(array.length + 1);
  copy.set(array.subarray(0, at));
  copy[at] = value;
  copy.set(array.subarray(at), at + 1);
  return copy;
}

/**
 * Kept matches brought forward over logged writes, in version order: the total moves by one for each row
 * that starts or stops matching, and a row that matches takes its place among the kept ids by its sort
 * value (past the end of kept matches that are only the first ones, it is simply not kept).
 */
export function applyChanges(
  matches: FilterMatches,
  changes: readonly Change[],
  version: number,
  { descending, matchesKept }: { descending: boolean; matchesKept: number },
): FilterMatches {
  let { total, ids, keys, complete } = matches;
  for (const change of changes) {
    total += Number(change.is) - Number(change.was);
    const at = ids.indexOf(change.id);
    if (at >= 0) {
      ids = without(ids, at);
      if (keys) keys = without(keys, at);
    }
    if (!change.is) continue;
    if (!keys || change.key === null) {
      // Where a name goes among the kept ones is the database's to say: keep none, so the next read
      // counts afresh.
      ids = new Int32Array(0);
      keys = null;
      complete = false;
      continue;
    }
    const { id, key } = change;
    const comesBefore = (index: number) =>
      descending
        ? keys![index]! > key || (keys![index] === key && ids[index]! > id)
        : keys![index]! < key || (keys![index] === key && ids[index]! < id);
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comesBefore(middle)) low = middle + 1;
      else high = middle;
    }
    if (low === ids.length && !complete) continue;
    ids = withInserted(ids, low, id);
    keys = withInserted(keys, low, key);
    if (ids.length > matchesKept) {
      ids = ids.subarray(0, matchesKept);
      keys = keys.subarray(0, matchesKept);
      complete = false;
    }
  }
  return { version, total, ids, keys, complete };
}

/** A card's row as a page reads it (null columns when an id has no row any more). */
interface PageRow {
  id: number | null;
  fullName: string | null;
  workAvailability: boolean | null;
  gender: string | null;
  card: DirectoryCardSource | null;
  city: string | null;
  zone: string | null;
  jobTitle: unknown;
  /** The employment entries' durations, for the years of experience as of the day the card is sent. */
  durations: unknown;
}

const currentVersion = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;

function cardOf(row: PageRow, reference: readonly MainSpecialization[], today: Date): ApplicantCard | null {
  if (row.id === null || row.fullName === null || row.workAvailability === null) return null;
  const { image, summary, email, tools, specializations } = row.card ?? ({} as Partial<DirectoryCardSource>);
  const jobTitle = typeof row.jobTitle === 'string' ? displayText(row.jobTitle) : null;
  return {
    id: row.id,
    image: typeof image === 'string' && image !== '' ? image : null,
    summary: typeof summary === 'string' ? summary : '',
    jobTitle: jobTitle ?? '',
    city: row.city,
    // The zone is Baghdad's only (the columns keep it for Baghdad alone, but say so here too).
    zone: row.city !== null && cityHasZones(row.city) ? row.zone : null,
    experienceYears: experienceYearsOf(Array.isArray(row.durations) ? row.durations : [], today),
    contact: {
      fullName: row.fullName,
      email: typeof email === 'string' ? email : '',
      workAvailability: row.workAvailability,
      gender: (GENDERS as readonly (string | null)[]).includes(row.gender) ? (row.gender as Gender) : null,
    },
    topTools: topTools(tools),
    specializations: detailFromBuilder(normalizeSpecializations(specializations), reference),
  };
}

export interface Directory {
  findPage(query: DirectoryQuery, today: Date): Promise<ApplicantPage>;
  /** The filter's exact total as of now, without a page: what the home page's counter shows. */
  total(query: DirectoryQuery, today: Date): Promise<number>;
  /** Loads the facet table, so the first request for facet counts after a start does not wait for it. */
  prepareFacets(): Promise<void>;
}

/** A filter as SQL and as a row test: its condition, its order, and its sort value (sortKeyOf). */
interface Filter {
  key: string;
  where: SQL;
  test: RowTest;
  orderBy: SQL[];
  sortKey: SQL | null;
  /** Reads a logged row's sort value as sortKeyOf does. */
  keyOf: (row: RowImage) => number | null;
  descending: boolean;
  /** The query's city and zone as given, for the count's statement to lower-case. */
  place: { city: string | null; zone: string | null };
}

/** A built card (null: no published row) as read at one version of the directory, on one day. */
interface KeptCard {
  version: number;
  /** The UTC day its years of experience were counted to: a current job adds to them as days pass. */
  day: string;
  card: ApplicantCard | null;
}

/**
 * The directory of one server. Each filter's exact total and first matches are counted once and kept (up
 * to FILTERS_KEPT filters), and so are the cards pages showed. Writes to `applicants` reach a server
 * through the change log (`DirectoryFeed`): one statement, shared by the requests that arrive together,
 * tells the current version and the rows written since the last one, and each kept filter is brought up
 * to date by testing those rows (its matches move, its total moves by one per row that starts or stops
 * matching). A page is then its kept cards, and only the cards of rows that changed are read again. A
 * deeper page than the kept matches is found in the sort column's index. `filtersKept` and
 * `matchesKept` are there for tests, which reach past the kept matches with a few.
 */
export function createDirectory(
  db: Db,
  reference: readonly MainSpecialization[],
  { filtersKept = FILTERS_KEPT, matchesKept = MATCHES_KEPT } = {},
): Directory {
  const feed = new DirectoryFeed(db);
  const filters = new LRUCache<string, KeptFilter>({
    max: filtersKept,
    maxSize: IDS_KEPT,
    sizeCalculation: (kept) => kept.matches.ids.length + 16,
  });
  const cards = new LRUCache<number, KeptCard>({ max: CARDS_KEPT });
  const counting = new Map<string, Promise<KeptFilter>>();
  const searches = new LRUCache<string, SearchedMatches>({ max: SEARCHES_KEPT });
  const searching = new Map<string, Promise<SearchedMatches>>();
  const facetsKept = new LRUCache<string, { version: number; facets: DirectoryFacets }>({
    max: SEARCHES_KEPT,
  });
  const facetTable = new FacetTable(db, feed);
  // A keyword's published matches, for its facets, at the version they were read.
  const keywordIds = new LRUCache<string, { version: number; ids: Int32Array }>({
    max: SEARCHES_KEPT,
    maxSize: IDS_KEPT,
    sizeCalculation: (kept) => kept.ids.length + 16,
  });
  const suggestionsKept = new LRUCache<string, { version: number; suggestion: string | null }>({
    max: SEARCHES_KEPT,
  });
  // Always one row: the version, with the page's cards (if any) beside it.
  const cardsById = db
    .select({
      version: directoryState.version,
      id: applicants.id,
      fullName: applicants.fullName,
      workAvailability: applicants.workAvailability,
      gender: applicants.gender,
      card: applicants.card,
      city: applicants.city,
      zone: applicants.zone,
      jobTitle: sql<unknown>`${applicants.resume} -> 'contact' -> 'job_title'`,
      durations: sql<unknown>`jsonb_path_query_array(${applicants.resume}, '$.employment[*].duration')`,
    })
    .from(directoryState)
    .leftJoin(applicants, sql`${applicants.id} = any(${sql.placeholder('ids')}::integer[])`)
    .where(eq(directoryState.id, 1))
    .prepare('directory_cards_by_id');

  function filterOf(query: DirectoryQuery & { sortBy: SortColumn }, today: Date): Filter {
    const order = query.sortOrder === 'asc' ? asc : desc;
    const parts = filterParts(query, reference, today);
    const keyOf = (row: RowImage): number | null => {
      switch (query.sortBy) {
        case 'created_at':
          return row.createdAt;
        case 'updated_at':
          return row.updatedAt;
        case 'experience':
          return row.experienceYears;
        case 'full_name':
          return null;
      }
    };
    return {
      key: filterKey(query, today),
      where: and(...parts.map((part) => part.sql))!,
      test: (row, lowered) => parts.every((part) => part.test(row, lowered)),
      orderBy: [order(SORT_COLUMNS[query.sortBy]), order(applicants.id)],
      sortKey: sortKeyOf(query.sortBy),
      keyOf,
      descending: query.sortOrder === 'desc',
      place: { city: query.city, zone: query.zone },
    };
  }

  /**
   * The count and the first matches with their sort values, in one statement (so one snapshot), with
   * the query's city and zone as the database lower-cases them.
   */
  async function count(filter: Filter): Promise<KeptFilter> {
    const { where, orderBy, sortKey } = filter;
    const order = sql.join(orderBy, sql`, `);
    const [read] = (
      await db.execute<{
        version: string;
        total: string;
        ids: number[];
        keys: Array<string | null>;
        city: string | null;
        zone: string | null;
      }>(sql`
        select ${currentVersion} as version,
          (select count(*) from ${applicants} where ${where}) as total,
          coalesce(array_agg(first.id order by first.position), '{}') as ids,
          coalesce(array_agg(first.key order by first.position), '{}') as keys,
          lower(${filter.place.city}::text) as city, lower(${filter.place.zone}::text) as zone
        from (select ${applicants.id} as id, ${sortKey ?? sql`null::text`} as key,
            row_number() over (order by ${order}) as position
          from ${applicants} where ${where} order by ${order} limit ${matchesKept}) as first`)
    ).rows;
    const total = Number(read!.total);
    const ids = Int32Array.from(read!.ids);
    return {
      matches: {
        version: Number(read!.version),
        total,
        ids,
        keys: sortKey ? Float64Array.from(read!.keys, Number) : null,
        complete: ids.length === total,
      },
      lowered: { city: read!.city, zone: read!.zone },
    };
  }

  /** Kept matches with too few ids left to serve pages from (saves took them out) are counted afresh. */
  const usable = (kept: KeptFilter | undefined) =>
    kept && (kept.matches.complete || kept.matches.ids.length * 2 >= matchesKept) ? kept : undefined;

  /** Counts a filter; requests for one filter arriving together share the count. */
  async function countShared(filter: Filter): Promise<KeptFilter> {
    const pending = counting.get(filter.key);
    if (pending) return pending;
    const work = count(filter);
    counting.set(filter.key, work);
    try {
      return await work;
    } finally {
      counting.delete(filter.key);
    }
  }

  /** Keeps `kept` unless what is kept for its filter is of a later version. */
  function keep(filter: Filter, kept: KeptFilter): void {
    const current = filters.get(filter.key);
    if (!current || current.matches.version <= kept.matches.version) filters.set(filter.key, kept);
  }

  /** `kept` brought forward to `version` over the feed's changes, or null when the feed lacks some. */
  function bringForward(filter: Filter, kept: KeptFilter, version: number): KeptFilter | null {
    const changes = feed.between(kept.matches.version, version);
    if (changes === null) return null;
    const { lowered } = kept;
    const judged = changes.map((change) => ({
      id: change.id,
      was: change.before !== null && filter.test(change.before, lowered),
      is: change.after !== null && filter.test(change.after, lowered),
      key: change.after === null ? null : filter.keyOf(change.after),
    }));
    const matches = applyChanges(kept.matches, judged, version, {
      descending: filter.descending,
      matchesKept,
    });
    return { matches, lowered };
  }

  /**
   * The filter's matches at `version`, or at a later one when they had to be counted afresh (the feed
   * then knows that version too): kept ones brought forward over the feed's changes, else counted.
   */
  async function matchesAt(filter: Filter, version: number): Promise<KeptFilter> {
    let kept = usable(filters.get(filter.key));
    for (let counts = 0; ;) {
      if (kept && kept.matches.version < version) {
        const brought = bringForward(filter, kept, version);
        if (brought) keep(filter, brought);
        kept = usable(brought ?? undefined);
      }
      if (kept) break;
      // A count shared with a request that came earlier may be older than `version`: it is brought
      // forward like kept matches, and counted once more (not shared) if that fails.
      kept = counts === 0 ? await countShared(filter) : await count(filter);
      counts += 1;
      keep(filter, kept);
      if (counts >= 2) break;
    }
    if (kept.matches.version > feed.latest) await feed.sync();
    return kept;
  }

  /**
   * The cards of `ids` as of `version` (or later, when some had to be read and the directory moved on):
   * kept cards the feed shows unchanged since, the rest read in one statement.
   */
  async function cardsAt(ids: readonly number[], version: number, today: Date) {
    const found = new Map<number, ApplicantCard | null>();
    const missing: number[] = [];
    const day = today.toISOString().slice(0, 10);
    for (const id of ids) {
      const kept = cards.get(id);
      if (kept && kept.day === day && feed.unchangedBetween(id, kept.version, version))
        found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length === 0) return { found, version };
    const rows: Array<PageRow & { version: number }> = await cardsById.execute({
      ids: `{${missing.join(',')}}`,
    });
    const readAt = Number(rows[0]!.version);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of missing) {
      const row = byId.get(id);
      const card = row ? cardOf(row, reference, today) : null;
      found.set(id, card);
      cards.set(id, { version: readAt, day, card });
    }
    return { found, version: readAt };
  }

  /** A keyword search's page: kept while the directory's version stays the same, else asked afresh. */
  async function searchedPage(
    query: DirectoryQuery,
    today: Date,
    withAllIds = false,
  ): Promise<ApplicantPage> {
    const key = `${filterKey(query, today)}|${query.page}|${query.perPage}`;
    const version = await feed.sync();
    let matches = searches.get(key);
    if (matches?.version !== version) {
      // Requests for one search arriving together share its count.
      const pending = searching.get(key);
      const work = pending ?? searchedMatches(db, query, reference, today, undefined, withAllIds);
      if (!pending) searching.set(key, work);
      try {
        matches = await work;
      } finally {
        if (!pending) searching.delete(key);
      }
      if (matches.allIds) {
        keywordIds.set(keywordKey(query.search), {
          version: matches.version,
          ids: matches.allIds,
        });
        matches = { version: matches.version, total: matches.total, ids: matches.ids };
      }
      searches.set(key, matches);
      if (matches.version > feed.latest) await feed.sync();
    }
    const { found } = await cardsAt(matches.ids, matches.version, today);
    return {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(matches.total / query.perPage)),
      per_page: query.perPage,
      total: matches.total,
      data: matches.ids.flatMap((id) => found.get(id) ?? []),
    };
  }

  /**
   * The facet counts of a filter, kept while the directory's version stays the same: counted by the
   * facet table over all published resumes, or over a keyword's matches (ids kept per version, so
   * changing a filter in the advanced search does not look the keyword up again).
   */
  async function facetsOf(query: DirectoryQuery, today: Date): Promise<DirectoryFacets> {
    const key = filterKey({ ...query, sortBy: 'created_at', sortOrder: 'asc' }, today);
    const version = await feed.sync();
    let kept = facetsKept.get(key);
    if (kept?.version !== version) {
      const words = query.search === '' ? null : keywordKey(query.search);
      const keptIds = words === null ? undefined : keywordIds.get(words);
      const withIds = words !== null && keptIds?.version !== version;
      // Without a keyword to look up or a place to lower-case, the database has nothing to add.
      const source =
        withIds || query.city !== null || query.zone !== null
          ? await facetSource(db, query, withIds)
          : { version, lowered: { city: null, zone: null }, ids: null };
      let ids: Iterable<number> | null = null;
      if (words !== null) {
        if (source.ids !== null) keywordIds.set(words, { version: source.version, ids: source.ids });
        ids = source.ids ?? keptIds!.ids;
      }
      const at = await facetTable.at(Math.max(version, source.version));
      kept = {
        version: at,
        facets: facetTable.countFacets(filterParts(query, reference, today), source.lowered, reference, ids),
      };
      facetsKept.set(key, kept);
    }
    return kept.facets;
  }

  /** "Did you mean …?" for a keyword search that found nothing, kept while the version stays the same. */
  async function suggestionOf(query: DirectoryQuery, today: Date): Promise<string | null> {
    const key = filterKey({ ...query, sortBy: 'created_at', sortOrder: 'asc' }, today);
    const version = await feed.sync();
    let kept = suggestionsKept.get(key);
    if (kept?.version !== version) {
      kept = { version, suggestion: await searchSuggestion(db, query, reference, today) };
      suggestionsKept.set(key, kept);
    }
    return kept.suggestion;
  }

  return {
    async prepareFacets() {
      await facetTable.at(await feed.sync());
    },

    async total(query, today) {
      if (query.search !== '') {
        return (await searchedMatches(db, { ...query, page: 1, perPage: 1 }, reference, today)).total;
      }
      const filter = filterOf(columnSorted(query), today);
      const version = await feed.sync();
      return (await matchesAt(filter, version)).matches.total;
    },

    async findPage(query, today) {
      // A keyword's facets: the page's statement lists every match of the keyword for them too, so the
      // matches are read once (the facets wait for it); without a keyword the facets need no statement.
      const oneRead = query.facets && query.search !== '';
      const facets = query.facets && !oneRead ? facetsOf(query, today) : null;
      const page =
        query.search !== ''
          ? await searchedPage(query, today, oneRead)
          : await keptPage(columnSorted(query), today);
      const counted = oneRead ? await facetsOf(query, today) : await facets;
      const suggestion = query.search !== '' && page.total === 0 ? await suggestionOf(query, today) : null;
      return {
        ...page,
        ...(counted ? { facets: counted } : {}),
        ...(suggestion !== null ? { suggestion } : {}),
      };
    },
  };

  /** A page of a filter without a keyword, from its kept matches. */
  async function keptPage(
    query: DirectoryQuery & { sortBy: SortColumn },
    today: Date,
  ): Promise<ApplicantPage> {
    const filter = filterOf(query, today);
    const offset = (query.page - 1) * query.perPage;
    let version = await feed.sync();
    let matches: FilterMatches;
    let ids: number[];
    let found: Map<number, ApplicantCard | null>;
    // `total`, `last_page` and the cards describe one version of the directory, unless saves keep
    // landing between the reads: then the last try stands.
    for (let attempt = 1; ; attempt += 1) {
      ({ matches } = await matchesAt(filter, version));
      version = matches.version;
      if (offset >= matches.total) ids = [];
      else if (offset + query.perPage <= matches.ids.length || matches.complete) {
        ids = Array.from(matches.ids.subarray(offset, offset + query.perPage));
      } else {
        // Past the kept matches: only ids, skipped over in the sort column's index.
        const deep = await db
          .select({ id: applicants.id })
          .from(applicants)
          .where(filter.where)
          .orderBy(...filter.orderBy)
          .limit(query.perPage)
          .offset(offset);
        ids = deep.map((row) => row.id);
      }
      const read = await cardsAt(ids, version, today);
      found = read.found;
      if (read.version === version || attempt >= CONSISTENT_READ_TRIES) break;
      // Some cards were read at a later version: bring the matches there too.
      version = read.version > feed.latest ? await feed.sync() : read.version;
    }
    const data = ids.flatMap((id) => {
      const card = found.get(id);
      return card ? [card] : [];
    });
    const { total } = matches;
    return {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
      per_page: query.perPage,
      total,
      data,
    };
  }
}
