// The resume's entry sections (issue 30): a list of entries each, printed one after another in the
// document's main column. Each is declared here once, and the parts that treat every section alike
// iterate over this list: the display rule that hides a section, the builder's tabs, completeness,
// the directory's search document, the template and the demo data. A new section is one entry here
// plus its form rules (rules/publish.ts, `resumeSchema`), its editor (mfe-builder,
// SECTION_EDITORS) and its part of the template (resume-template, SECTION_PARTS), which the compiler
// asks for by the section's key. The rules are keyed there rather than held here because they are yup
// schemas: the public resume page and the home page read this list and never validate, and would
// otherwise download yup and the resume's schema with it (issue 32's budgets).

import type { COMPLETION_WEIGHTS, RESUME_TABS } from '../constants';
import {
  emptyActivity,
  emptyCourse,
  emptyEmploymentEntry,
  emptyProject,
  emptyVolunteering,
} from '../builder/defaults';
import type { ResumeSections } from '../types/resume';

type Sections = ResumeSections<unknown>;

/** The fields of the resume that hold a list of entries (objects). */
type EntryListField = {
  [K in keyof Sections]-?: Sections[K] extends ReadonlyArray<infer E>
    ? E extends object
      ? K
      : never
    : never;
}[keyof Sections];

export type EntryOf<K extends EntryListField> = Sections[K][number];

/** Words of an entry for the directory's search, by the weight they are indexed with. */
export interface SectionSearchWords {
  /** Weight C, with skills and tools: what the applicant is. */
  strengths?: readonly string[];
  /** Weight D, with the summary: where and with whom. */
  rest?: readonly string[];
}

export interface EntrySectionDefinition<K extends EntryListField> {
  key: K;
  /** The builder's tab whose form edits it (after the tab's own fields). */
  tab: (typeof RESUME_TABS)[number];
  /**
   * The name its failures are reported by (the `validation` catalogue's `sections.<name>`), written as
   * the builder's and the preview's headings write it.
   */
  reportedAs: string;
  /** The field whose absence in the first entry hides the whole section (spec §5 display rules). */
  leadField: keyof EntryOf<K> & string;
  /** An entry nobody has filled in: what the builder's Add button appends. */
  emptyEntry: () => EntryOf<K>;
  /** What the directory's search finds the resume by. */
  searchWords: (entry: EntryOf<K>) => SectionSearchWords;
  /** An optional part of a completeness section: named in its 'Missing: …' list, never counted. */
  completeness: { section: keyof typeof COMPLETION_WEIGHTS; part: string } | null;
}

/** The definition of one section, its key kept as the literal it is. */
function section<K extends EntryListField>(definition: EntrySectionDefinition<K>): EntrySectionDefinition<K> {
  return definition;
}

/** In the order the document prints them. */
export const ENTRY_SECTIONS = [
  section({
    key: 'employment',
    tab: 'experience',
    reportedAs: 'Employment',
    leadField: 'title',
    emptyEntry: emptyEmploymentEntry,
    searchWords: (job) => ({ strengths: [job.title], rest: [job.employer] }),
    completeness: null,
  }),
  section({
    key: 'courses',
    tab: 'education',
    reportedAs: 'Courses',
    leadField: 'title',
    emptyEntry: emptyCourse,
    searchWords: (course) => ({ rest: [course.title, course.entity] }),
    completeness: null,
  }),
  section({
    key: 'activities',
    tab: 'skills-activities',
    reportedAs: 'Activities',
    leadField: 'title',
    emptyEntry: emptyActivity,
    searchWords: () => ({}),
    completeness: null,
  }),
  section({
    key: 'projects',
    tab: 'projects-volunteering',
    reportedAs: 'Projects',
    leadField: 'name',
    emptyEntry: emptyProject,
    searchWords: (project) => ({ rest: [project.name, project.description] }),
    completeness: { section: 'experience', part: 'Projects (optional)' },
  }),
  section({
    key: 'volunteering',
    tab: 'projects-volunteering',
    reportedAs: 'Volunteering',
    leadField: 'organization',
    emptyEntry: emptyVolunteering,
    searchWords: (entry) => ({ rest: [entry.organization, entry.role, entry.summary] }),
    completeness: { section: 'experience', part: 'Volunteering (optional)' },
  }),
] as const;

export type EntrySection = (typeof ENTRY_SECTIONS)[number];
export type EntrySectionKey = EntrySection['key'];

/** The definition of the section `key`, typed by its key. */
export function entrySection<K extends EntrySectionKey>(key: K): EntrySectionDefinition<K> {
  return ENTRY_SECTIONS.find((definition) => definition.key === key) as unknown as EntrySectionDefinition<K>;
}

/** The sections a builder tab edits, in the document's order. */
export function entrySectionsOfTab(tab: (typeof RESUME_TABS)[number]): EntrySection[] {
  return ENTRY_SECTIONS.filter((definition) => definition.tab === tab);
}

/** Every entry of every section as search words, in the document's order. */
export function entrySearchWords(sections: Pick<Sections, EntrySectionKey>): Required<SectionSearchWords> {
  const strengths: string[] = [];
  const rest: string[] = [];
  for (const definition of ENTRY_SECTIONS) {
    const searchWords = definition.searchWords as (entry: unknown) => SectionSearchWords;
    for (const entry of sections[definition.key] as readonly unknown[]) {
      const words = searchWords(entry);
      strengths.push(...(words.strengths ?? []));
      rest.push(...(words.rest ?? []));
    }
  }
  return { strengths, rest };
}
