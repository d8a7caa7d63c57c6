// The directory's keyword search and facet counts, answered by PostgreSQL's own indexes (issue 17): a
// GIN index over each resume's tsvector (src/search/search-document.ts) finds and counts the matches,
// a trigram index over the indexed words finds the words a typo is close to, and the facets' keyword
// matches are read as ids for the server's facet table (facet-table.ts) to count.

import type { MainSpecialization } from '@talent/resume-model';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants, directoryState, searchWords } from '../db/schema';
import { type SearchTerm, searchTerms, termQueries } from '../search/search-query';
import {
  type ConceptIndex,
  conceptIndex,
  conceptKey,
  conceptQueries,
  LONGEST_NAME,
  lookupForms,
} from '../search/concept-index';
import { textArray } from '../db/sql-arrays';
import {
  type DirectoryQuery,
  type FilterPart,
  filterParts,
  type LoweredQuery,
  RELEVANCE,
  SORT_COLUMNS,
  type SortColumn,
} from './directory-filters';

/** Nearest indexed words a typo may stand for, per typed word. */
const TYPO_WORDS_PER_TERM = 12;

/**
 * For each typed word long enough to hold a typo, the indexed words at most its allowed edits away
 * (trigram candidates, then the edit distance), nearest first.
 */
export async function typoWordsOf(db: Db, terms: readonly SearchTerm[]): Promise<Map<string, string[]>> {
  const wanted = terms.filter((term) => term.typos > 0);
  const found = new Map<string, string[]>();
  if (wanted.length === 0) return found;
  const { rows } = await db.execute<{ typed: string; word: string }>(sql`
    select typed.word as typed, near.word
    from unnest(${textArray(wanted.map((term) => term.word))},
                ${sql`${`{${wanted.map((term) => term.typos).join(',')}}`}::integer[]`}) as typed(word, edits)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.word} % typed.word and ${searchWords.word} <> typed.word
        and levenshtein_less_equal(${searchWords.word}, typed.word, typed.edits) <= typed.edits
      order by levenshtein_less_equal(${searchWords.word}, typed.word, typed.edits), ${searchWords.word}
      limit ${TYPO_WORDS_PER_TERM}) as near`);
  for (const { typed, word } of rows) found.set(typed, [...(found.get(typed) ?? []), word]);
  return found;
}

/**
 * Typed words that name a concept (src/search/concept-index.ts): `count` words from `first` are found
 * as typed or through any name of the concept (`query`, a tsquery text), the latter ranked below.
 */
export interface ConceptSpan {
  first: number;
  count: number;
  query: string;
  /** Found through a typo word of the typed one: ranked as a typo. */
  viaTypo: boolean;
}

/** A keyword search, ready to filter and rank: its terms with the typo words and concepts found for them. */
export interface KeywordSearch {
  terms: SearchTerm[];
  typoWords: Map<string, string[]>;
  concepts?: ConceptSpan[];
}

/** Spellings of a run of typed words looked up at most. */
const MOST_FORMS = 32;

const orOfQueries = (queries: readonly string[]) =>
  queries.length === 1 ? queries[0]! : `(${queries.join(' | ')})`;

/**
 * The concepts the typed words name, the longest run of words first ('human resources' before
 * 'resources'); a word naming none may name one through its nearest typo word ('acountant').
 */
export function conceptSpans(
  index: ConceptIndex,
  terms: readonly SearchTerm[],
  typoWords: ReadonlyMap<string, readonly string[]>,
): ConceptSpan[] {
  const spans: ConceptSpan[] = [];
  const keys = terms.map((term) => conceptKey(term.typed));
  for (let first = 0; first < terms.length;) {
    let found: ConceptSpan | null = null;
    for (let count = Math.min(LONGEST_NAME, terms.length - first); count >= 1 && !found; count -= 1) {
      const last = first + count - 1;
      if (keys.slice(first, last + 1).some((key) => key === '')) continue;
      // Each word as typed first, then as its singular or bare forms (every choice, the typed ones first).
      let forms = [''];
      for (let at = first; at <= last; at += 1) {
        const own = lookupForms(terms[at]!.typed, keys[at]!);
        forms = forms
          .flatMap((head) => own.map((form) => (head ? `${head} ${form}` : form)))
          .slice(0, MOST_FORMS);
      }
      const queries = conceptQueries(index, forms);
      if (queries) found = { first, count, query: orOfQueries(queries), viaTypo: false };
    }
    if (!found) {
      const near = typoWords.get(terms[first]!.word) ?? [];
      const queries = near.length > 0 ? conceptQueries(index, near.slice(0, 1)) : null;
      if (queries) found = { first, count: 1, query: orOfQueries(queries), viaTypo: true };
    }
    if (found) spans.push(found);
    first += found?.count ?? 1;
  }
  return spans;
}

