// The public directory: `GET /api/applicants/filter` (spec §3 'Directory filters', §7 encoding).
// Only published resumes; every filter reads the columns saveResume keeps in step.

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ApplicantCard,
  type ApplicantPage,
  CARD_TOP_TOOLS,
  GENDERS,
  type MainSpecialization,
  normalizeSpecializations,
  detailFromBuilder,
  PAGE_SIZE,
  type RatedItem,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants, type DirectoryCardSource, directoryChanges, directoryState } from '../db/schema';
import { invalidInput } from '../http/errors';
import { searchableText } from './search-text';

export const MAX_PER_PAGE = 100;
/** Longer queries are cut: nobody types more, and each word is a LIKE over the search text. */
const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 8;

const SORT_COLUMNS = {
  created_at: applicants.createdAt,
  updated_at: applicants.updatedAt,
  full_name: applicants.fullName,
  experience: applicants.experienceYears,
} as const;
type SortColumn = keyof typeof SORT_COLUMNS;

export interface NumberRangeQuery {
  min: number | null;
  max: number | null;
}

export interface DirectoryQuery {
  page: number;
  perPage: number;
  sortBy: SortColumn;
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

function flag(query: RawQuery, key: string, errors: Record<string, string[]>): boolean | null {
  const value = single(query, key);
  if (value === null) return null;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  errors[key] = [`The ${key} field must be 1, 0, true or false.`];
  return null;
}

function range(query: RawQuery, key: string, errors: Record<string, string[]>): NumberRangeQuery {
  const bound = (suffix: 'min' | 'max') => {
    const name = `${key}_${suffix}`;
    const value = single(query, name);
    if (value === null) return null;
    if (!/^\d{1,3}$/.test(value)) {
      errors[name] = [`The ${name} field must be a whole number between 0 and 999.`];
      return null;
    }
    return Number(value);
  };
  const min = bound('min');
  const max = bound('max');
  if (min !== null && max !== null && min > max) {
    errors[`${key}_max`] = [`The ${key}_max field must be at least ${key}_min.`];
  }
  return { min, max };
}

/**
 * The query string of the filter call, read leniently where a value can only mean one thing
 * (pages and page sizes are clamped) and refused with a 422 where guessing would mislead.
 */
export function parseDirectoryQuery(query: RawQuery): DirectoryQuery {
  const errors: Record<string, string[]> = {};
  const sortBy = single(query, 'sort_by') ?? 'created_at';
  if (!Object.hasOwn(SORT_COLUMNS, sortBy)) {
    errors.sort_by = [`The sort_by field must be one of: ${Object.keys(SORT_COLUMNS).join(', ')}.`];
  }
  const sortOrder = (single(query, 'sort_order') ?? 'asc').toLowerCase();
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    errors.sort_order = ['The sort_order field must be asc or desc.'];
  const gender = single(query, 'gender');
  if (gender !== null && !(GENDERS as readonly string[]).includes(gender)) {
    errors.gender = [`The gender field must be one of: ${GENDERS.join(', ')}.`];
  }
  const parsed: DirectoryQuery = {
    page: positiveInteger(single(query, 'page'), 1),
    perPage: Math.min(positiveInteger(single(query, 'per_page'), PAGE_SIZE), MAX_PER_PAGE),
    sortBy: sortBy as SortColumn,
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
  };
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return parsed;
}

function searchWords(search: string): string[] {
  return searchableText(search).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::integer[]`;
}

export function directoryConditions(
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
): SQL[] {
  // Written as the bare column, not `= $1`, so the planner matches the partial indexes (WHERE published)
  // even in a generic plan of a prepared statement.
  const conditions: SQL[] = [sql`${applicants.published}`];
  const words = searchWords(query.search);
  for (const word of words) conditions.push(sql`${applicants.searchText} like ${likePattern(word)}`);
  if (query.gender !== null) conditions.push(eq(applicants.gender, query.gender));
  if (query.city !== null) conditions.push(sql`lower(${applicants.city}) = lower(${query.city})`);
  if (query.zone !== null) conditions.push(sql`lower(${applicants.zone}) = lower(${query.zone})`);
  if (query.degree !== null) {
    conditions.push(sql`${applicants.degrees} @> array[${query.degree}]::text[]`);
  }
  if (query.freshGraduate !== null) conditions.push(eq(applicants.freshGraduate, query.freshGraduate));
  if (query.workAvailability !== null) {
    conditions.push(eq(applicants.workAvailability, query.workAvailability));
  }
  // Age in whole years: at least `min` means born on or before today minus min years; at most
  // `max` means born after today minus (max + 1) years.
  if (query.age.min !== null) {
    conditions.push(sql`${applicants.birthdate} <= ${yearsBefore(today, query.age.min)}::date`);
  }
  if (query.age.max !== null) {
    conditions.push(sql`${applicants.birthdate} > ${yearsBefore(today, query.age.max + 1)}::date`);
  }
  if (query.experience.min !== null) {
    conditions.push(sql`${applicants.experienceYears} >= ${query.experience.min}`);
  }
  if (query.experience.max !== null) {
    conditions.push(sql`${applicants.experienceYears} <= ${query.experience.max}`);
  }
  if (query.mainSpecializations.length > 0) {
    const ids = idsForTitles(query.mainSpecializations, reference);
    conditions.push(sql`${applicants.mainSpecializationIds} && ${intArray(ids)}`);
  }
  if (query.subSpecializations.length > 0) {
    const ids = idsForTitles(
      query.subSpecializations,
      reference.flatMap((main) => main.children),
    );
    conditions.push(sql`${applicants.subSpecializationIds} && ${intArray(ids)}`);
  }
  return conditions;
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
          contact: {
            type: 'object',
            required: ['fullName', 'email', 'workAvailability'],
            properties: { fullName: string, email: string, workAvailability: { type: 'boolean' } },
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
const FILTERS_KEPT = 500;
/** Kept matches further behind than this many changes are read afresh instead of brought up to date. */
const MOST_CHANGES_APPLIED = 2_000; // as many as the change log keeps (migration 0003)
/** A save landing between two reads makes them disagree; after this many tries the last one stands. */
const CONSISTENT_READ_TRIES = 3;

/** Filter results by filter, the most recently used last so the oldest is the first to go. */
class FilterCache {
  private readonly entries = new Map<string, FilterMatches>();

  constructor(private readonly capacity: number) {}

  get(key: string): FilterMatches | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps `entry` unless what is kept for `key` is already of a later version. */
  offer(key: string, entry: FilterMatches): void {
    const kept = this.entries.get(key);
    if (kept && kept.version > entry.version) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** What decides the matches and their order: the query without its page, with today for the ages. */
function filterKey(query: DirectoryQuery, today: Date): string {
  const { page: _page, perPage: _perPage, search, ...rest } = query;
  const ages = query.age.min !== null || query.age.max !== null;
  return JSON.stringify([searchWords(search), rest, ages ? today.toISOString().slice(0, 10) : null]);
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
  card: DirectoryCardSource | null;
}

const currentVersion = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;

function cardOf(
  row: { id: number; fullName: string; workAvailability: boolean; card: DirectoryCardSource | null },
  reference: readonly MainSpecialization[],
): ApplicantCard {
  const { image, summary, email, tools, specializations } = row.card ?? ({} as Partial<DirectoryCardSource>);
  return {
    id: row.id,
    image: typeof image === 'string' && image !== '' ? image : null,
    summary: typeof summary === 'string' ? summary : '',
    contact: {
      fullName: row.fullName,
      email: typeof email === 'string' ? email : '',
      workAvailability: row.workAvailability,
    },
    topTools: topTools(tools),
    specializations: detailFromBuilder(normalizeSpecializations(specializations), reference),
  };
}

export interface Directory {
  findPage(query: DirectoryQuery, today: Date): Promise<ApplicantPage>;
  /** The filter's exact total as of now, without a page: what the home page's counter shows. */
  total(query: DirectoryQuery, today: Date): Promise<number>;
}

/** A filter as SQL: its condition, its order, and its sort value (sortKeyOf). */
interface FilterSql {
  where: SQL;
  orderBy: SQL[];
  sortKey: SQL | null;
  descending: boolean;
}

/**
 * The directory of one server. Each filter's exact total and first matches are read once and kept (up
 * to `filtersKept` filters). While no resume changes, a page is its cards read by id; after a save, the
 * kept total and matches are brought up to date from the log of changed rows (`directory_changes`), which
 * costs a look at those rows, not a count of the directory. A deeper page than the kept matches is found
 * in the sort column's index. `filtersKept` and `matchesKept` are there for tests, which reach past the
 * kept matches with a few.
 */
export function createDirectory(
  db: Db,
  reference: readonly MainSpecialization[],
  { filtersKept = FILTERS_KEPT, matchesKept = MATCHES_KEPT } = {},
): Directory {
  const cache = new FilterCache(filtersKept);
  const inFlight = new Map<string, Promise<FilterMatches>>();
  // Always one row: the version, with the page's cards (if any) beside it.
  const cardsById = db
    .select({
      version: directoryState.version,
      id: applicants.id,
      fullName: applicants.fullName,
      workAvailability: applicants.workAvailability,
      card: applicants.card,
    })
    .from(directoryState)
    .leftJoin(applicants, sql`${applicants.id} = any(${sql.placeholder('ids')}::integer[])`)
    .where(eq(directoryState.id, 1))
    .prepare('directory_cards_by_id');

  /** The count and the first matches with their sort values, in one statement (so one snapshot). */
  async function count({ where, orderBy, sortKey }: FilterSql): Promise<FilterMatches> {
    const order = sql.join(orderBy, sql`, `);
    const [read] = (
      await db.execute<{ version: string; total: string; ids: number[]; keys: Array<string | null> }>(sql`
        select ${currentVersion} as version,
          (select count(*) from ${applicants} where ${where}) as total,
          coalesce(array_agg(first.id order by first.position), '{}') as ids,
          coalesce(array_agg(first.key order by first.position), '{}') as keys
        from (select ${applicants.id} as id, ${sortKey ?? sql`null::text`} as key,
            row_number() over (order by ${order}) as position
          from ${applicants} where ${where} order by ${order} limit ${matchesKept}) as first`)
    ).rows;
    const total = Number(read!.total);
    const ids = Int32Array.from(read!.ids);
    return {
      version: Number(read!.version),
      total,
      ids,
      keys: sortKey ? Float64Array.from(read!.keys, Number) : null,
      complete: ids.length === total,
    };
  }

  /**
   * `matches` brought up to `version` from the change log, or null when the log does not hold every
   * change in between (a TRUNCATE, or more changes than are worth replaying).
   */
  async function catchUp(filter: FilterSql, matches: FilterMatches, version: number) {
    const missing = version - matches.version;
    if (missing <= 0 || missing > MOST_CHANGES_APPLIED) return null;
    // Each logged row image becomes a row named like the table, so the filter's own condition reads it.
    const rowOf = (image: SQL) => sql`jsonb_populate_record(null::${applicants}, ${image}) as ${applicants}`;
    const changed = sql.raw('changed');
    const { rows } = await db.execute<{ id: number; was: boolean; is: boolean; key: string | null }>(sql`
      select coalesce(${changed}.after ->> 'id', ${changed}.before ->> 'id')::integer as id,
        coalesce((select ${filter.where} from ${rowOf(sql`${changed}.before`)}), false) as was,
        coalesce((select ${filter.where} from ${rowOf(sql`${changed}.after`)}), false) as is,
        (select ${filter.sortKey ?? sql`null::text`} from ${rowOf(sql`${changed}.after`)}) as key
      from ${directoryChanges} as ${changed}
      where ${changed}.version > ${matches.version} and ${changed}.version <= ${version}
      order by ${changed}.version`);
    if (rows.length !== missing) return null;
    return applyChanges(
      matches,
      rows.map((row) => ({ ...row, key: row.key === null ? null : Number(row.key) })),
      version,
      { descending: filter.descending, matchesKept },
    );
  }

  /**
   * The filter's matches at `version` or later: `stale` brought up to date when the log allows, else
   * counted afresh. Requests for one filter arriving together (a popular one, just after a save) share
   * the work.
   */
  async function refresh(
    key: string,
    filter: FilterSql,
    stale?: FilterMatches,
    version?: number,
  ): Promise<FilterMatches> {
    const pending = inFlight.get(key);
    if (pending) {
      const shared = await pending;
      if (version === undefined || shared.version >= version) return shared;
    }
    const work = (async () => {
      const brought = stale && version !== undefined ? await catchUp(filter, stale, version) : null;
      const matches = brought ?? (await count(filter));
      cache.offer(key, matches);
      return matches;
    })();
    // Those waiting see a failure through their own await; this keeps it from counting as unhandled.
    work.catch(() => undefined);
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      if (inFlight.get(key) === work) inFlight.delete(key);
    }
  }

  /** Kept matches with too few ids left to serve pages from (saves took them out) are read afresh. */
  const usable = (matches: FilterMatches | undefined) =>
    matches && (matches.complete || matches.ids.length * 2 >= matchesKept) ? matches : undefined;

  const versionNow = db
    .select({ version: directoryState.version })
    .from(directoryState)
    .where(eq(directoryState.id, 1))
    .prepare('directory_version');

  function filterOf(query: DirectoryQuery, today: Date): { key: string; filter: FilterSql } {
    const order = query.sortOrder === 'asc' ? asc : desc;
    return {
      key: filterKey(query, today),
      filter: {
        where: and(...directoryConditions(query, reference, today))!,
        orderBy: [order(SORT_COLUMNS[query.sortBy]), order(applicants.id)],
        sortKey: sortKeyOf(query.sortBy),
        descending: query.sortOrder === 'desc',
      },
    };
  }

  return {
    async total(query, today) {
      const { key, filter } = filterOf(query, today);
      const matches = usable(cache.get(key)) ?? (await refresh(key, filter));
      const [current] = await versionNow.execute();
      const version = Number(current!.version);
      return version > matches.version ? (await refresh(key, filter, matches, version)).total : matches.total;
    },

    async findPage(query, today) {
      const { key, filter } = filterOf(query, today);
      const offset = (query.page - 1) * query.perPage;
      /** The page's ids and cards, with the version of the directory the cards were read at. */
      const pageOf = async (matches: FilterMatches) => {
        let ids: number[];
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
        const rows: Array<PageRow & { version: number }> = await cardsById.execute({
          ids: `{${ids.join(',')}}`,
        });
        return { ids, rows, version: Number(rows[0]!.version) };
      };

      // Kept matches are used only once they are of the version read with the cards, so `total`,
      // `last_page` and the cards describe one state of the directory (unless saves keep landing
      // between the reads: then the last try stands).
      let matches = usable(cache.get(key)) ?? (await refresh(key, filter));
      let page = await pageOf(matches);
      for (
        let attempt = 1;
        page.version !== matches.version && attempt < CONSISTENT_READ_TRIES;
        attempt += 1
      ) {
        // Cards newer than the matches: bring the matches forward. Older (another request kept newer
        // matches meanwhile): read the cards again.
        if (page.version > matches.version) matches = await refresh(key, filter, matches, page.version);
        page = await pageOf(matches);
      }
      const byId = new Map(page.rows.map((row) => [row.id, row]));
      const data = page.ids.flatMap((id) => {
        const row = byId.get(id);
        return row?.fullName != null && row.workAvailability !== null
          ? [
              cardOf(
                { id, fullName: row.fullName, workAvailability: row.workAvailability, card: row.card },
                reference,
              ),
            ]
          : [];
      });
      const { total } = matches;
      return {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.perPage)),
        per_page: query.perPage,
        total,
        data,
      };
    },
  };
}
