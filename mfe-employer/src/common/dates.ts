import { lastUpdatedText } from '@talent/resume-model';

/**
 * A short date in the reader's language ('Nov 22, 2026', «٢٢ی تشرینی دووەمی ٢٠٢٦»); '' for a value that is
 * not a date. `write` is `useCalendar().shortDate` (`@talent/i18n`), which writes Kurdish
 * from the catalogue where the browser's `Intl` has none.
 */
export function shortDate(value: string | null | undefined, write: (date: Date) => string): string {
  return lastUpdatedText(value, write) ?? '';
}
