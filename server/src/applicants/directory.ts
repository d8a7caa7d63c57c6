// The public directory: `GET /api/applicants/filter` (spec §3 'Directory filters', §7 encoding), as one
// server answers it: kept matches per filter (kept-matches.ts), pages of cards (directory-cards.ts), keyword
// searches (directory-search.ts) and facet counts (facet-table.ts). The filters themselves are declared in
// directory-filters.ts; the answer's schema is directory-page-schema.ts. Only published resumes; every
// filter reads the columns saveResume keeps in step.

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { defaultLanguage, type Language } from '@talent/i18n/src/languages';
import {
  type ApplicantCard,
  type ApplicantPage,
  type DirectoryFacets,
  type MainSpecialization,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants, directoryState } from '../db/schema';
import { cardIn, cardOf, type PageRow } from './directory-cards';
import { searchTerms } from '../search/search-query';
import { DirectoryFeed, type RowImage } from './directory-feed';
import {
  type DirectoryQuery,
  filterParts,
  type LoweredQuery,
  RELEVANCE,
  type RowTest,
  SORT_COLUMNS,
  type SortColumn,
} from './directory-filters';
import { facetSource, type KeywordSearch, type SearchedMatches, searchedMatches } from './directory-search';
import { FacetTable } from './facet-table';
import { applyChanges, type FilterMatches } from './kept-matches';
import { searchSuggestion } from './search-suggestion';

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

const currentVersion = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;

export interface Directory {
  /** A page of cards, each in `language` when its resume has that version (issue 31), else in its main one. */
  findPage(query: DirectoryQuery, today: Date, language?: Language): Promise<ApplicantPage>;
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
      versions: sql<unknown>`(
        SELECT jsonb_object_agg(version.key, jsonb_build_object(
          'fullName', version.value -> 'contact' -> 'fullName',
          'jobTitle', version.value -> 'contact' -> 'job_title',
          'summary', version.value -> 'summary'))
        FROM jsonb_each(CASE WHEN jsonb_typeof(${applicants.resume} -> 'translations') = 'object'
                        THEN ${applicants.resume} -> 'translations' ELSE '{}'::jsonb END) AS version)`,
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

  /**
   * A keyword search's page: kept while the directory's version stays the same, else asked afresh (then
   * with the keyword as it was searched, which the suggestion reads too).
   */
  async function searchedPage(
    query: DirectoryQuery,
    today: Date,
    withAllIds = false,
  ): Promise<{ page: ApplicantPage; search?: KeywordSearch }> {
    const key = `${filterKey(query, today)}|${query.page}|${query.perPage}`;
    const version = await feed.sync();
    let matches = searches.get(key);
    let search: KeywordSearch | undefined;
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
      ({ search } = matches);
      if (matches.allIds) {
        keywordIds.set(keywordKey(query.search), {
          version: matches.version,
          ids: matches.allIds,
        });
      }
      matches = { version: matches.version, total: matches.total, ids: matches.ids };
      searches.set(key, matches);
      if (matches.version > feed.latest) await feed.sync();
    }
    const { found } = await cardsAt(matches.ids, matches.version, today);
    const page = {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(matches.total / query.perPage)),
      per_page: query.perPage,
      total: matches.total,
      data: matches.ids.flatMap((id) => found.get(id) ?? []),
    };
    return { page, ...(search ? { search } : {}) };
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

  /**
   * "Did you mean …?" for a keyword search that found nothing, or one whose correction finds clearly
   * more (`found`), kept while the version stays the same. `search`: the keyword as the page searched
   * it, when it did (its typo words are not looked up again).
   */
  async function suggestionOf(
    query: DirectoryQuery,
    today: Date,
    found: boolean,
    search?: KeywordSearch,
  ): Promise<string | null> {
    const key = filterKey({ ...query, sortBy: 'created_at', sortOrder: 'asc' }, today);
    const version = await feed.sync();
    let kept = suggestionsKept.get(key);
    if (kept?.version !== version) {
      kept = { version, suggestion: await searchSuggestion(db, query, reference, today, found, search) };
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

    async findPage(query, today, language = defaultLanguage) {
      // A keyword's facets: the page's statement lists every match of the keyword for them too, so the
      // matches are read once (the facets wait for it); without a keyword the facets need no statement.
      const oneRead = query.facets && query.search !== '';
      const facets = query.facets && !oneRead ? facetsOf(query, today) : null;
      const { page, search } =
        query.search !== ''
          ? await searchedPage(query, today, oneRead)
          : { page: await keptPage(columnSorted(query), today), search: undefined };
      const counted = oneRead ? await facetsOf(query, today) : await facets;
      const suggestion =
        query.search !== '' ? await suggestionOf(query, today, page.total > 0, search) : null;
      return {
        ...page,
        data: page.data.map((card) => cardIn(card, language)),
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
