import { monthName, yearChoices, type YearRange } from '@talent/resume-model';
import type { Choice } from '../components/fields';

/** The years to pick from, written in the interface's digits (٢٠٢٤ in Arabic); the value stays 2024. */
export function yearOptions(range: YearRange, locale: string): Choice[] {
  const digits = new Intl.NumberFormat(locale, { useGrouping: false });
  return yearChoices(range).map((year) => ({ value: year, label: digits.format(Number(year)) }));
}

/** The twelve months by name in the interface's `Intl` locale; the value is the month's number. */
export function monthOptions(locale: string): Choice[] {
  return Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1);
    return { value, label: monthName(value, locale) ?? value };
  });
}
