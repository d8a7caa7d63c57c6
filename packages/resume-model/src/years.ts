import { FIRST_SELECTABLE_YEAR, YEARS_AHEAD } from './constants';

export interface YearRange {
  first: number;
  last: number;
}

/** Years offered for education and employment dates: 1950 to ten years after `today` (spec §5). */
export function dateYearRange(today: Date): YearRange {
  return { first: FIRST_SELECTABLE_YEAR, last: today.getFullYear() + YEARS_AHEAD };
}

/** Years offered for an activity: 1950 to the year of `today`; an activity cannot lie ahead. */
export function activityYearRange(today: Date): YearRange {
  return { first: FIRST_SELECTABLE_YEAR, last: today.getFullYear() };
}
