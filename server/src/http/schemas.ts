// JSON schemas shared by routes: the Laravel-shaped error bodies the front end reads (spec §7, §8).

import { supportedLanguages } from '@talent/i18n/src/languages';
import {
  RESUME_SECTION_NAMES,
  type ResumeSchemaSection,
} from '@talent/resume-model/src/schema/resume-schema';

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** Any JSON: resume sections are stored whole and go out as they are. */
const anyJson = {} as const;

/**
 * Every section the resume's schema declares (@talent/resume-model's schema), each going out whole: an
 * answer's schema drops whatever it does not list, so the list comes from the schema and a section
 * added there reaches every answer that carries a resume; within a section nothing is dropped, neither
 * a field of the schema nor one an answer adds (the public contact's `age`).
 */
const resumeSectionsProperties = Object.fromEntries(
  RESUME_SECTION_NAMES.map((name) => [name, anyJson]),
) as Record<ResumeSchemaSection, typeof anyJson>;

/** The fields an answer carries beside the sections; the profile's and the detail's differ in `id` only. */
const resumeFields = {
  id: { type: 'integer' },
  /** The photo's storage path. */
  image: { type: ['string', 'null'] },
  ...resumeSectionsProperties,
  /** The resume's document language (issue #16). */
  language: { type: 'string', enum: supportedLanguages },
  published: { type: 'boolean' },
  updated_at: { type: ['string', 'null'] },
} as const;

/**
 * The applicant profile fields of spec §3 in the profile's shape (contracts-accounts.md); a user
 * without a resume (a company) has them all empty: no id, no contact, no summary.
 */
export const profileFieldsProperties = {
  ...resumeFields,
  id: { type: ['integer', 'null'] },
  summary: { type: ['string', 'null'] },
} as const;

const profileFieldNames = Object.keys(profileFieldsProperties);

/** What saving (`POST /api/applicant`) answers: the applicant's resume in the profile's shape. */
export const savedResumeSchema = {
  type: 'object',
  required: profileFieldNames,
  properties: profileFieldsProperties,
} as const;

/** What starting over (`POST /api/applicant/reset`) answers: the emptied resume, wrapped twice. */
export const resetResumeSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: { type: 'object', required: ['data'], properties: { data: savedResumeSchema } },
  },
} as const;

/** A row of the public detail's specialisations: one per main specialisation and one per sub (spec §3). */
const detailSpecializationSchema = {
  type: 'object',
  required: ['id', 'specialization', 'main_specialization_id'],
  properties: {
    id: { type: 'integer' },
    specialization: { type: 'string' },
    /** Null for a main specialisation, else its main's id. */
    main_specialization_id: { type: ['integer', 'null'] },
  },
} as const;

/** `GET /api/applicants/{id}`: the resume's sections, its specialisations as titled rows. */
export const resumeDetailSchema = {
  type: 'object',
  required: [...Object.keys(resumeFields), 'available_languages'],
  properties: {
    ...resumeFields,
    specializations: { type: 'array', items: detailSpecializationSchema },
    /** Issue 31: the main language first, then each version's. */
    available_languages: { type: 'array', items: { type: 'string', enum: supportedLanguages } },
  },
} as const;

const nullableText = { type: ['string', 'null'] } as const;

/** A company's profile as its account and the applicants it asks see it (issue 34). */
export const companyProfileSchema = {
  type: 'object',
  required: ['name', 'city', 'sector', 'website', 'description'],
  properties: {
    name: { type: 'string' },
    city: nullableText,
    sector: nullableText,
    website: nullableText,
    description: nullableText,
  },
} as const;

/** The `user` of login, signup and profile answers. */
export const userSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'is_company', 'email_verified_at', 'company', 'applicant'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ['user', 'admin'] },
    is_company: { type: 'boolean' },
    /** When the account confirmed its address, or null (issue 34). */
    email_verified_at: nullableText,
    /** A company's profile; null for an applicant. */
    company: { ...companyProfileSchema, type: ['object', 'null'] },
    applicant: { type: ['object', 'null'], required: profileFieldNames, properties: profileFieldsProperties },
  },
} as const;

export const profileSchema = {
  type: 'object',
  required: [...profileFieldNames, 'user'],
  properties: { ...profileFieldsProperties, user: userSchema },
} as const;

/** `{user, token}`: what signing up or in answers. */
export const sessionSchema = {
  type: 'object',
  required: ['user', 'token'],
  properties: { user: userSchema, token: { type: 'string' } },
} as const;
