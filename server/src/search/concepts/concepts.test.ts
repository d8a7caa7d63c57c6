// The concept list's consistency (issue 35): every concept named in English, Arabic and Kurdish, in
// the script of each; no name, as the search compares names, in two concepts; the list long enough.

import { conceptIndexOf, conceptKey, nameQuery } from '../concept-index';
import { CONCEPT_LANGUAGES, CONCEPTS, conceptNames } from './concepts';
import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import enReference from '@talent/i18n/src/locales/en/reference.json';
import { cities, searchKeywords, spokenLanguages } from '../../reference-data/reference-lists';

const ARABIC_SCRIPT = /[\u0600-\u06ff]/u;
const LATIN = /[A-Za-z]/u;
/** Letters only Kurdish writes, never Arabic. */
const KURDISH_ONLY = /[\u06d5\u06ce\u06c6\u06b5\u0695\u06a4]/u;
/** English words too common to stand for a concept on their own. */
const COMMON_WORDS = new Set([
  'it',
  'is',
  'in',
  'on',
  'at',
  'as',
  'an',
  'be',
  'to',
  'of',
  'or',
  'ma',
  'ba',
  'me',
]);

describe('the concept list', () => {
  it('holds at least 400 concepts, each with a unique id', () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(CONCEPTS.map((concept) => concept.id)).size).toBe(CONCEPTS.length);
  });

  it('names every concept in English, Arabic and Kurdish, in the script of each', () => {
    const wrong: string[] = [];
    for (const concept of CONCEPTS) {
      for (const language of CONCEPT_LANGUAGES) {
        if (concept.names[language].length === 0) wrong.push(`${concept.id}: no ${language} name`);
      }
      const [english] = concept.names.en;
      if (!english || !LATIN.test(english))
        wrong.push(`${concept.id}: its first English name is not in Latin letters`);
      // The preferred Arabic and Kurdish names are in Arabic script; others may be a Latin spelling ('مطور iOS').
      for (const language of ['ar', 'ckb'] as const) {
        const [first] = concept.names[language];
        if (!first || !ARABIC_SCRIPT.test(first))
          wrong.push(`${concept.id}: its first ${language} name is not in Arabic script`);
      }
      for (const name of concept.names.ar) {
        if (KURDISH_ONLY.test(name))
          wrong.push(`${concept.id}: the Arabic name "${name}" has a Kurdish letter`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives no name, as the search compares it, to two concepts', () => {
    const owners = new Map<string, Set<string>>();
    for (const { conceptId, name } of conceptNames()) {
      const key = conceptKey(name);
      owners.set(key, (owners.get(key) ?? new Set()).add(conceptId));
    }
    const shared = [...owners]
      .filter(([, ids]) => ids.size > 1)
      .map(([key, ids]) => `${key}: ${[...ids].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('lists no name twice within a concept and keeps every name findable', () => {
    const wrong: string[] = [];
    for (const concept of CONCEPTS) {
      for (const language of CONCEPT_LANGUAGES) {
        const names = concept.names[language];
        if (new Set(names).size !== names.length)
          wrong.push(`${concept.id}: a ${language} name listed twice`);
        for (const name of names) {
          if (nameQuery(name, language) === null) wrong.push(`${concept.id}: "${name}" has no word`);
          if (COMMON_WORDS.has(conceptKey(name))) wrong.push(`${concept.id}: "${name}" is a common word`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names every language of the "Languages spoken" filter, under the id the filter uses', () => {
    const languages = CONCEPTS.filter((concept) => concept.category === 'language').map(
      (concept) => concept.id,
    );
    expect([...languages].sort()).toEqual([...spokenLanguages].sort());
  });

  it('finds a concept under each of its names: accountant, محاسب and ژمێریار are one', () => {
    const index = conceptIndexOf(conceptNames());
    const accountant = index.queries.get('accountant')!;
    for (const name of ['accountant', 'محاسب', 'ژمێریار', 'المحاسب']) {
      expect(index.byKey.get(conceptKey(name))).toEqual(['accountant']);
    }
    expect(accountant).toEqual(
      expect.arrayContaining(["('accountant' | 'accountants')", "'محاسب':*", "'ژميريار':*"]),
    );
    // اكسل and إكسل fold to one key; the Latin and Kurdish spellings are names of the same concept.
    for (const name of ['اكسل', 'إكسل', 'Excel', 'ئێکسڵ'])
      expect(index.byKey.get(conceptKey(name))).toEqual(['excel']);
    for (const name of ['النجف', 'نەجەف', 'Najaf'])
      expect(index.byKey.get(conceptKey(name))).toEqual(['najaf']);
  });

  it('names each city and example keyword as the three interfaces show it, as one concept', () => {
    const index = conceptIndexOf(conceptNames());
    const catalogues = [enReference, arReference, ckbReference] as ReadonlyArray<
      Record<'city' | 'keyword', Record<string, string>>
    >;
    const wrong: string[] = [];
    for (const [group, values] of [
      ['city', cities],
      ['keyword', searchKeywords],
    ] as const) {
      for (const value of values) {
        const found = catalogues.map((catalogue) =>
          index.byKey.get(conceptKey(catalogue[group][value]!))?.join(),
        );
        if (found[0] === undefined || found.some((id) => id !== found[0])) {
          wrong.push(`${value}: ${found.join(' / ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
