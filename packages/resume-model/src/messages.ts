// Validation messages of spec §5, word for word, grouped by the form section that shows them.
// The yup schemas of a later issue and the server's 422 answers both read from here.

import { COURSE_DURATIONS, MAIN_SPECIALIZATIONS_LIMITS, SKILLS_LIMITS, SUMMARY_MIN_WORDS } from './constants';
import type { YearRange } from './years';

export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  fullNameRequired: 'Full name is required',
  fillInAllFields: 'Please fill in all fields',
  emailMissing: 'Please enter your email address',
  resetPasswordRule: 'Please ensure your passwords match and are at least 8 characters long',
  invalidResetLink: 'Invalid reset link. Please request a new one.',
  // Not in the spec: the server refuses shorter passwords (the reset rule's minimum), so signup says so up front.
  passwordTooShort: 'Password must be at least 8 characters long',
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
  // The spec names no message for these two; they follow 'Invalid email format'.
  birthdateInvalid: 'Invalid date of birth',
  genderInvalid: 'Gender must be Female or Male',
  // Not in the spec (the document language came later); the builder's choice cannot break it, an API call can.
  documentLanguageInvalid: 'Resume language must be English, Arabic or Kurdish',
} as const;

export const LINK_MESSAGES = {
  // Spec §5 gives no text for a link that is not a web address; same voice as 'Invalid email format'.
  invalid: 'Invalid link format',
} as const;

export const SPECIALIZATION_MESSAGES = {
  atLeastOne: 'At least one specialization is required.',
  // The spec states the limits (§9: 1 to 2 main ones) but quotes no text beyond the first one.
  tooMany: `You can choose at most ${MAIN_SPECIALIZATIONS_LIMITS.max} specializations.`,
  chosenTwice: 'Each specialization can be chosen only once.',
  unknown: 'Unknown specialization.',
  subNotUnderMain: 'A sub-specialization must belong to its main specialization.',
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

/** Dates of education, employment and activities; the spec states the ranges but quotes no text. */
export const DATE_MESSAGES = {
  yearOutOfRange: (range: YearRange) => `Year must be between ${range.first} and ${range.last}`,
  monthInvalid: 'Month must be between 1 and 12',
  endBeforeStart: 'End date cannot be before start date',
} as const;

export const COURSE_MESSAGES = {
  durationInvalid: `Course duration must be one of: ${COURSE_DURATIONS.join(', ')}`,
} as const;

export const SUMMARY_MESSAGES = {
  required: 'Professional Summary is required.',
  tooShort: `Professional Summary must be at least ${SUMMARY_MIN_WORDS} words.`,
} as const;

export const SKILL_MESSAGES = {
  atLeastOne: 'At least one skill is required.',
  tooMany: `You can add at most ${SKILLS_LIMITS.max} skills.`,
} as const;

export const LANGUAGE_MESSAGES = {
  // The spec says 'at least one' for languages without quoting a text; worded like the tools' one.
  atLeastOne: 'At least one language is required.',
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

/** Publish refused (spec §4 'Resume publication'). */
export function cannotPublishMessage(sections: readonly string[]): string {
  return `Cannot publish resume. ${sectionsToFixMessage(sections)}`;
}

/**
 * The warning shown when an edit makes a published resume invalid (spec §4). The spec quotes the
 * Personal one; every other section uses the same sentence with its own section name.
 */
export function unpublishedWarning(section: string): string {
  return `Resume unpublished because required fields in the ${section} section are invalid or empty.`;
}

export const DISPLAY_MESSAGES = {
  invalidApplicantId: 'Invalid applicant ID',
} as const;
