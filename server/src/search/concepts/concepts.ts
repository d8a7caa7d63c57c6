// The concept list (issue 35): things Iraqi resumes name — job titles, skills, tools, degrees, fields of
// study, duties, places, languages — each with its names in English, Arabic and Kurdish (Sorani) and
// the other spellings people type. Written and reviewed by us, line by line, in the files beside this
// one; seeded into the `search_concepts` table (reference-data/seed.ts), which the search reads.

import { EDUCATION_CONCEPTS } from './education';
import { JOB_CONCEPTS } from './jobs';
import { LANGUAGE_CONCEPTS } from './languages';
import { PLACE_CONCEPTS } from './places';
import { SECTOR_CONCEPTS } from './sectors';
import { SKILL_CONCEPTS } from './skills';
import { TOOL_CONCEPTS } from './tools';

export const CONCEPT_LANGUAGES = ['en', 'ar', 'ckb'] as const;
export type ConceptLanguage = (typeof CONCEPT_LANGUAGES)[number];

export interface Concept {
  /** Unique across the list; a language's id is the reference list's English name ('Kurdish'). */
  id: string;
  category: string;
  /** The names in each language, the preferred one first. */
  names: Readonly<Record<ConceptLanguage, readonly string[]>>;
}

/** The concepts of one data file: `id | English | Arabic | Kurdish`, the names of a language separated by ';'. */
export function parsedConcepts(category: string, text: string): Concept[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const columns = line.split(' | ').map((column) => column.trim());
      if (columns.length !== 4) throw new Error(`A concept line needs four columns: "${line}"`);
      const [id, en, ar, ckb] = columns as [string, string, string, string];
      const names = (column: string) =>
        column
          .split(';')
          .map((name) => name.trim())
          .filter((name) => name !== '');
      return { id, category, names: { en: names(en), ar: names(ar), ckb: names(ckb) } };
    });
}

export const CONCEPTS: readonly Concept[] = [
  ...parsedConcepts('job', JOB_CONCEPTS),
  ...parsedConcepts('skill', SKILL_CONCEPTS),
  ...parsedConcepts('tool', TOOL_CONCEPTS),
  ...parsedConcepts('education', EDUCATION_CONCEPTS),
  ...parsedConcepts('place', PLACE_CONCEPTS),
  ...parsedConcepts('language', LANGUAGE_CONCEPTS),
  ...parsedConcepts('sector', SECTOR_CONCEPTS),
];

/** One row of the `search_concepts` table: a name of a concept in a language. */
export interface ConceptName {
  conceptId: string;
  category: string;
  language: ConceptLanguage;
  name: string;
}

export function conceptNames(concepts: readonly Concept[] = CONCEPTS): ConceptName[] {
  return concepts.flatMap((concept) =>
    CONCEPT_LANGUAGES.flatMap((language) =>
      concept.names[language].map((name) => ({
        conceptId: concept.id,
        category: concept.category,
        language,
        name,
      })),
    ),
  );
}
