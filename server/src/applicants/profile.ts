import {
  type ApplicantProfile,
  type Contact,
  normalizeSpecializations,
  profileFromBuilder,
  type ProfileSpecialization,
  type ResumeSections,
} from '@talent/resume-model';
import type { applicants } from '../db/schema';

type ApplicantRow = typeof applicants.$inferSelect;
type ProfileSections = ResumeSections<ProfileSpecialization>;

/** `GET /api/profile` without the `user`: an applicant's resume, or nothing for a company. */
export type ProfileFields = Omit<ApplicantProfile, 'user' | 'id' | 'contact' | 'summary'> & {
  id: number | null;
  contact: Contact | null;
  summary: string | null;
};

export function emptyContact(): Contact {
  return {
    fullName: '',
    phone: { phone: '', showPhone: false },
    email: '',
    birthdate: '',
    gender: '',
    workAvailability: false,
    city: '',
    zone: '',
    links: [],
    job_title: '',
    welcome_message: '',
  };
}

/** A resume nobody has filled in yet: what signing up as an applicant stores. */
export function emptyResumeSections(): ProfileSections {
  return {
    contact: emptyContact(),
    specializations: [],
    education: [],
    languages: [],
    tools: [],
    skills: [],
    summary: '',
    courses: [],
    employment: [],
    activities: [],
  };
}

/**
 * The profile fields of an applicant, read from the stored resume (builder form, see saveResume);
 * sections never saved are empty. Specialisations go out in the server profile's form (spec §3).
 */
export function applicantProfile(row: ApplicantRow): ApplicantProfile {
  const stored = row.resume as Partial<ProfileSections> & { image?: unknown };
  const sections = { ...emptyResumeSections(), ...stored };
  return {
    id: row.id,
    image: typeof stored.image === 'string' ? stored.image : null,
    contact: sections.contact,
    specializations: profileFromBuilder(normalizeSpecializations(sections.specializations)),
    education: sections.education,
    languages: sections.languages,
    tools: sections.tools,
    skills: sections.skills,
    summary: sections.summary,
    courses: sections.courses,
    employment: sections.employment,
    activities: sections.activities,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The profile of a user without a resume (a company): every field present, none filled. */
export function noProfile(): ProfileFields {
  return {
    id: null,
    image: null,
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
    published: false,
    updated_at: null,
  };
}
