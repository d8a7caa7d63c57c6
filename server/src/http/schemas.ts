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
 * The applicant profile fields of spec §3 in the profile's shape (contracts-accounts.md): every section
 * the resume's schema declares (@talent/resume-model's schema), so none is dropped from the answer.
 */
export const profileFieldsProperties = {
  id: { type: ['integer', 'null'] },
  image: { type: ['string', 'null'] },
  ...(Object.fromEntries(RESUME_SECTION_NAMES.map((name) => [name, anyJson])) as Record<
    ResumeSchemaSection,
    typeof anyJson
  >),
  /** The resume's document language (issue #16). */
  language: { type: 'string', enum: supportedLanguages },
  summary: { type: ['string', 'null'] },
  published: { type: 'boolean' },
  updated_at: { type: ['string', 'null'] },
} as const;

const profileFieldNames = Object.keys(profileFieldsProperties);

/** The `user` of login, signup and profile answers. */
export const userSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'is_company', 'applicant'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: ['user', 'admin'] },
    is_company: { type: 'boolean' },
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
