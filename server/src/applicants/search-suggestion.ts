// "Did you mean …?" for a keyword search that finds nothing (issues 17 and 23). The typed words no
// published resume holds are each replaced by a near word that one does, as it is written there: the
// candidates come from the typo table (`search_words`, every indexed word of five letters or more, under
// a trigram index), ranked by pg_trgm's similarity and edit distance; a candidate counts only when a
// published resume holds it as a whole word; and a correction is offered only when it finds a published
// resume with the current filters, whose own spelling of the word is the one shown. The other typed
// words stay as typed.

import type { MainSpecialization } from '@talent/resume-model';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants, searchWords } from '../db/schema';
import { textArray } from '../db/sql-arrays';
import { foldedWords, withoutArticle } from '../search/folding';
import { isArticle } from '../search/name-keys';
import { quotedLexeme } from '../search/search-document';
import { searchTerms, termQueries } from '../search/search-query';
import { searchableFields } from './directory-columns';
import {
  indexedKeywordCondition,
  type KeywordSearch,
  keywordSearch,
  searchedWhere,
  typoWordsOf,
} from './directory-search';
import type { FilterPart } from './directory-filters';
import { type DirectoryQuery, filterParts } from './directory-filters';
import { parseResumeInput } from './resume-input';

/** pg_trgm's similarity a near word needs (its default, 0.3, misses two letters wrong in a short word). */
export const SUGGESTION_SIMILARITY = 0.2;
/** Near words tried per unknown typed word, best first. */
const CANDIDATES_PER_WORD = 4;
/** Trigram neighbours ranked per unknown word before the whole-word check in published resumes. */
const NEIGHBOURS_RANKED = 24;
/** Corrections tried (every combination of the unknown words' candidates, best first) at most. */
const CORRECTIONS_TRIED = 8;

/** How many letters a suggestion may change in a typed word of this many letters. */
export function suggestionEdits(letters: number): number {
  return letters <= 4 ? 1 : letters <= 8 ? 2 : 3;
}

/** A typed word with where it stands in the query, so only it is replaced. */
interface TypedWord {
  start: number;
  end: number;
  /** As searchTerms folds it. */
  folded: string;
}

/** Letters and digits with their marks (harakat, the tatweel), and the '+'/'#' that end tool names. */
const TYPED_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}\u0640]*[+#]*/gu;

function typedWords(search: string): TypedWord[] {
  return [...search.matchAll(TYPED_WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: foldedWords(match[0]).join(''),
  }));
}

/** The query with each word whose folded form `replaced` names written as given. */
function corrected(search: string, replaced: ReadonlyMap<string, string>): string {
  let text = '';
  let at = 0;
  for (const word of typedWords(search)) {
    const replacement = replaced.get(word.folded);
    if (replacement === undefined || isArticle(search.slice(word.start, word.end))) continue;
    text += search.slice(at, word.start) + replacement;
    at = word.end;
  }
  return text + search.slice(at);
}

/** The word as a resume's text writes it ('Najaf', 'البصرة', 'هەولێر') for an indexed lexeme. */
export function writtenForm(texts: readonly string[], lexeme: string): string | null {
  for (const text of texts) {
    for (const match of text.matchAll(TYPED_WORD)) {
      const folded = foldedWords(match[0]);
      if (folded.some((word) => word === lexeme || withoutArticle(word) === lexeme)) return match[0];
    }
  }
  return null;
}

/** The typed words (folded) that no published resume holds in any way the search finds a word. */
async function unknownWords(db: Db, search: string): Promise<string[]> {
  const terms = searchTerms(search);
  const typos = await typoWordsOf(db, terms);
  if (terms.length === 0) return [];
  const queries = terms.map((term) => termQueries(term, typos.get(term.word) ?? []).any);
  // A semi-join, not an exists() beside each term: as a subplan the planner reads the table from the top
  // hoping for an early match (0.7 s at 100,000 resumes for a word nobody wrote) instead of the index.
  const { rows } = await db.execute<{ n: number }>(sql`
    select typed.n from unnest(${textArray(queries)}) with ordinality as typed(query, n)
    where exists(select 1 from ${applicants}
      where ${applicants.published} and ${applicants.searchVector} @@ typed.query::tsquery)`);
  const found = new Set(rows.map((row) => Number(row.n) - 1));
  return terms.filter((_, index) => !found.has(index)).map((term) => term.word);
}

