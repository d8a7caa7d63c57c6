// Educational background (spec §5 'Education').

import { array } from 'yup';
import { PRESENT, UNDERGRADUATE_DEGREE } from '../constants';
import { EDUCATION_MESSAGES } from '../messages';
import type { EducationEntryShape } from '../schema/resume-schema';
import type { EducationEntry } from '../types/resume';
import { dateYearRange } from '../years';
import { durationSchema, yearChoices, yearOf } from './dates';
import { group, requiredText, type ResumeRuleContext, type RulesFor } from './schema-helpers';

export function isUndergraduate(degree: unknown): boolean {
  return typeof degree === 'string' && degree.trim() === UNDERGRADUATE_DEGREE;
}

export const educationEntrySchema = group({
  degree: requiredText(EDUCATION_MESSAGES.degreeRequired),
  institute: requiredText(EDUCATION_MESSAGES.instituteRequired),
  duration: durationSchema({
    startYearRequired: EDUCATION_MESSAGES.startYearRequired,
    startMonthRequired: EDUCATION_MESSAGES.startMonthRequired,
    endRequired: {
      yearMessage: EDUCATION_MESSAGES.endYearRequired,
      monthMessage: EDUCATION_MESSAGES.endMonthRequired,
      endOptional: (entry) => isUndergraduate(entry.degree),
    },
  }),
} satisfies RulesFor<EducationEntryShape>);

export const educationSchema = array()
  .ensure()
  .of(educationEntrySchema)
  .min(1, EDUCATION_MESSAGES.atLeastOne);

/** Spec §5: 'Add another education' is disabled while any entry is incomplete. */
export function canAddEducation(
  entries: readonly EducationEntry[],
  context: ResumeRuleContext = {},
): boolean {
  return entries.every((entry) => educationEntrySchema.isValidSync(entry, { context }));
}

/** Spec §5: the last education entry cannot be deleted. */
export function canRemoveEducation(entries: readonly EducationEntry[]): boolean {
  return entries.length > 1;
}

/**
 * Spec §5: the end years offered for an entry, latest first: none before its start year, and
 * 'Present' (first) only for an Undergraduate.
 */
export function educationEndYearChoices(entry: EducationEntry, today: Date = new Date()): string[] {
  const range = dateYearRange(today);
  const start = yearOf(entry.duration.start_year);
  const years = yearChoices({ first: Math.max(range.first, start ?? range.first), last: range.last });
  return isUndergraduate(entry.degree) ? [PRESENT, ...years] : years;
}
