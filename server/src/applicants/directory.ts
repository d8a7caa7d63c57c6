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
import { applicants, type DirectoryCardSource, directoryState } from '../db/schema';
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
 * How many matches a filter has and the first of them in page order, as read at one version of the
 * directory (`directory_state.version`, raised by every write to `applicants`).
 */
interface FilterMatches {
  version: number;
  total: number;
  /** The first `matchesKept` ids in page order: all of them when `total` is no larger. */
  ids: Int32Array;
}

/** 166 pages of 12; a page further in is read from the sort column's index. */
const MATCHES_KEPT = 2_000;
const FILTERS_KEPT = 500;
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

  set(key: string, entry: FilterMatches): void {
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
}

/**
 * The directory of one server. Each filter's exact total and first matches are read once per
 * directory version and kept (up to `filtersKept` filters): while no resume changes, a page is its
 * cards read by id. A deeper page than the kept matches is found in the sort column's index.
 * `filtersKept` and `matchesKept` are there for tests, which reach past the kept matches with a few.
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

  interface Page {
    ids: number[];
    rows: PageRow[];
  }

  /**
   * The count, the first matches and the cards of one page, in one statement (so one snapshot).
   * The cards come only when the page lies within the kept matches.
   */
  async function readFilter(
    where: SQL,
    orderBy: SQL[],
    offset: number,
    perPage: number,
  ): Promise<{ matches: FilterMatches; rows: PageRow[] }> {
    const [read] = (
      await db.execute<{ version: number; total: number; ids: number[]; cards: PageRow[] }>(sql`
        select m.version, m.total, m.ids,
          (select coalesce(json_agg(json_build_object('id', ${applicants.id}, 'fullName', ${applicants.fullName},
              'workAvailability', ${applicants.workAvailability}, 'card', ${applicants.card})), '[]')
            from ${applicants} where ${applicants.id} = any(m.ids[${offset + 1}:${offset + perPage}])) as cards
        from (select ${currentVersion} as version,
          (select count(*) from ${applicants} where ${where}) as total,
          array(select ${applicants.id} from ${applicants} where ${where}
            order by ${sql.join(orderBy, sql`, `)} limit ${matchesKept}) as ids) m`)
    ).rows;
    return {
      matches: {
        version: Number(read!.version),
        total: Number(read!.total),
        ids: Int32Array.from(read!.ids),
      },
      rows: read!.cards,
    };
  }

  return {
    async findPage(query, today) {
      const key = filterKey(query, today);
      const offset = (query.page - 1) * query.perPage;
      let filter: { where: SQL; orderBy: SQL[] } | undefined;
      const filterSql = () => {
        const order = query.sortOrder === 'asc' ? asc : desc;
        filter ??= {
          where: and(...directoryConditions(query, reference, today))!,
          orderBy: [order(SORT_COLUMNS[query.sortBy]), order(applicants.id)],
        };
        return filter;
      };
      const keptPage = (matches: FilterMatches): number[] | null => {
        if (offset >= matches.total) return [];
        const kept = offset + query.perPage <= matches.ids.length || matches.ids.length === matches.total;
        return kept ? Array.from(matches.ids.subarray(offset, offset + query.perPage)) : null;
      };
      /** The page of known matches; undefined when a save since then changed the directory. */
      const pageOf = async (matches: FilterMatches, lastTry = false): Promise<Page | undefined> => {
        let ids = keptPage(matches);
        if (ids === null) {
          // Past the kept matches: only ids, skipped over in the sort column's index.
          const { where, orderBy } = filterSql();
          const deep = await db
            .select({ id: applicants.id })
            .from(applicants)
            .where(where)
            .orderBy(...orderBy)
            .limit(query.perPage)
            .offset(offset);
          ids = deep.map((row) => row.id);
        }
        const rows = await cardsById.execute({ ids: `{${ids.join(',')}}` });
        return rows[0]?.version === matches.version || lastTry ? { ids, rows } : undefined;
      };

      // Kept matches are used only while the version read with the cards is the one they were read
      // at, so `total`, `last_page` and the cards always describe one state of the directory.
      let matches = cache.get(key);
      let page = matches && (await pageOf(matches));
      const pending = page ? undefined : inFlight.get(key);
      if (pending) {
        // Requests for one filter arriving together (a popular one, just after a save) share one count.
        matches = await pending;
        page = await pageOf(matches);
      }
      if (!page) {
        const { where, orderBy } = filterSql();
        const reading = readFilter(where, orderBy, offset, query.perPage);
        const matchesRead = reading.then((read) => read.matches);
        // Those waiting see a failure through their own await; this keeps it from counting as unhandled.
        matchesRead.catch(() => undefined);
        inFlight.set(key, matchesRead);
        try {
          const read = await reading;
          matches = read.matches;
          cache.set(key, matches);
          const ids = keptPage(matches);
          page = ids ? { ids, rows: read.rows } : undefined;
          for (let attempt = 1; !page; attempt += 1) {
            page = await pageOf(matches, attempt >= CONSISTENT_READ_TRIES);
            if (!page) {
              ({ matches } = await readFilter(where, orderBy, offset, query.perPage));
              cache.set(key, matches);
            }
          }
        } finally {
          if (inFlight.get(key) === matchesRead) inFlight.delete(key);
        }
      }
      const { ids: pageIds, rows } = page;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const data = pageIds.flatMap((id) => {
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
      const { total } = matches!;
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
