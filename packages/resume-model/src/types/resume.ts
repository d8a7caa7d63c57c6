// The applicant resume of spec §3 in the shapes it travels in: the builder's draft, the public detail
// and the signed-in applicant's profile differ only in how specialisations (and the photo) are held.

import type { Language } from '@talent/i18n/src/languages';
import type { BAGHDAD_ZONES, BIRTHDATE_DISPLAYS, COURSE_DURATIONS, GENDERS } from '../constants';
import type {
  ActivityShape,
  ContactLinkShape,
  ContactShape,
  CourseShape,
  DurationShape,
  EducationEntryShape,
  EmploymentEntryShape,
  ProjectEntryShape,
  RatedItemShape,
  ResumeSectionsShape,
  ResumeTranslations,
  VolunteeringEntryShape,
} from '../schema/resume-schema';
import type { UserAccount } from './user-account';

export type Gender = (typeof GENDERS)[number];
export type BaghdadZone = (typeof BAGHDAD_ZONES)[number];
export type CourseDuration = (typeof COURSE_DURATIONS)[number];

/** Phone numbers are public only when `showPhone` is true (spec §6). */
export type Phone = ContactShape['phone'];

export type ContactLink = ContactLinkShape;

/**
 * How the birth date shows on the public resume (issue #23): as the date (the spec's default), as the
 * age in years, or not at all. The directory's age filter uses the stored date whatever the choice.
 */
export type BirthdateDisplay = (typeof BIRTHDATE_DISPLAYS)[number];

/**
 * The personal section as the schema declares it (its fields' notes are there), the free strings of
 * `gender` and `zone` narrowed to the values the builder offers, plus the public answer's `age`.
 */
export type Contact = ContactShape & {
  /** Empty until chosen. */
  gender: Gender | '';
  /** Only meaningful when the city is Baghdad. */
  zone: BaghdadZone | '';
  /**
   * Only in a public answer whose owner shows the age: the age on the day it was answered, given
   * instead of the birth date, which then stays on the server.
   */
  age?: number;
};

/** Years and months are strings (months '1'–'12'); end_year may be 'Present'. */
export type Duration = DurationShape;

export type EducationEntry = EducationEntryShape;

/** A language or a tool with its level: 1 Basic … 5 Excellent (see `ratingLabel`). */
export type RatedItem = RatedItemShape;

/** A course as the schema declares it (`entity` is the provider), its duration one of the listed ones. */
export type Course = CourseShape & { duration: CourseDuration | '' };

export type EmploymentEntry = EmploymentEntryShape;

export type Activity = ActivityShape;

/**
 * A project the applicant led or built (issue 30): optional. Its dates sit on the entry itself, as
 * the contract names them; months '1'–'12', end_year may be 'Present'.
 */
export type ProjectEntry = ProjectEntryShape;

/** Unpaid work for an organisation (issue 30): optional; dated as a job is. */
export type VolunteeringEntry = VolunteeringEntryShape;

/** Builder and store form: a main specialisation with the sub-specialities ticked under it. */
export interface BuilderSpecialization {
  id: number;
  sub: Array<{ id: number }>;
}

/** The stored form of the same choice. */
export interface StoredSpecialization {
  id: number;
  selected_sub: number[];
}

/** As the server's profile returns it. */
export interface ProfileSpecialization {
  id: number;
  main_specialization_id: number;
  specialization_details: { selected_sub: number[] };
}

/** As the public resume detail returns it: one row per main or sub specialisation. */
export interface DetailSpecialization {
  id: number;
  specialization: string;
  /** Null for a main specialisation, otherwise the id of its main one. */
  main_specialization_id: number | null;
}

/** The sections every form of the resume shares. */
export interface ResumeSections<TSpecialization> {
  /**
   * The language the document is printed in (headings, labels, months), whatever the interface
   * language of whoever reads it; 'en' for resumes saved before it existed.
   */
  language: Language;
  contact: Contact;
  specializations: TSpecialization[];
  education: EducationEntry[];
  languages: RatedItem[];
  tools: RatedItem[];
  skills: string[];
  summary: string;
  courses: Course[];
  employment: EmploymentEntry[];
  activities: Activity[];
  /** Optional (issue 30); resumes saved before it read as empty. */
  projects: ProjectEntry[];
  /** Optional (issue 30); resumes saved before it read as empty. */
  volunteering: VolunteeringEntry[];
  /**
   * The resume in other languages (issue 31): each version's words, aligned with these by position; what
   * a version leaves empty reads as the text above (`resumeInLanguage`). Absent: no other version.
   */
  translations?: ResumeTranslations;
}

/** Whether A and B have the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
type Holds<T extends true> = T;

/**
 * The sections written out above (their specialisations differ by the form the resume travels in) are
 * exactly the schema's (src/schema/resume-schema.ts): a section added there fails this line until it is
 * added here too, and from here the compiler names every place that builds a resume.
 */
export type MatchesSchema = [Holds<SameKeys<ResumeSections<unknown>, ResumeSectionsShape>>];

/**
 * A photo chosen in the builder but not uploaded yet. The browser's File satisfies it; the type
 * stays structural so this package needs no DOM.
 */
export interface PendingPhoto {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface ApplicantResume<
  TSpecialization = BuilderSpecialization,
> extends ResumeSections<TSpecialization> {
  id: number;
  /** Storage path of the photo, e.g. 'applicant_images/…'; null when there is none. */
  image: string | null;
  published: boolean;
  updated_at: string | null;
  /** Its owner's account (the profile nests the resume in the user, not the user in the resume again). */
  user?: UserAccount;
}

/** The builder's working copy, and the `data` field of the save call. */
export interface ResumeDraft extends ResumeSections<BuilderSpecialization> {
  image: string | PendingPhoto | null;
  published: boolean;
}

/** `GET /api/applicants/{id}`: the public resume. */
export type ResumeDetail = ApplicantResume<DetailSpecialization> & {
  /** Issue 31: the languages it reads in, its main language first (absent from older answers). */
  available_languages?: Language[];
};

/** `GET /api/profile`: the signed-in applicant's own resume plus their user. */
export type ApplicantProfile = ApplicantResume<ProfileSpecialization>;

/** A version of the resume in another language (issue 31), as the schema declares it. */
export type { ResumeTranslation, ResumeTranslations } from '../schema/resume-schema';
