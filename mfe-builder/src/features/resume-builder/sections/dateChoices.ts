import type { Calendar } from '@talent/i18n/src/calendar';
import { yearChoices, type YearRange } from '@talent/resume-model';
import type { Choice } from '../components/fields';

/** The years to pick from, written in the interface's digits (٢٠٢٤ in Arabic); the value stays 2024. */
export function yearOptions(range: YearRange, calendar: Calendar): Choice[] {
  return yearChoices(range).map((year) => ({ value: year, label: calendar.digits(Number(year)) }));
}

/** The twelve months by name in the interface's calendar; the value is the month's number. */
export function monthOptions(calendar: Calendar): Choice[] {
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: calendar.monthName(index + 1),
  }));
}
