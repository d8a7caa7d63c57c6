// A keyword search as the directory runs it: each typed word must be found (words are ANDed, as
// before), as the start of an indexed word, as a name in the other script (name keys), or — for words
// of five letters or more — as an indexed word one or two letters away (a typo).

import { foldedText } from './folding';
import { LOOSE_NAME_KEY_MARK, NAME_KEY_MARK, quotedLexeme } from './search-document';
import { isArticle, looseKey, nameKeyAlternatives } from './name-keys';
import { isKurdishWord, soraniNounStem } from './sorani';

/** Longer queries are cut: nobody types more. */
export const MAX_SEARCH_WORDS = 8;
/** Words shorter than this are matched as typed (a typo in 'ali' is another name). */
export const TYPO_MIN_LENGTH = 5;
/** From this length two letters may be wrong, below it one (as Meilisearch does). */
export const TWO_TYPOS_MIN_LENGTH = 9;

export interface SearchTerm {
  /** The word as typed, without its marks. */
  typed: string;
  /** The folded word, matched whole for the best rank. */
  word: string;
  /** What is matched as the start of an indexed word: the word, a Kurdish one without its ending (sorani.ts). */
  stem: string;
  /** Name keys: any one alternative, all of its keys. */
  keys: string[][];
  /** How many letters may differ for a typo match (0: none). */
  typos: number;
}

const RAW_WORD = /[\p{L}\p{N}]+[+#]*/gu;
const MARKS = /[\p{M}\u0640]/gu;

/** The terms of a typed search; the article ('al', 'el', 'ال') on its own is dropped when other words remain. */
export function searchTerms(search: string): SearchTerm[] {
  const raw = search.normalize('NFKD').replace(MARKS, '').match(RAW_WORD) ?? [];
  const words =
    raw.length > 1 && raw.some((word) => !isArticle(word)) ? raw.filter((w) => !isArticle(w)) : raw;
  const terms: SearchTerm[] = [];
  for (const typed of words) {
    const word = foldedText(typed).replace(/\s/g, '');
    if (word === '' || terms.some((term) => term.word === word)) continue;
    const letters = [...word].length;
    terms.push({
      typed,
      word,
      stem: isKurdishWord(typed) ? soraniNounStem(word, typed) : word,
      // Only words of letters can be names ('c++' and '2024' are not).
      keys: /^\p{L}+$/u.test(typed) ? nameKeyAlternatives(typed) : [],
      typos: letters >= TWO_TYPOS_MIN_LENGTH ? 2 : letters >= TYPO_MIN_LENGTH ? 1 : 0,
    });
    if (terms.length === MAX_SEARCH_WORDS) break;
  }
  return terms;
}

const orOf = (parts: readonly string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`);
const andOf = (parts: readonly string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`);
const keyLexeme = (key: string) => quotedLexeme(`${NAME_KEY_MARK}${key}`);
/** A key as the same spelling, or as one differing only in و ('Yusuf' and 'يوسف'): looseKey. */
const similarKeyLexemes = (key: string) => {
  const loose = looseKey(key);
  const forms = [`${NAME_KEY_MARK}${key}`, `${LOOSE_NAME_KEY_MARK}${key}`];
  if (loose !== key && loose !== '') forms.push(`${NAME_KEY_MARK}${loose}`, `${LOOSE_NAME_KEY_MARK}${loose}`);
  return orOf(forms.map(quotedLexeme));
};

/** The tsquery texts of one term: each a way it can be found, and all of them together. */
export function termQueries(term: SearchTerm, typoWords: readonly string[]) {
  const exact = quotedLexeme(term.word);
  const prefix = `${quotedLexeme(term.stem)}:*`;
  const names = term.keys.length === 0 ? null : orOf(term.keys.map((keys) => andOf(keys.map(keyLexeme))));
  const similarNames =
    term.keys.length === 0 ? null : orOf(term.keys.map((keys) => andOf(keys.map(similarKeyLexemes))));
  const typos = typoWords.length === 0 ? null : orOf(typoWords.map(quotedLexeme));
  return {
    exact,
    prefix,
    names,
    similarNames,
    typos,
    any: orOf([prefix, ...(similarNames ? [similarNames] : []), ...(typos ? [typos] : [])]),
  };
}
