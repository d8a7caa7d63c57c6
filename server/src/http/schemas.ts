// JSON schemas shared by routes: the Laravel-shaped error bodies the front end reads (spec §7, §8).

import { supportedLanguages } from '@talent/i18n/src/languages';

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** Any JSON: resume sections are stored whole and go out as they are. */
const anyJson = {} as const;

/** The applicant profile fields of spec §3 in the profile's shape (contracts-accounts.md). */
export const profileFieldsProperties = {
  id: { type: ['integer', 'null'] },
  image: { type: ['string', 'null'] },
  /** The resume's document language (issue #16). */
  language: { type: 'string', enum: supportedLanguages },
  contact: anyJson,
  specializations: anyJson,
  education: anyJson,
  languages: anyJson,
  tools: anyJson,
  skills: anyJson,
  summary: { type: ['string', 'null'] },
  courses: anyJson,
  employment: anyJson,
  activities: anyJson,
  projects: anyJson,
  volunteering: anyJson,
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
