// Which words of a resume a version in another language holds (issue 31). A module of its own, apart
// from resume-schema.ts: the pages that show a version (the public resume page, the PDF) read this list
// and never the schema itself, which would bring TypeBox into the browser. resume-schema.ts checks it
// against the entry shapes (`TranslatedEntryFields`).

/**
 * The words of each entry section that a version in another language holds; everything else of an
 * entry (dates, ratings, degrees, addresses) is shared by every version. A new entry section of the
 * registry (src/sections/registry.ts) fails its test until it is named here.
 */
export const TRANSLATED_ENTRY_FIELDS = {
  education: ['institute'],
  employment: ['title', 'employer', 'responsibilities'],
  courses: ['title', 'entity'],
  activities: ['title'],
  languages: ['item'],
  tools: ['item'],
  projects: ['name', 'description'],
  volunteering: ['organization', 'role', 'summary'],
} as const;

export type TranslatedSection = keyof typeof TRANSLATED_ENTRY_FIELDS;
