// Validation messages of spec §5, grouped by the form section that shows them. A rule names its
// message by key and the values it quotes; the words live once, in the `validation` catalogue
// (packages/i18n/src/locales/{en,ar,ckb}/validation.json, the English being the spec's own), so the
// builder, the account forms and the server's 422 answers read them in the user's language.

import type { MessageDescriptor, MessageValue } from '@talent/i18n/src/messages';
import type validation from '@talent/i18n/src/locales/en/validation.json';
import {
  COURSE_DURATIONS,
  MAIN_SPECIALIZATIONS_LIMITS,
  RESET_PASSWORD_MIN_LENGTH,
  SKILLS_LIMITS,
  SUMMARY_MIN_WORDS,
} from './constants';
import type { YearRange } from './years';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message of the `validation` namespace, e.g. 'personal.fullNameRequired'. */
export type ValidationKey = KeysOf<typeof validation>;

/** A rule's message: its key in the `validation` namespace and the values it quotes. */
export type ValidationMessage = MessageDescriptor & { readonly key: `validation:${ValidationKey}` };

// Marked free of side effects, so a bundle keeps only the groups of messages its code reads (the
// directory's cards read DISPLAY_MESSAGES alone, not the builder's; issue 32's 170 KB for `/`).
/*#__NO_SIDE_EFFECTS__*/
function message(key: ValidationKey, values?: Record<string, MessageValue>): ValidationMessage {
  return values === undefined ? { key: `validation:${key}` } : { key: `validation:${key}`, values };
}

export const ACCOUNT_MESSAGES = {
  invalidEmail: message('account.invalidEmail'),
  passwordRequired: message('account.passwordRequired'),
  passwordsDoNotMatch: message('account.passwordsDoNotMatch'),
  fullNameRequired: message('account.fullNameRequired'),
  companyNameRequired: message('account.companyNameRequired'),
  fillInAllFields: message('account.fillInAllFields'),
  emailMissing: message('account.emailMissing'),
  resetPasswordRule: message('account.resetPasswordRule', { min: RESET_PASSWORD_MIN_LENGTH }),
  invalidResetLink: message('account.invalidResetLink'),
  // Not in the spec: the server refuses shorter passwords (the reset rule's minimum), so signup says so up front.
  passwordTooShort: message('account.passwordTooShort', { min: RESET_PASSWORD_MIN_LENGTH }),
} as const;

export const PHOTO_MESSAGES = {
  invalidType: message('photo.invalidType'),
  tooLarge: message('photo.tooLarge'),
  invalidFormat: message('photo.invalidFormat'),
  readFailed: message('photo.readFailed'),
  processFailed: message('photo.processFailed'),
  nothingToSave: message('photo.nothingToSave'),
} as const;

/** Two accepted ways to write an Iraqi mobile number, quoted after the phone format error. */
export const PHONE_EXAMPLES = ['+9647701234567', '07701234567'] as const;

export const PERSONAL_MESSAGES = {
  fullNameRequired: message('personal.fullNameRequired'),
  emailRequired: message('personal.emailRequired'),
  emailInvalid: message('personal.emailInvalid'),
  birthdateRequired: message('personal.birthdateRequired'),
  phoneRequired: message('personal.phoneRequired'),
  phoneInvalid: message('personal.phoneInvalid', {
    international: PHONE_EXAMPLES[0],
    local: PHONE_EXAMPLES[1],
  }),
  genderRequired: message('personal.genderRequired'),
  cityRequired: message('personal.cityRequired'),
  zoneRequiredForBaghdad: message('personal.zoneRequiredForBaghdad'),
  // The spec names no message for these two; they follow 'Invalid email format'.
  birthdateInvalid: message('personal.birthdateInvalid'),
  genderInvalid: message('personal.genderInvalid'),
  // Not in the spec (issue #23's choice): the builder's switch cannot break it, an API call can.
  birthdateDisplayInvalid: message('personal.birthdateDisplayInvalid'),
  // Not in the spec (the document language came later); the builder's choice cannot break it, an API call can.
  documentLanguageInvalid: message('personal.documentLanguageInvalid'),
} as const;

