// The copies of resume fields the directory filters and searches on (columns of `applicants`).

import {
  availableLanguages,
  type BuilderSpecialization,
  cityHasZones,
  contactPrivacyOf,
  DEFAULT_ZONE,
  entrySearchWords,
  experienceYearsOf,
  GENDERS,
  isBlank,
  isPlaceholder,
  type MainSpecialization,
  resumeInLanguage,
} from '@talent/resume-model';
import type { BuilderSections } from './resume-input';
import { spokenLanguagesOf } from '../reference-data/spoken-languages';
import { placeNames } from '../search/place-names';
import { type SearchableFields, searchDocument } from '../search/search-document';

export interface DirectoryColumns {
  fullName: string;
  city: string | null;
  zone: string | null;
  gender: string | null;
  /** Null when not given, and when its owner hides it: a hidden birth date matches no age filter. */
  birthdate: string | null;
  degrees: string[];
  freshGraduate: boolean;
  workAvailability: boolean;
  experienceYears: number;
  mainSpecializationIds: number[];
  subSpecializationIds: number[];
  /** The languages spoken, by their English names (reference-data/spoken-languages.ts). */
  spokenLanguages: string[];
  /** The tsvector literal of the resume's searchable fields. */
  searchVector: string;
}

function filled(value: string): string | null {
  return isBlank(value) || isPlaceholder(value) ? null : value.trim();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDate(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}

/**
 * The birth date the age filters and facets may read: none when its owner hides it (issue 23's choice),
 * for a resume an age range finds tells its age as surely as the date would.
 */
export function filterableBirthdate(contact: unknown): string | null {
  const birthdate = (contact as { birthdate?: unknown } | null)?.birthdate;
  if (typeof birthdate !== 'string' || contactPrivacyOf(contact).birthdateDisplay === 'hidden') return null;
  return isoDate(birthdate);
}

function specializationIds(
  chosen: readonly BuilderSpecialization[],
  reference: readonly MainSpecialization[],
): { main: number[]; sub: number[] } {
  const main: number[] = [];
  const sub: number[] = [];
  for (const choice of chosen) {
    const known = reference.find((candidate) => candidate.id === choice.id);
    if (!known) continue;
    main.push(known.id);
    for (const { id } of choice.sub) if (known.children.some((child) => child.id === id)) sub.push(id);
  }
  return { main: [...new Set(main)], sub: [...new Set(sub)] };
}

function specializationTitles(
  ids: { main: number[]; sub: number[] },
  reference: readonly MainSpecialization[],
): string[] {
  const all = reference.flatMap((main) => [main, ...main.children]);
  return [...ids.main, ...ids.sub].flatMap((id) =>
    all.filter((item) => item.id === id).map((item) => item.title),
  );
}

/**
 * Fresh graduate: someone with education and no job yet (no employment entry). The spec names the
 * filter without defining it; this is the reading the directory's users expect.
 */
function isFreshGraduate(sections: BuilderSections): boolean {
  return (
    sections.education.some((entry) => filled(entry.degree) !== null) && sections.employment.length === 0
  );
}

/**
 * The resume's text as the directory's search index holds it, field by field (its weights): the main
 * version's, and (issue 31) each other version's words beside them, so a word written only in the
 * English version finds the resume as surely as one of the main version.
 */
export function searchableFields(
  sections: BuilderSections,
  reference: readonly MainSpecialization[],
): SearchableFields {
  const main = versionSearchableFields(sections, reference);
  const others = availableLanguages(sections)
    .slice(1)
    .map((language) => versionSearchableFields(resumeInLanguage(sections, language), reference));
  if (others.length === 0) return main;
  // A word a version left as the main text is indexed once.
  const unique = (lists: ReadonlyArray<readonly string[]>) => [...new Set(lists.flat())];
  return {
    ...main,
    versions: others
      .map(({ name, title }) => ({
        name: name === main.name ? '' : name,
        title: title === main.title ? '' : title,
      }))
      .filter(({ name, title }) => name !== '' || title !== ''),
    strengths: unique([main.strengths, ...others.map((other) => other.strengths)]),
    rest: unique([main.rest, ...others.map((other) => other.rest)]),
  };
}

/** One version's text, field by field. */
function versionSearchableFields(
  sections: BuilderSections,
  reference: readonly MainSpecialization[],
): SearchableFields {
  const { contact } = sections;
  const ids = specializationIds(sections.specializations, reference);
  const city = filled(contact.city);
  const zone = city === null ? null : filled(contact.zone);
  const present = (parts: string[]) => parts.filter((part) => filled(part) !== null);
  const entries = entrySearchWords(sections);
  return {
    name: filled(contact.fullName) ?? '',
    title: filled(contact.job_title) ?? '',
    strengths: present([
      ...sections.skills,
      ...sections.tools.map((tool) => tool.item),
      ...specializationTitles(ids, reference),
      ...entries.strengths,
      // Where the applicant lives, in every interface language (issue 23).
      ...placeNames('city', city),
      ...(cityHasZones(city) && zone !== DEFAULT_ZONE ? placeNames('zone', zone) : []),
    ]),
    rest: present([
      sections.summary,
      // The entry sections' words (src/sections/registry.ts in @talent/resume-model).
      ...entries.rest,
    ]),
  };
}

export function directoryColumns(
  sections: BuilderSections,
  reference: readonly MainSpecialization[],
  today: Date,
): DirectoryColumns {
  const { contact } = sections;
  const ids = specializationIds(sections.specializations, reference);
  const gender = (GENDERS as readonly string[]).includes(contact.gender) ? contact.gender : null;
  const city = filled(contact.city);
  const zone = city === null ? null : filled(contact.zone);
  return {
    fullName: contact.fullName.trim(),
    city,
    zone,
    gender,
    birthdate: filterableBirthdate(contact),
    degrees: [...new Set(sections.education.flatMap((entry) => filled(entry.degree) ?? []))],
    freshGraduate: isFreshGraduate(sections),
    workAvailability: contact.workAvailability,
    experienceYears: experienceYearsOf(
      sections.employment.map((job) => job.duration),
      today,
    ),
    mainSpecializationIds: ids.main,
    subSpecializationIds: ids.sub,
    spokenLanguages: spokenLanguagesOf(sections.languages),
    searchVector: searchDocument(searchableFields(sections, reference)),
  };
}
