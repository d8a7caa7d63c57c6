// What the directory's full-text index holds for one resume: a PostgreSQL tsvector, built here from the
// folded words (src/search/folding.ts) so the index and the query share one spelling, with the
// cross-script keys of the name (src/search/name-keys.ts) beside them.

import { foldedWords, withoutArticle } from './folding';
import { looseKey, nameKeysOf } from './name-keys';

/** Where a word was written, as the index's weight: the name counts most, then the job title. */
export interface SearchableFields {
  /** Weight A. */
  name: string;
  /** Weight B. */
  title: string;
  /** Weight C: skills, tools, specialisations, job titles held. */
  strengths: readonly string[];
  /** Weight D: the summary, courses, employers. */
  rest: readonly string[];
  /** Issue 31: the name and job title as the resume's other versions write them (weights A and B). */
  versions?: ReadonlyArray<{ name: string; title: string }>;
}

/** Lexemes that are name keys start with this, so no word typed in a search can be mistaken for one. */
export const NAME_KEY_MARK = '~';
/** And loose name keys (src/search/name-keys.ts, looseKey) with this. */
export const LOOSE_NAME_KEY_MARK = '≈';
/**
 * Every document carries this lexeme, named for the version of what documents hold: at start-up the
 * resumes whose document lacks it are indexed again (src/applicants/search-index.ts), so a change to
 * the indexed fields reaches stored resumes without a migration. It starts with the name keys' mark,
 * which keeps it out of the typo words, and holds '#', which no typed word does. Version 2: the city
 * and zone in every language (issue 23). Version 3: the words of every version of the resume (issue 31).
 */
export const SEARCH_DOCUMENT_VERSION = `${NAME_KEY_MARK}#3`;

/** PostgreSQL keeps positions 1 to 16,383 and at most 256 of them per lexeme. */
const LAST_POSITION = 16_383;
const POSITIONS_PER_WORD = 8;

/** A lexeme quoted for a tsvector or tsquery literal. */
export function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The resume's tsvector, as the literal PostgreSQL reads into a `tsvector` column. */
export function searchDocument(fields: SearchableFields): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (lexeme: string, weight: 'A' | 'B' | 'C' | 'D', at: number) => {
    const list = positions.get(lexeme) ?? [];
    if (list.length < POSITIONS_PER_WORD) list.push(`${at}${weight}`);
    positions.set(lexeme, list);
  };
  const addText = (text: string, weight: 'A' | 'B' | 'C' | 'D') => {
    for (const word of foldedWords(text)) {
      position = Math.min(position + 1, LAST_POSITION);
      add(word, weight, position);
      const bare = withoutArticle(word);
      if (bare !== null) add(bare, weight, position);
    }
    // A gap between fields, so a phrase never spans two of them.
    position = Math.min(position + 1, LAST_POSITION);
  };
  const addName = (name: string) => {
    addText(name, 'A');
    for (const key of nameKeysOf(name)) {
      add(`${NAME_KEY_MARK}${key}`, 'A', 1);
      const loose = looseKey(key);
      if (loose !== key && loose !== '') add(`${LOOSE_NAME_KEY_MARK}${loose}`, 'A', 1);
    }
  };
  addName(fields.name);
  addText(fields.title, 'B');
  for (const version of fields.versions ?? []) {
    addName(version.name);
    addText(version.title, 'B');
  }
  for (const text of fields.strengths) addText(text, 'C');
  for (const text of fields.rest) addText(text, 'D');
  add(SEARCH_DOCUMENT_VERSION, 'D', 1);
  return [...positions].map(([lexeme, at]) => `${quotedLexeme(lexeme)}:${at.join(',')}`).join(' ');
}
