// Professional summary (spec §5 'Summary').

import { SUMMARY_MIN_WORDS } from '../constants';
import { SUMMARY_MESSAGES } from '../messages';
import { isFilled, requiredText } from './schema-helpers';

/** Words separated by white space; what the 'Word count: n/300' counter shows. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export const summarySchema = requiredText(SUMMARY_MESSAGES.required).test(
  'long-enough',
  SUMMARY_MESSAGES.tooShort,
  (summary) => !isFilled(summary) || countWords(summary) >= SUMMARY_MIN_WORDS,
);
