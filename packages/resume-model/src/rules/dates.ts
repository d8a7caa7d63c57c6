// Years and months of education, employment and activities (spec §5). They are strings in the
// resume: years such as '2019' (or 'Present' for an end year), months '1' to '12'.

import { string, type TestContext } from 'yup';
import { DATE_MESSAGES, type ValidationMessage } from '../messages';
import type { DurationShape } from '../schema/resume-schema';
import type { Duration } from '../types/resume';
import { activityYearRange, dateYearRange, type YearRange } from '../years';
import { isPresent, monthOf, yearOf } from './date-parts';
import { group, isFilled, todayOf, type RulesFor } from './schema-helpers';

export { isPresent, monthOf, yearOf } from './date-parts';

function yearIn(range: YearRange, value: unknown): boolean {
  const year = yearOf(value);
  return year !== null && year >= range.first && year <= range.last;
}

/** A filled year must lie in the range of the day the rule runs; an empty one is another rule's business. */
function yearInRange(rangeFor: (today: Date) => YearRange) {
  return function (this: TestContext, value: unknown) {
    if (!isFilled(value) || isPresent(value)) return true;
    const range = rangeFor(todayOf(this));
    return yearIn(range, value) || this.createError({ message: DATE_MESSAGES.yearOutOfRange(range) });
  };
}

function validMonth(value: unknown): boolean {
  return !isFilled(value) || monthOf(value) !== null;
}

/** What a date field needs when empty: nothing (optional) or a message. */
interface DurationRules {
  startYearRequired?: ValidationMessage;
  startMonthRequired?: ValidationMessage;
  /** The end is required unless `endOptional` says otherwise for the entry holding the duration. */
  endRequired?: {
    yearMessage: ValidationMessage;
    monthMessage: ValidationMessage;
    endOptional: (entry: Record<string, unknown>) => boolean;
  };
}

function required(message: ValidationMessage | undefined) {
  return (value: unknown) => message === undefined || isFilled(value);
}

/** The entry (education or job) that holds the duration being checked. */
function entryOf(test: TestContext): Record<string, unknown> {
  return (test.from?.[1]?.value ?? {}) as Record<string, unknown>;
}

function endRequired(rules: DurationRules, part: 'year' | 'month') {
  return function (this: TestContext, value: unknown) {
    const end = rules.endRequired;
    if (end === undefined || isFilled(value)) return true;
    if (isPresent(this.parent.end_year) || end.endOptional(entryOf(this))) return true;
    return this.createError({ message: part === 'year' ? end.yearMessage : end.monthMessage });
  };
}

/** True when the end lies before the start; unknown parts never make a duration wrong. */
export function endsBeforeStart(duration: Record<string, unknown>): boolean {
  const startYear = yearOf(duration.start_year);
  const endYear = yearOf(duration.end_year);
  if (startYear === null || endYear === null) return false;
  if (endYear !== startYear) return endYear < startYear;
  const startMonth = monthOf(duration.start_month);
  const endMonth = monthOf(duration.end_month);
  return startMonth !== null && endMonth !== null && endMonth < startMonth;
}

/** An education or employment duration: years 1950 to ten years ahead, months 1–12, end not before start. */
export function durationSchema(rules: DurationRules = {}) {
  return group({
    start_year: string()
      .ensure()
      .test('required', rules.startYearRequired ?? '', required(rules.startYearRequired))
      .test('in-range', '', yearInRange(dateYearRange)),
    start_month: string()
      .ensure()
      .test('required', rules.startMonthRequired ?? '', required(rules.startMonthRequired))
      .test('month', DATE_MESSAGES.monthInvalid, validMonth),
    end_year: string()
      .ensure()
      .test('required', '', endRequired(rules, 'year'))
      .test('in-range', '', yearInRange(dateYearRange))
      .test('not-before-start', DATE_MESSAGES.endBeforeStart, function (this: TestContext) {
        return !endsBeforeStart(this.parent);
      }),
    end_month: string()
      .ensure()
      .test('required', '', endRequired(rules, 'month'))
      .test('month', DATE_MESSAGES.monthInvalid, validMonth),
  } satisfies RulesFor<DurationShape>);
}

/** An activity's year: optional, 1950 to the current year. */
export function activityYearSchema() {
  return string().ensure().test('in-range', '', yearInRange(activityYearRange));
}

/** The years a select offers for `range`, latest first. */
export function yearChoices(range: YearRange): string[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, index) => String(range.last - index));
}

/** Spec §5: choosing 'Present' as the end year clears the end month. */
export function withEndYear(duration: Duration, endYear: string): Duration {
  return { ...duration, end_year: endYear, end_month: isPresent(endYear) ? '' : duration.end_month };
}
