// A typed word that names a concept (concepts/concepts.ts) also finds the concept's other names
// (issue 35): 'محاسب' finds 'Accountant' and 'ژمێریار'. The names come from the `search_concepts`
// table, read once per database, and are compared as the search folds words (folding.ts), without the
// Arabic article, a Kurdish ending (sorani.ts) or an English plural.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { ConceptLanguage, ConceptName } from './concepts/concepts';
import { foldedWords, withoutArticle } from './folding';
import { quotedLexeme } from './search-document';
import { isKurdishWord, soraniNounStem, soraniStems } from './sorani';

/** An Arabic-script concept name is matched as the start of a word from this many letters on. */
const PREFIX_MIN_LETTERS = 4;
/** The most words a concept name has that a search looks for. */
const LONGEST_NAME = 6;

/** A name's words as they are looked up: folded, without the Arabic article. */
export function conceptKey(name: string): string {
  return foldedWords(name)
    .map((word) => withoutArticle(word) ?? word)
    .join(' ');
}

/** The English singular a plural may stand for ('accountants' → 'accountant', 'companies' → 'company'). */
function englishSingulars(word: string): string[] {
  if (!/^[a-z]{4,}s$/.test(word) || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

/** Arabic feminine and plural endings, folded (ة → ه): محاسبة, مهندسات, محاسبين, مهندسون. */
const ARABIC_ENDINGS = ['ات', 'ين', 'ون', 'ه'];

/**
 * The masculine singular an Arabic word may stand for (ممرضة → ممرض, محاسبين → محاسب): tried only after
 * the word itself, so محاسبة (accounting) is itself a concept before it is a woman accountant.
 */
function arabicSingulars(word: string): string[] {
  if (!/^[\u0600-\u06ff]+$/u.test(word)) return [];
  return ARABIC_ENDINGS.filter(
    (ending) => word.endsWith(ending) && [...word].length - ending.length >= 3,
  ).map((ending) => word.slice(0, -ending.length));
}

/** The keys a typed word may be looked up under, the word itself first. */
export function lookupForms(typed: string, key: string): string[] {
  if (isKurdishWord(typed)) return [key, ...soraniStems(key)];
  return [key, ...englishSingulars(key), ...arabicSingulars(key)];
}

/**
 * The tsquery text that finds a name in a resume: every word. An Arabic or Kurdish word long enough is
 * matched as the start of a word (محاسب: محاسبة, محاسبين; ژمێریار: ژمێریارەکان); an English one whole or
 * with a plural's ending, never as the start of another word ('basra' is not 'Basrawi').
 */
export function nameQuery(name: string, language: ConceptLanguage): string | null {
  const words = foldedWords(name).map((word) => {
    const bare = withoutArticle(word) ?? word;
    return language === 'ckb' ? soraniNounStem(bare) : bare;
  });
  if (words.length === 0) return null;
  const parts = words.map((word) => {
    if (/^[a-z]{4,}$/.test(word)) {
      const plural = /(s|x|ch|sh)$/.test(word)
        ? `${word}es`
        : /[^aeiou]y$/.test(word)
          ? `${word.slice(0, -1)}ies`
          : `${word}s`;
      return `(${quotedLexeme(word)} | ${quotedLexeme(plural)})`;
    }
    return /[\u0600-\u06ff]/u.test(word) && [...word].length >= PREFIX_MIN_LETTERS
      ? `${quotedLexeme(word)}:*`
      : quotedLexeme(word);
  });
  return parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`;
}

export interface ConceptIndex {
  /** Concept ids by the key of each of their names. */
  byKey: ReadonlyMap<string, readonly string[]>;
  /** Each concept's names as tsquery texts, deduplicated. */
  queries: ReadonlyMap<string, readonly string[]>;
}

export function conceptIndexOf(
  names: readonly Pick<ConceptName, 'conceptId' | 'language' | 'name'>[],
): ConceptIndex {
  const byKey = new Map<string, string[]>();
  const queries = new Map<string, string[]>();
  for (const { conceptId, language, name } of names) {
    const key = conceptKey(name);
    if (key === '' || key.split(' ').length > LONGEST_NAME) continue;
    const ids = byKey.get(key) ?? [];
    if (!ids.includes(conceptId)) ids.push(conceptId);
    byKey.set(key, ids);
    const query = nameQuery(name, language);
    const list = queries.get(conceptId) ?? [];
    if (query !== null && !list.includes(query)) list.push(query);
    queries.set(conceptId, list);
  }
  return { byKey, queries };
}

/** The tsquery texts of every name of the concepts found under `key`, or null when none is. */
export function conceptQueries(index: ConceptIndex, keys: readonly string[]): string[] | null {
  for (const key of keys) {
    const ids = index.byKey.get(key);
    if (ids) return [...new Set(ids.flatMap((id) => index.queries.get(id) ?? []))];
  }
  return null;
}

export { LONGEST_NAME };

const loaded = new WeakMap<Db, Promise<ConceptIndex>>();

/** The concept index of the database's `search_concepts` table, read on first use. */
export function conceptIndex(db: Db): Promise<ConceptIndex> {
  let index = loaded.get(db);
  if (!index) {
    index = db
      .execute<{ concept_id: string; language: ConceptLanguage; name: string }>(
        sql`select concept_id, language, name from search_concepts order by concept_id, language, name`,
      )
      .then(({ rows }) =>
        conceptIndexOf(
          rows.map((row) => ({ conceptId: row.concept_id, language: row.language, name: row.name })),
        ),
      );
    // A failed read is tried again on the next search.
    index.catch(() => loaded.delete(db));
    loaded.set(db, index);
  }
  return index;
}