/**
 * The typed words that have near words (the typo table's) when the search found resumes: one of them
 * may be a slip for a word many more resumes hold (issue 35: 'acountant' beside 'accountant').
 */
function wordsWithNearOnes(search: KeywordSearch): string[] {
  // keywordSearch keeps no near words for a word of the concept list: it is no typo.
  return search.terms
    .filter((term) => (search.typoWords.get(term.word) ?? []).length > 0)
    .map((term) => term.word);
}

/** Resumes counted at most to tell whether a correction finds clearly more. */
const MATCHES_COUNTED = 200;

/** The search as typed: its words and the concepts they name, no typo words. */
function asTyped(search: KeywordSearch): KeywordSearch {
  return {
    ...search,
    typoWords: new Map(),
    concepts: (search.concepts ?? []).filter((span) => !span.viaTypo),
  };
}

/**
 * The statement of countOf. Its words are read through the keyword's index (indexedKeywordCondition): with
 * them as constants the planner takes a common word's first MATCHES_COUNTED matches for cheap to reach
 * from the top of the table, and tests row after row, each document fetched from TOAST (40–320 ms for
 * `resources`, whose 'resource' is a near word, beside a few through the index).
 */
export function matchesCountedSql(parts: readonly FilterPart[], search: KeywordSearch) {
  const where = and(...parts.map((part) => part.sql), ...indexedKeywordCondition(asTyped(search)))!;
  return sql`
    select count(*)::integer as n from (
      select 1 from ${applicants} where ${where} limit ${MATCHES_COUNTED}) as found`;
}

/** How many resumes a search finds with the filters, up to MATCHES_COUNTED. */
async function countOf(db: Db, parts: readonly FilterPart[], search: KeywordSearch): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(matchesCountedSql(parts, search));
  return Number(rows[0]!.n);
}

/** A correction finds clearly more than the words as typed: twice as many, and at least two more. */
export function clearlyMore(typed: number, corrected: number): boolean {
  return corrected >= 2 * typed && corrected >= typed + 2;
}

/** Published resumes counted per candidate at most: enough to tell a common word from a rare one. */
const HOLDERS_COUNTED = 100;

/** A near word of an unknown typed word, with what ranks it. */
interface NearWord {
  word: string;
  edits: number;
  likeness: number;
  /** Published resumes holding it whole, up to HOLDERS_COUNTED. */
  holders: number;
}

