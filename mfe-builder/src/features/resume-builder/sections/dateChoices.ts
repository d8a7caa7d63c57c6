import { monthName, yearChoices, type YearRange } from '@talent/resume-model';
import type { Choice } from '../components/fields';

export function yearOptions(range: YearRange): Choice[] {
  return yearChoices(range).map((year) => ({ value: year, label: year }));
}

export function monthOptions(locale: string): Choice[] {
  return Array.from({ length: 12 }, (_, index) => {
    const value = String(index + 1);
    return { value, label: monthName(value, locale) ?? value };
  });
}
