// The profile screen's Resume Progress (spec §5 'Profile completeness', §9 weights).
// It reads whatever the profile call returned, so every field is treated as possibly missing.

import { COMPLETION_PART_COUNTS, COMPLETION_WEIGHTS } from '../constants';
import { CITY_PLACEHOLDER, GENDER_PLACEHOLDER, isBlank } from '../display/placeholders';
import { ENTRY_SECTIONS } from '../sections/registry';

export type CompletenessSectionKey = keyof typeof COMPLETION_WEIGHTS;

export const COMPLETENESS_STATUSES = {
  complete: 'Complete',
  incomplete: 'Incomplete',
  optional: 'Optional',
} as const;

export type CompletenessStatus = (typeof COMPLETENESS_STATUSES)[keyof typeof COMPLETENESS_STATUSES];

/** Names of the parts in the 'Missing: …' lists; the spec quotes only the two optional ones. */
export const COMPLETENESS_PARTS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  gender: 'Gender',
  workAvailability: 'Work Availability',
  education: 'Education',
  specializations: 'Specializations',
  summary: 'Professional Summary',
  workExperience: 'Work Experience',
  skills: 'Skills',
  languages: 'Languages (optional)',
  tools: 'Tools (optional)',
  // The registry's optional entry sections (src/sections/registry.ts `completeness.part`).
  projects: 'Projects (optional)',
  volunteering: 'Volunteering (optional)',
} as const;

export interface SectionCompleteness {
  /** Share of the section's parts that are filled, rounded to a whole percent. */
  percent: number;
  status: CompletenessStatus;
  /** Names from COMPLETENESS_PARTS, in the order the spec lists the parts. */
  missing: string[];
}

export interface Completeness {
  /** The weighted sum of the rounded section percents, rounded (spec §9). */
  overall: number;
  sections: Record<CompletenessSectionKey, SectionCompleteness>;
}

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

function list(value: unknown): Loose[] {
  return Array.isArray(value) ? value.map(record) : [];
}

function hasId(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function subIdsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function section(
  key: CompletenessSectionKey,
  parts: ReadonlyArray<[name: string, filled: boolean]>,
  optionalMissing: readonly string[] = [],
): SectionCompleteness {
  const filled = parts.filter(([, isFilled]) => isFilled).length;
  const percent = Math.round((filled / COMPLETION_PART_COUNTS[key]) * 100);
  const complete = filled === parts.length;
  // Spec §5: an unfinished Experience section reads 'Optional'; the others 'Incomplete'.
  const status = complete
    ? COMPLETENESS_STATUSES.complete
    : key === 'experience'
      ? COMPLETENESS_STATUSES.optional
      : COMPLETENESS_STATUSES.incomplete;
  const missing = parts.filter(([, isFilled]) => !isFilled).map(([name]) => name);
  return { percent, status, missing: [...missing, ...optionalMissing] };
}

function skillText(skill: unknown): unknown {
  return typeof skill === 'object' && skill !== null ? (skill as Loose).item : skill;
}

export function completenessOf(resume: unknown): Completeness {
  const data = record(resume);
  const contact = record(data.contact);
  const specializationsFilled = list(data.specializations).some(
    (main) =>
      hasId(main.id) &&
      (Array.isArray(main.sub) ? main.sub : []).every((sub) => hasId(record(sub).id)) &&
      (Array.isArray(main.selected_sub) ? main.selected_sub : []).every(hasId) &&
      // The server profile's form (spec §3) nests the subs one level deeper.
      subIdsOf(record(main.specialization_details).selected_sub).every(hasId),
  );
  // The optional entry sections of each completeness section (src/sections/registry.ts): named while
  // no entry has its lead field.
  const optionalMissing = (key: CompletenessSectionKey) =>
    ENTRY_SECTIONS.flatMap(({ key: field, leadField, completeness }) =>
      completeness?.section === key && !list(data[field]).some((entry) => !isBlank(entry[leadField]))
        ? [completeness.part]
        : [],
    );
  const hasItem = (entries: unknown) => list(entries).some((entry) => !isBlank(entry.item));

  const sections: Record<CompletenessSectionKey, SectionCompleteness> = {
    personal: section(
      'personal',
      [
        [COMPLETENESS_PARTS.fullName, !isBlank(contact.fullName)],
        [COMPLETENESS_PARTS.email, !isBlank(contact.email)],
        [COMPLETENESS_PARTS.phone, !isBlank(record(contact.phone).phone)],
        [COMPLETENESS_PARTS.city, !isBlank(contact.city) && contact.city !== CITY_PLACEHOLDER],
        [COMPLETENESS_PARTS.gender, !isBlank(contact.gender) && contact.gender !== GENDER_PLACEHOLDER],
        [COMPLETENESS_PARTS.workAvailability, typeof contact.workAvailability === 'boolean'],
      ],
      optionalMissing('personal'),
    ),
    education: section(
      'education',
      [
        [
          COMPLETENESS_PARTS.education,
          list(data.education).some((entry) => !isBlank(entry.degree) && !isBlank(entry.institute)),
        ],
        [COMPLETENESS_PARTS.specializations, specializationsFilled],
      ],
      optionalMissing('education'),
    ),
    experience: section(
      'experience',
      [
        [COMPLETENESS_PARTS.summary, !isBlank(data.summary)],
        [COMPLETENESS_PARTS.workExperience, list(data.employment).some((job) => !isBlank(job.title))],
      ],
      optionalMissing('experience'),
    ),
    skills: section(
      'skills',
      [
        [
          COMPLETENESS_PARTS.skills,
          (Array.isArray(data.skills) ? data.skills : []).some((skill) => !isBlank(skillText(skill))),
        ],
      ],
      [
        ...(hasItem(data.languages) ? [] : [COMPLETENESS_PARTS.languages]),
        ...(hasItem(data.tools) ? [] : [COMPLETENESS_PARTS.tools]),
        ...optionalMissing('skills'),
      ],
    ),
  };

  const weighted = (Object.keys(COMPLETION_WEIGHTS) as CompletenessSectionKey[]).reduce(
    (sum, key) => sum + (sections[key].percent * COMPLETION_WEIGHTS[key]) / 100,
    0,
  );
  return { overall: Math.round(weighted), sections };
}

/** 'Missing: Email, City', or null when nothing is missing. */
export function missingText(missing: readonly string[]): string | null {
  return missing.length === 0 ? null : `Missing: ${missing.join(', ')}`;
}