export async function keywordSearch(db: Db, search: string): Promise<KeywordSearch> {
  const terms = searchTerms(search);
  const [typoWords, index] = await Promise.all([typoWordsOf(db, terms), conceptIndex(db)]);
  const concepts = conceptSpans(index, terms, typoWords);
  // A word of the concept list is no typo: its near words ('accounting' beside 'accountant') are not looked for.
  for (const span of concepts) {
    if (!span.viaTypo)
      for (const term of terms.slice(span.first, span.first + span.count)) typoWords.delete(term.word);
  }
  return { terms, typoWords, concepts };
}

/** Each condition's tsquery text: a term's, or the names of the concept a run of words names. */
function termConditions({ terms, typoWords, concepts = [] }: KeywordSearch): string[] {
  const anyOf = (term: SearchTerm) => termQueries(term, typoWords.get(term.word) ?? []).any;
  const conditions: string[] = [];
  for (let at = 0; at < terms.length;) {
    const span = concepts.find((candidate) => candidate.first === at);
    if (span) {
      // Words naming a concept are found by its names, the typed one among them: the same resumes
      // whichever language the concept is typed in. A concept reached through a typo adds to the typo.
      if (span.viaTypo) conditions.push(`(${anyOf(terms[at]!)} | ${span.query})`);
      else conditions.push(span.query);
      at += span.count;
    } else {
      conditions.push(anyOf(terms[at]!));
      at += 1;
    }
  }
  return conditions;
}

/**
 * Every typed word found: as the start of a word, as a name in the other script, as a typo, or through
 * a concept it names. A search of only signs ('%', '-') has no word to find and finds nothing.
 */
export function keywordCondition(search: KeywordSearch): SQL[] {
  if (search.terms.length === 0) return [sql`false`];
  return termConditions(search).map((query) => sql`${applicants.searchVector} @@ ${query}::tsquery`);
}

/**
 * keywordCondition for the directory's own statements: each tsquery is a subquery's value, which the
 * planner cannot estimate (it takes 0.5 % of the rows), so the matches are always read through the
 * keyword's GIN index. With the words as constants it estimates a common word's share well but not
 * what testing every row costs: each `search_vector` fetched from TOAST (1.9 KB). 'administrative'
 * (75 % of the directory) was read by a sequential scan, 8 times slower than through the index.
 */
export function indexedKeywordCondition(search: KeywordSearch): SQL[] {
  if (search.terms.length === 0) return [sql`false`];
  return termConditions(search).map((query) => sql`${applicants.searchVector} @@ (select ${query}::tsquery)`);
}

/**
 * How well a resume matches, summed over the typed words: a whole word counts four times a word it
 * only starts, a name in the other script three times (only once when it differs in و: 'Mohammed'
 * finds 'محمود' after 'محمد'), a typo a quarter, another name of a concept the words name a half (a
 * fifth through a typo); each weighted by the field it is in (ts_rank keeps the best-weighted place of
 * a word). So the applicant's own words outrank another language's, and an exact word a typo. The
 * words of a concept's name are not ranked as names: they find no name (termConditions).
 */
export function relevanceOf(search: KeywordSearch, vector: SQL = sql`${applicants.searchVector}`): SQL {
  return rankedBy(search, vector, false);
}

/**
 * One summand of best match: `factor` times ts_rank of a tsquery text. `names` marks the summands of
 * names in the other script, which most matches do not hold (gatedRelevanceOf).
 */
interface RankPart {
  factor: number;
  query: string;
  names?: boolean;
}