export const LINK_MESSAGES = {
  // Spec §5 gives no text for a link that is not a web address; same voice as 'Invalid email format'.
  invalid: message('links.invalid'),
} as const;

export const SPECIALIZATION_MESSAGES = {
  atLeastOne: message('specializations.atLeastOne'),
  // The spec states the limits (§9: 1 to 2 main ones) but quotes no text beyond the first one.
  tooMany: message('specializations.tooMany', { count: MAIN_SPECIALIZATIONS_LIMITS.max }),
  chosenTwice: message('specializations.chosenTwice'),
  unknown: message('specializations.unknown'),
  subNotUnderMain: message('specializations.subNotUnderMain'),
} as const;

export const EDUCATION_MESSAGES = {
  atLeastOne: message('education.atLeastOne'),
  degreeRequired: message('education.degreeRequired'),
  instituteRequired: message('education.instituteRequired'),
  startYearRequired: message('education.startYearRequired'),
  startMonthRequired: message('education.startMonthRequired'),
  endYearRequired: message('education.endYearRequired'),
  endMonthRequired: message('education.endMonthRequired'),
} as const;

/** Dates of education, employment and activities; the spec states the ranges but quotes no text. */
export const DATE_MESSAGES = {
  yearOutOfRange: (range: YearRange) =>
    message('dates.yearOutOfRange', { first: range.first, last: range.last }),
  monthInvalid: message('dates.monthInvalid', { first: 1, last: 12 }),
  endBeforeStart: message('dates.endBeforeStart'),
} as const;

export const COURSE_MESSAGES = {
  durationInvalid: message('courses.durationInvalid', { durations: COURSE_DURATIONS }),
} as const;

export const SUMMARY_MESSAGES = {
  required: message('summary.required'),
  tooShort: message('summary.tooShort', { count: SUMMARY_MIN_WORDS }),
} as const;

export const SKILL_MESSAGES = {
  atLeastOne: message('skills.atLeastOne'),
  tooMany: message('skills.tooMany', { count: SKILLS_LIMITS.max }),
} as const;

export const LANGUAGE_MESSAGES = {
  // The spec says 'at least one' for languages without quoting a text; worded like the tools' one.
  atLeastOne: message('languages.atLeastOne'),
  nameRequired: message('languages.nameRequired'),
  levelRequired: message('languages.levelRequired'),
} as const;

export const TOOL_MESSAGES = {
  atLeastOne: message('tools.atLeastOne'),
  nameRequired: message('tools.nameRequired'),
  levelRequired: message('tools.levelRequired'),
} as const;

/** A section's name as the messages print it: 'Personal' reads 'المعلومات الشخصية' in Arabic. */
function sectionNames(sections: readonly string[]): ValidationMessage[] {
  return sections.map((section) => ({ key: `validation:sections.${section}` as ValidationMessage['key'] }));
}

/** The submit-level message naming the sections that still fail. */
export function sectionsToFixMessage(sections: readonly string[]): ValidationMessage {
  return message('publish.sectionsToFix', { sections: sectionNames(sections) });
}

/** Publish refused (spec §4 'Resume publication'). */
export function cannotPublishMessage(sections: readonly string[]): ValidationMessage {
  return message('publish.cannotPublish', { sections: sectionNames(sections) });
}

/**
 * The warning shown when an edit makes a published resume invalid (spec §4). The spec quotes the
 * Personal one; every other section uses the same sentence with its own section name.
 */
export function unpublishedWarning(section: string): ValidationMessage {
  return message('publish.unpublished', { section: sectionNames([section])[0]! });
}

export const DISPLAY_MESSAGES = {
  invalidApplicantId: message('display.invalidApplicantId'),
} as const;
