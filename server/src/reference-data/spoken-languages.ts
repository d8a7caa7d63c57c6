// A resume's spoken languages are free text, written in the resume's own language: 'العربية', 'Arabic'
// and 'عەرەبی' are one language to an employer who filters by it (issue 30). Each is read as one of the
// reference list's English names (reference-lists.ts `spokenLanguages`), through the names of the i18n
// catalogue's `language` group in every interface language (the names the filter shows), and through the
// other spellings people write, the concept list's names of the language (search/concepts/languages.ts). Text is compared folded (search/folding.ts), without the
// Arabic article, a word for 'language' or a note in brackets, so 'اللغة الانكليزية' and
// 'English (fluent)' both read as English.

import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import enReference from '@talent/i18n/src/locales/en/reference.json';
import { CONCEPTS } from '../search/concepts/concepts';
import { foldedWords, withoutArticle } from '../search/folding';
import { spokenLanguages } from './reference-lists';

export type SpokenLanguage = (typeof spokenLanguages)[number];

/** Words that only say 'language' around a language's name, folded (اللغه, لغه, زمان, زمانی, language). */
const LANGUAGE_WORDS = new Set(['language', 'lang', 'لغه', 'اللغه', 'زمان', 'زماني']);

/** A language's name as compared: folded words without 'language', brackets or the Arabic article. */
function spokenKey(text: string): string {
  const words = foldedWords(text.replace(/[([{].*?([)\]}]|$)/g, ' ')).filter(
    (word) => !LANGUAGE_WORDS.has(word),
  );
  return words.map((word) => withoutArticle(word) ?? word).join(' ');
}

const CATALOGUES = [enReference, arReference, ckbReference] as ReadonlyArray<{
  language?: Record<string, string>;
}>;

const LANGUAGE_NAMES = new Map(
  CONCEPTS.filter((concept) => concept.category === 'language').map((concept) => [
    concept.id,
    [...concept.names.en, ...concept.names.ar, ...concept.names.ckb],
  ]),
);

const BY_KEY = new Map<string, SpokenLanguage>();
for (const language of spokenLanguages) {
  const names = [
    language,
    ...CATALOGUES.map((catalogue) => catalogue.language?.[language]),
    // The concept list's names of the language, in every language (search/concepts/languages.ts): the
    // keyword search and this filter read a language's name through one list.
    ...(LANGUAGE_NAMES.get(language) ?? []),
  ];
  for (const name of names) if (name) BY_KEY.set(spokenKey(name), language);
}

/**
 * The English name of the language `text` names, in any interface language; null for one the list lacks.
 * Text that is no name as a whole ('Kurdish - Sorani', 'Arabic, mother tongue') names the language its
 * words name, when they name exactly one.
 */
export function spokenLanguageOf(text: string): SpokenLanguage | null {
  const key = spokenKey(text);
  if (key === '') return null;
  const whole = BY_KEY.get(key);
  if (whole) return whole;
  const named = new Set(key.split(' ').flatMap((word) => BY_KEY.get(word) ?? []));
  return named.size === 1 ? [...named][0]! : null;
}

/** The English names of a resume's spoken languages (its `languages` entries), each once, in their order. */
export function spokenLanguagesOf(entries: ReadonlyArray<{ item?: unknown }>): SpokenLanguage[] {
  const found = entries.flatMap((entry) =>
    typeof entry?.item === 'string' ? (spokenLanguageOf(entry.item) ?? []) : [],
  );
  return [...new Set(found)];
}