// ts_rank's own weights of D, C, B, A, {0.1, 0.2, 0.4, 1.0}: the name counts ten times the summary.
// Left implicit, they are not read from an array argument on each of its calls (5 % of ranking).
const rankOf = ({ factor, query }: RankPart, vector: SQL) =>
  sql`${sql.raw(String(factor))} * ts_rank(${vector}, ${query}::tsquery)`;

/**
 * Summands of one lexeme each and one factor as one summand. ts_rank of a query that is a lexeme or an
 * OR of lexemes is the mean of its distinct lexemes' ranks (calc_rank_or), so `f · rank(a) + f · rank(b)`
 * is `2f · rank(a | b)`: the same value for one call instead of two (each call costs about as much as
 * its lexemes' lookups). A lexeme met twice stays a summand of its own.
 */
function mergedLexemes(factor: number, lexemes: readonly string[]): RankPart[] {
  const distinct = [...new Set(lexemes)];
  const repeated = lexemes.slice();
  for (const lexeme of distinct) repeated.splice(repeated.indexOf(lexeme), 1);
  return [
    ...(distinct.length === 0 ? [] : [{ factor: factor * distinct.length, query: distinct.join(' | ') }]),
    ...repeated.map((query) => ({ factor, query })),
  ];
}

/** The summands of relevanceOf, in its order. */
function rankParts({ terms, typoWords, concepts = [] }: KeywordSearch): RankPart[] {
  const queries = terms.map((term) => termQueries(term, typoWords.get(term.word) ?? []));
  const parts = [
    ...mergedLexemes(
      4,
      queries.map((query) => query.exact),
    ),
    ...mergedLexemes(
      1,
      queries.map((query) => query.prefix),
    ),
  ];
  // A word of a concept's name is found through the concept's names, not as a person's name in the
  // other script (termConditions), and is ranked so.
  const inConcept = (at: number) =>
    concepts.some((span) => !span.viaTypo && at >= span.first && at < span.first + span.count);
  for (const [at, query] of queries.entries()) {
    if (inConcept(at)) continue;
    if (query.names) parts.push({ factor: 2, query: query.names, names: true });
    if (query.similarNames) parts.push({ factor: 1, query: query.similarNames, names: true });
    if (query.typos) parts.push({ factor: 0.25, query: query.typos });
  }
  for (const span of concepts) {
    const query = otherNamesQuery(span.query, terms.slice(span.first, span.first + span.count));
    if (query) parts.push({ factor: span.viaTypo ? 0.2 : 0.5, query });
  }
  return parts;
}

/** The text of a lexeme of a tsquery text (QUERY_LEXEME), and whether it is a word's start. */
function lexemeOf(operand: string): { text: string; prefix: boolean } {
  const prefix = operand.endsWith(':*');
  const quoted = prefix ? operand.slice(0, -2) : operand;
  return { text: quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1'), prefix };
}

/**
 * What ranks a concept's other names: the OR of the concept's lexemes that the typed words' own
 * summands do not rank already (a lexeme that is a typed word, or starts with one's stem: 'clouds'
 * beside 'cloud'), so the concept's summand ranks a match through another language's names and
 * costs a lookup only for those (a third of 'Cloud computing''s). ts_rank of an OR is the mean of its
 * lexemes' ranks. Null when every name is in the typed words.
 */
function otherNamesQuery(query: string, typed: readonly SearchTerm[]): string | null {
  const others = [...new Set(query.match(QUERY_LEXEME) ?? [])].filter((operand) => {
    const { text, prefix } = lexemeOf(operand);
    return !typed.some((term) => text.startsWith(term.stem) || (!prefix && text === term.word));
  });
  return others.length === 0 ? null : others.join(' | ');
}

/** A lexeme of a tsquery text as quotedLexeme writes it, with the `:*` of a prefix. */
const QUERY_LEXEME = /'(?:[^'\\]|\\.|'')*'(?::\*)?/g;

/**
 * A vector holding one lexeme that no query of a search can name (typed words fold to letters, digits,
 * '+' and '#', name keys start with their mark and a letter): ts_rank over it is what ts_rank gives any
 * vector, not empty, holding none of the query's lexemes.
 */
