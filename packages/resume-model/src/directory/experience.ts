// Years of experience from the employment dates: what the directory filters and sorts on and what a
// card shows ("5 years"), one rule for the server and the screens.

import { isPresent } from '../rules/date-parts';
import type { Duration } from '../types/resume';

const EARLIEST_YEAR = 1900;

/** Months since year 0 of a duration's first month and the month after its last; null when it names no real span. */
function monthSpan(
  duration: Partial<Duration> | null | undefined,
  today: Date,
): { start: number; end: number } | null {
  if (duration === null || typeof duration !== 'object') return null;
  const startYear = Number(duration.start_year);
  if (!Number.isInteger(startYear) || startYear < EARLIEST_YEAR) return null;
  const startMonth = Number(duration.start_month);
  const start = startYear * 12 + (startMonth >= 1 && startMonth <= 12 ? startMonth - 1 : 0);
  let end: number;
  if (isPresent(duration.end_year)) {
    // A current job counts up to this month.
    end = today.getUTCFullYear() * 12 + today.getUTCMonth();
  } else {
    const endYear = Number(duration.end_year);
    if (!Number.isInteger(endYear) || endYear < EARLIEST_YEAR) return null;
    const endMonth = Number(duration.end_month);
    end = endYear * 12 + (endMonth >= 1 && endMonth <= 12 ? endMonth - 1 : 11);
  }
  // A job cannot reach past this month, whatever its end year says.
  end = Math.min(end, today.getUTCFullYear() * 12 + today.getUTCMonth());
  return end >= start ? { start, end: end + 1 } : null;
}

/**
 * Whole years of employment: the months covered by at least one job (overlapping jobs count once),
 * divided by twelve and rounded down. Durations that name no real span are left out.
 */
export function experienceYearsOf(
  durations: ReadonlyArray<Partial<Duration> | null | undefined>,
  today: Date,
): number {
  const spans = durations
    .map((duration) => monthSpan(duration, today))
    .filter((span) => span !== null)
    .sort((a, b) => a.start - b.start);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const span of spans) {
    const from = Math.max(span.start, coveredUntil);
    if (span.end > from) months += span.end - from;
    coveredUntil = Math.max(coveredUntil, span.end);
  }
  return Math.floor(months / 12);
}
