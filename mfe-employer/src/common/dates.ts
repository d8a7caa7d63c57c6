import { lastUpdatedText } from '@talent/resume-model';

/** A short date in the reader's language ('Nov 22, 2026'); '' for a value that is not a date. */
export function shortDate(value: string | null | undefined, locale: string): string {
  return lastUpdatedText(value, locale) ?? '';
}