const NONE_FOUND = sql.raw(`'''~#'''::tsvector`);

/**
 * relevanceOf over `vector`, with the summands of names in the other script worked out only for the
 * vectors holding one of their lexemes. ts_rank of a vector holding none of a query's lexemes does not
 * depend on the vector (0 for a lexeme or an OR, 1e-20 for an AND: calc_rank), so every such vector
 * ranks as NONE_FOUND does, a value the planner folds to a constant; an empty vector ranks 0 and is
 * ranked as it is. The same values as relevanceOf, so the same order. A search's word is a name in few
 * of its matches (none of 'Cloud computing''s 24,605 at 100,000 resumes), and one test of the names'
 * lexemes costs less than their two or three ts_rank calls. The other summands are not gated: a match
 * holds their words in its name, title or strengths more often than not, and testing every lexeme
 * cost more than it saved.
 */
export function gatedRelevanceOf(search: KeywordSearch, vector: SQL): SQL {
  return rankedBy(search, vector, true);
}

/** relevanceOf's sum, the names' summands last and, when `gated`, gated (gatedRelevanceOf). */
function rankedBy(search: KeywordSearch, vector: SQL, gated: boolean): SQL {
  const parts = rankParts(search);
  if (parts.length === 0) return sql`0::real`;
  const sum = (over: SQL, of: readonly RankPart[]) =>
    sql.join(
      of.map((part) => rankOf(part, over)),
      sql` + `,
    );
  const names = parts.filter((part) => part.names);
  const others = parts.filter((part) => !part.names);
  if (names.length === 0) return sum(vector, others);
  let ofNames = sql`(${sum(vector, names)})`;
  if (gated) {
    const lexemes = [...new Set(names.flatMap((part) => part.query.match(QUERY_LEXEME) ?? []))];
    ofNames = sql`(case when ${vector} @@ ${lexemes.join(' | ')}::tsquery or length(${vector}) = 0
      then ${sum(vector, names)} else ${sum(NONE_FOUND, names)} end)`;
  }
  return others.length === 0 ? ofNames : sql`${sum(vector, others)} + ${ofNames}`;
}

/** The page order: best match first (then the most recently updated), or a column as before. */
export function searchOrder(query: DirectoryQuery, search: KeywordSearch): SQL[] {
  if (query.sortBy === RELEVANCE) {
    return [desc(relevanceOf(search)), desc(applicants.updatedAt), desc(applicants.id)];
  }
  const order = query.sortOrder === 'asc' ? asc : desc;
  return [order(SORT_COLUMNS[query.sortBy]), order(applicants.id)];
}

/**
 * How many of the best matches best match ranks by the whole document. Every match is first ranked by
 * its `rank_vector` (name, job title, strengths), which stays in the row; the first RANKED_IN_FULL of
 * that order are ranked again with the summary, courses and employers too, whose document is read from
 * TOAST for those rows alone (about 15 µs each, and four buffers that push the next search's rows out
 * of the cache). The first 20 pages of 12 follow the full ranking; past them the order is the small
 * one's (decisions.md "Best match": 1,000 cost a never-seen common word 10–15 ms more).
 */
export const RANKED_IN_FULL = 240;

/** A keyword search's total and one page of ids, at one version of the directory. */
export interface SearchedMatches {
  version: number;
  total: number;
  ids: number[];
  /** Every published match of the keyword, with or without the filters, when asked for (the facets count over them). */
  allIds?: Int32Array;
  /** The keyword as it was searched (its typo words and concepts), when the statement was run for this answer. */
  search?: KeywordSearch;
}

/**
 * Ids as the database packs them (`packedIds`): 4 bytes each, big-endian. Tens of thousands of ids come
 * back as one bytea instead of an integer[] written out and parsed digit by digit (a third less time for
 * a keyword found in 45,000 resumes). Null (no row) is none.
 */
export function unpackedIds(packed: Uint8Array | null): Int32Array {
  if (packed === null) return new Int32Array(0);
  const bytes = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const ids = new Int32Array(packed.byteLength / 4);
  for (let at = 0; at < ids.length; at += 1) ids[at] = bytes.getInt32(at * 4);
  return ids;
}