/** True when `candidate` holds every letter of `typed` in order: the typist only left letters out. */
export function onlyLeftOut(typed: string, candidate: string): boolean {
  const letters = [...candidate];
  let at = 0;
  for (const letter of typed) {
    at = letters.indexOf(letter, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/**
 * The order of near words, best first: the fewest letters changed; then a word the typed one only left
 * letters out of (the commonest slip, and in Arabic script mostly a long vowel: 'ئەندزار' for
 * 'ئەندازیار' rather than 'ئەنبار'); then the word more resumes hold; then the most similar.
 */
export function byLikelihood(typed: string): (a: NearWord, b: NearWord) => number {
  return (a, b) =>
    a.edits - b.edits ||
    Number(onlyLeftOut(typed, b.word)) - Number(onlyLeftOut(typed, a.word)) ||
    b.holders - a.holders ||
    b.likeness - a.likeness ||
    (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}

/**
 * For each unknown word, the indexed words near it that some published resume holds whole, best first:
 * trigram neighbours (pg_trgm's `%` at SUGGESTION_SIMILARITY, through the trigram index) within the
 * allowed edits, ordered by byLikelihood.
 */
async function nearWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const edits = words.map((word) => suggestionEdits([...word].length));
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${SUGGESTION_SIMILARITY}`));
    return (
      await tx.execute<NearWord & { typed: string } & Record<string, unknown>>(sql`
        select typed.word as typed, near.word, near.edits, near.likeness, near.holders from
          unnest(${textArray(words)}, ${sql`${`{${edits.join(',')}}`}::integer[]`}) as typed(word, edits)
        cross join lateral (
          select neighbour.*, (select count(*)::integer from (select 1 from ${applicants}
              where ${applicants.published}
                and ${applicants.searchVector} @@ ('''' || neighbour.word || '''')::tsquery
              limit ${HOLDERS_COUNTED}) as held) as holders
          from (
            select ${searchWords.word} as word, similarity(${searchWords.word}, typed.word) as likeness,
              levenshtein_less_equal(${searchWords.word}, typed.word, typed.edits) as edits
            from ${searchWords}
            where ${searchWords.word} % typed.word and ${searchWords.word} <> typed.word
            order by likeness desc, word limit ${NEIGHBOURS_RANKED}) as neighbour
          where neighbour.edits <= typed.edits) as near
        where near.holders > 0`)
    ).rows;
  });
  const found = new Map<string, string[]>();
  for (const typed of words) {
    const near = rows
      .filter((row) => row.typed === typed)
      .map((row) => ({ ...row, likeness: Number(row.likeness) }))
      .sort(byLikelihood(typed))
      .slice(0, CANDIDATES_PER_WORD);
    if (near.length > 0)
      found.set(
        typed,
        near.map((row) => row.word),
      );
  }
  return found;
}

/** Every choice of one candidate per word, the better ranked first (by the sum of their places). */
function combinations(lists: readonly string[][]): string[][] {
  let all: Array<{ picked: string[]; cost: number }> = [{ picked: [], cost: 0 }];
  for (const list of lists) {
    all = all.flatMap(({ picked, cost }) =>
      list.map((word, place) => ({ picked: [...picked, word], cost: cost + place })),
    );
    all.sort((a, b) => a.cost - b.cost);
    all = all.slice(0, CORRECTIONS_TRIED);
  }
  return all.map(({ picked }) => picked);
}

/**
 * The corrected search for a keyword search, or null: each typed word no published resume holds is
 * replaced by the nearest word one does, so that the corrected search finds at least one published
 * resume with the query's filters; words found as typed stay as typed. When the search found resumes
 * (`found`), a typed word with near words may be replaced too, when the correction finds clearly more
 * resumes than the words as typed (without their typos: issue 35). Only for a query that has a keyword.
 * `searched`: the keyword as the page's statement searched it, when at hand (its near words not looked up
 * again).
 */
export async function searchSuggestion(
  db: Db,
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
  found = false,
  searched?: KeywordSearch,
): Promise<string | null> {
  if (query.search.trim() === '') return null;
  const parts = filterParts(query, reference, today);
  const asSearched = found ? (searched ?? (await keywordSearch(db, query.search))) : null;
  let unknown = asSearched ? wordsWithNearOnes(asSearched) : await unknownWords(db, query.search);
  if (unknown.length === 0) return null;
  const typed = asSearched ? await countOf(db, parts, asSearched) : 0;
  if (typed >= MATCHES_COUNTED) return null;
  const near = await nearWords(db, unknown);
  if (found) unknown = unknown.filter((word) => near.has(word));
  if (unknown.length === 0 || unknown.some((word) => !near.has(word))) return null;
  for (const picked of combinations(unknown.map((word) => near.get(word)!))) {
    const byLexeme = new Map(unknown.map((word, index) => [word, picked[index]!]));
    const search = await keywordSearch(db, corrected(query.search, byLexeme));
    if (found && !clearlyMore(typed, await countOf(db, parts, search))) continue;
    // A resume found by the corrected search that holds each new word whole: its spelling is shown.
    const holds = picked.map((word) => sql`${applicants.searchVector} @@ ${quotedLexeme(word)}::tsquery`);
    // The matches as a CTE of their own, planned to be read in full (through the index), of which only
    // the first is read: beside a bare LIMIT 1 the planner reads the table from the top (seconds).
    const [resume] = (
      await db.execute<{ resume: unknown }>(sql`
        with matches as materialized (
          select ${applicants.id} as id from ${applicants} where ${and(searchedWhere(parts, search), ...holds)})
        select ${applicants.resume} as resume from ${applicants}
        where ${applicants.id} = (select matches.id from matches limit 1)`)
    ).rows;
    if (!resume) continue;
    let sections;
    try {
      sections = parseResumeInput(resume.resume, reference).sections;
    } catch {
      continue;
    }
    const fields = searchableFields(sections, reference);
    const texts = [fields.name, fields.title, ...fields.strengths, ...fields.rest];
    const written = new Map(
      unknown.map((word, index) => [word, writtenForm(texts, picked[index]!) ?? picked[index]!]),
    );
    return corrected(query.search, written);
  }
  return null;
}
