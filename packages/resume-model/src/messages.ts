// Validation messages of spec §5, word for word, grouped by the form section that shows them.
// The yup schemas of a later issue and the server's 422 answers both read from here.

import { SUMMARY_MIN_WORDS } from './constants';

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  fillInAllFields: 'Please fill in all fields',
  emailMissing: 'Please enter your email address',
  resetPasswordRule: 'Please ensure your passwords match and are at least 8 characters long',
  invalidResetLink: 'Invalid reset link. Please request a new one.',
} as const;

export const PHOTO_MESSAGES = {
  invalidType: 'Please upload a valid image file (JPG or PNG).',
  tooLarge: 'File size should be less than 5MB.',
  invalidFormat: 'Invalid image format.',
  readFailed: 'Failed to read the file. Please try again.',
  processFailed: 'Failed to process the image. Please try again.',
  nothingToSave: 'No image to save.',
} as const;

/** Two accepted ways to write an Iraqi mobile number, quoted after the phone format error. */
export const PHONE_EXAMPLES = ['+9647701234567', '07701234567'] as const;

export const PERSONAL_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  birthdateRequired: 'Date of birth is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: `Invalid phone number format (e.g. ${PHONE_EXAMPLES[0]} or ${PHONE_EXAMPLES[1]})`,
  genderRequired: 'Gender is required',
  cityRequired: 'City is required',
  zoneRequiredForBaghdad: 'Zone is required for Baghdad',
} as const;

export const SPECIALIZATION_MESSAGES = {
  atLeastOne: 'At least one specialization is required.',
} as const;

export const EDUCATION_MESSAGES = {
  atLeastOne: 'At least one education entry is required.',
  degreeRequired: 'Degree is required',
  instituteRequired: 'Institute is required',
  startYearRequired: 'Start year is required',
  startMonthRequired: 'Start month is required',
  endYearRequired: 'End year is required for non-undergraduate degrees',
  endMonthRequired: 'End month is required for non-undergraduate degrees',
} as const;

export const SUMMARY_MESSAGES = {
  required: 'Professional Summary is required.',
  tooShort: `Professional Summary must be at least ${SUMMARY_MIN_WORDS} words.`,
} as const;

export const SKILL_MESSAGES = {
  atLeastOne: 'At least one skill is required.',
} as const;

export const LANGUAGE_MESSAGES = {
  nameRequired: 'Language name is required.',
  levelRequired: 'Proficiency level is required.',
} as const;

export const TOOL_MESSAGES = {
  atLeastOne: 'At least one tool is required.',
  nameRequired: 'Tool or technology name is required.',
  levelRequired: 'Proficiency level is required.',
} as const;

/** The submit-level message naming the sections that still fail. */
export function sectionsToFixMessage(sections: readonly string[]): string {
  return `Please fill in the required fields in the following sections: ${sections.join(', ')}`;
}