/** The ids `source` names in its column `id`, packed for `unpackedIds`. */
function packedIds(id: SQL, source: SQL): SQL {
  return sql`(select string_agg(int4send(${id}), ''::bytea) from ${source})`;
}

const currentVersion = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;

/** The full condition of a filter: its filter parts and, when a keyword was typed, every typed word. */
export function searchedWhere(parts: readonly FilterPart[], search: KeywordSearch | null): SQL {
  return and(...parts.map((part) => part.sql), ...(search ? keywordCondition(search) : []))!;
}

/** The typed keyword, or null when none was (a blank one is none: spec §4). */
export async function keywordOf(db: Db, query: DirectoryQuery): Promise<KeywordSearch | null> {
  return query.search === '' ? null : keywordSearch(db, query.search);
}

/**
 * Asks the page's statement for every published match of the keyword too (the facets count over them):
 * `keyword` finds those (published and the keyword), `filters` is the rest of the query's conditions.
 */
export interface AllMatches {
  keyword: SQL;
  filters: SQL;
}

/**
 * One statement for a search's page and total, so both read one snapshot and the matches are read once:
 * `first` holds the first matches in an order with the count of all matches beside them (a window over
 * the same scan), and the page is taken from it. A page past the last match has no row to carry the
 * count, and only then are the matches counted apart.
 */
export function searchedPageSql(
  where: SQL,
  query: DirectoryQuery,
  search: KeywordSearch,
  rankedInFull = RANKED_IN_FULL,
  all?: AllMatches,
): SQL {
  const offset = (query.page - 1) * query.perPage;
  const end = offset + query.perPage;
  const version = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;
  // The matches are a subquery of their own (offset 0): beside an ORDER BY … LIMIT, the planner would take
  // the window's count for as cheap as the first rows and walk a sort column's index, testing every row;
  // and the window keeps only the small values, not the rank_vector they were computed from. With `all`
  // they are a materialised CTE of the keyword's matches instead, each with whether the filters hold
  // (`passes`), read once for the page, the total (counted in it: no window keeping every row again)
  // and every id.
  const statement = (matches: (columns: SQL) => SQL, first: (source: SQL, only: SQL) => SQL, ids: SQL) =>
    all
      ? sql`
    with matched as materialized (${matches(sql`, (${all.filters}) as passes`)}),
      first as (${first(sql`matched`, sql`where passes`)})
    select ${version} as version, (select count(*) from matched where passes) as total,
      ${ids} as ids, ${packedIds(sql`matched.id`, sql`matched`)} as all_ids`
      : sql`
    with first as (${first(sql`(${matches(sql``)} offset 0)`, sql``)})
    select ${version} as version,
      coalesce((select first.total from first limit 1), (select count(*) from ${applicants} where ${where})) as total,
      ${ids} as ids`;
  const matchesWhere = all ? all.keyword : where;
  const total = all ? sql`` : sql`, count(*) over () as total`;
  if (query.sortBy !== RELEVANCE) {
    const order = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
    return statement(
      (columns) => sql`select ${applicants.id} as id, ${SORT_COLUMNS[query.sortBy as SortColumn]} as key
        ${columns} from ${applicants} where ${matchesWhere}`,
      (source, only) => sql`select * ${total} from ${source} as matches ${only}
        order by key ${order}, id ${order} limit ${query.perPage} offset ${offset}`,
      sql`array(select first.id from first order by first.key ${order}, first.id ${order})`,
    );
  }
  // Best match: every match ranked by its rank_vector, the first rankedInFull again by the whole document
  // (with `all`, only the matches the filters hold are ranked).
  const small = gatedRelevanceOf(search, sql`${applicants.rankVector}`);
  const matches = (columns: SQL) => sql`select ${applicants.id} as id, ${applicants.updatedAt} as updated_at,
      ${all ? sql`case when ${all.filters} then ${small} end` : small} as small,
      ${applicants.searchVector} as document ${columns}
    from ${applicants} where ${matchesWhere}`;
  const smallFirst = (limit: number, skip: number) => (source: SQL, only: SQL) =>
    sql`select * ${total} from ${source} as matches ${only}
      order by small desc, updated_at desc, id desc limit ${limit} offset ${skip}`;
  if (offset >= rankedInFull) {
    return statement(
      matches,
      smallFirst(query.perPage, offset),
      sql`array(select first.id from first order by first.small desc, first.updated_at desc, first.id desc)`,
    );
  }
  // `|| ''` detoasts each document once (ts_rank would fetch it again for every part of every term).
  const inFull = sql`array(select ranked.id from (
      select first.id, first.updated_at, first.document || ''::tsvector as document from first offset 0) as ranked
    order by ${relevanceOf(search, sql`ranked.document`)} desc, ranked.updated_at desc, ranked.id desc
    limit ${Math.min(end, rankedInFull) - offset} offset ${offset})`;
  if (end <= rankedInFull) return statement(matches, smallFirst(rankedInFull, 0), inFull);
  return statement(
    matches,
    smallFirst(rankedInFull, 0),
    sql`${inFull} || array(select ${applicants.id} from ${applicants} where ${where}
      order by ${small} desc, ${applicants.updatedAt} desc, ${applicants.id} desc
      limit ${end - rankedInFull} offset ${rankedInFull})`,
  );
}

