import { defaultLanguage } from '@talent/i18n/src/languages';
import {
  type ApplicantProfile,
  type BuilderSpecialization,
  emptyResume,
  type Contact,
  documentLanguageOf,
  normalizeSpecializations,
  profileFromBuilder,
  type ResumeSections,
  withContactPrivacy,
} from '@talent/resume-model';
import { applicants } from '../db/schema';

type ApplicantRow = typeof applicants.$inferSelect;

/**
 * The columns a profile, a resume page or a PDF is made from: the resume itself, without the
 * directory's copies of its fields (search text, card, filter columns), which would double what is read.
 */
export const profileColumns = {
  id: applicants.id,
  userId: applicants.userId,
  resume: applicants.resume,
  published: applicants.published,
  updatedAt: applicants.updatedAt,
};

export type ProfileRow = Pick<ApplicantRow, keyof typeof profileColumns>;

/** `GET /api/profile` without the `user`: an applicant's resume, or nothing for a company. */
export type ProfileFields = Omit<ApplicantProfile, 'user' | 'id' | 'contact' | 'summary'> & {
  id: number | null;
  contact: Contact | null;
  summary: string | null;
};

/** A resume nobody has filled in yet, less the fields kept outside the JSON: what signing up stores. */
export function emptyResumeSections(): ResumeSections<BuilderSpecialization> {
  const { image: _image, published: _published, ...sections } = emptyResume();
  return sections;
}

/**
 * The profile fields of an applicant, read from the stored resume (builder form, see saveResume);
 * sections never saved are empty. Specialisations go out in the server profile's form (spec §3).
 */
export function applicantProfile(row: ProfileRow): ApplicantProfile {
  const stored = row.resume as Partial<ResumeSections<BuilderSpecialization>> & { image?: unknown };
  const sections = { ...emptyResumeSections(), ...stored };
  return {
    id: row.id,
    image: typeof stored.image === 'string' ? stored.image : null,
    // Resumes saved before the choice existed hold none: they were printed in English.
    language: documentLanguageOf(stored),
    contact: withContactPrivacy(sections.contact),
    specializations: profileFromBuilder(normalizeSpecializations(sections.specializations)),
    education: sections.education,
    languages: sections.languages,
    tools: sections.tools,
    skills: sections.skills,
    summary: sections.summary,
    courses: sections.courses,
    employment: sections.employment,
    activities: sections.activities,
    projects: sections.projects,
    volunteering: sections.volunteering,
    translations: sections.translations ?? {},
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The profile of a user without a resume (a company): every field present, none filled. */
export function noProfile(): ProfileFields {
  return {
    id: null,
    image: null,
    language: defaultLanguage,
    contact: null,
    specializations: [],
    education: [],
    languages: [],
    tools: [],
    skills: [],
    summary: null,
    courses: [],
    employment: [],
    activities: [],
    projects: [],
    volunteering: [],
    translations: {},
    published: false,
    updated_at: null,
  };
}