/** The statement of searchedMatches: `parts` are the query's filters (filterParts). */
export function searchedMatchesSql(
  query: DirectoryQuery,
  search: KeywordSearch,
  parts: readonly FilterPart[],
  rankedInFull = RANKED_IN_FULL,
  withAllIds = false,
): SQL {
  const where = and(...parts.map((part) => part.sql), ...indexedKeywordCondition(search))!;
  // filterParts' first part is `published`, which the keyword's matches hold already.
  const filters = parts.slice(1).map((part) => part.sql);
  const all = withAllIds
    ? {
        keyword: and(sql`${applicants.published}`, ...indexedKeywordCondition(search))!,
        filters: filters.length === 0 ? sql`true` : and(...filters)!,
      }
    : undefined;
  return searchedPageSql(where, query, search, rankedInFull, all);
}

/** Total and page in one statement (one snapshot), with the version it saw. */
export async function searchedMatches(
  db: Db,
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
  rankedInFull = RANKED_IN_FULL,
  withAllIds = false,
): Promise<SearchedMatches> {
  const search = await keywordSearch(db, query.search);
  const [row] = (
    await db.execute<{ version: string; total: string; ids: number[]; all_ids?: Uint8Array | null }>(
      searchedMatchesSql(query, search, filterParts(query, reference, today), rankedInFull, withAllIds),
    )
  ).rows;
  return {
    version: Number(row!.version),
    total: Number(row!.total),
    ids: row!.ids,
    ...(withAllIds ? { allIds: unpackedIds(row!.all_ids ?? null) } : {}),
    search,
  };
}

/** What the facet counts need of the database: the query's city and zone as it lower-cases them, and a keyword's matches. */
export interface FacetSource {
  version: number;
  lowered: LoweredQuery;
  /** The published resumes the keyword finds; null when no keyword was typed, or when not asked for. */
  ids: Int32Array | null;
}

/**
 * One statement for the facets' part of the database (src/applicants/facet-table.ts counts): the
 * keyword's published matches as ids, found by the full-text index (`withIds`: false when the server
 * has them already, for this version).
 */
export async function facetSource(db: Db, query: DirectoryQuery, withIds: boolean): Promise<FacetSource> {
  const search = withIds ? await keywordOf(db, query) : null;
  const ids = search
    ? packedIds(
        sql`${applicants.id}`,
        sql`${applicants} where ${and(sql`${applicants.published}`, ...indexedKeywordCondition(search))}`,
      )
    : sql`null::bytea`;
  const [row] = (
    await db.execute<{
      version: string;
      city: string | null;
      zone: string | null;
      ids: Uint8Array | null;
    }>(sql`
      select ${currentVersion} as version, lower(${query.city}::text) as city, lower(${query.zone}::text) as zone,
        ${ids} as ids`)
  ).rows;
  return {
    version: Number(row!.version),
    lowered: { city: row!.city, zone: row!.zone },
    ids: search ? unpackedIds(row!.ids) : null,
  };
}
