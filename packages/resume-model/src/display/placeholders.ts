// Values the builder's empty choices hold. Spec §5 'Display-side rules': they count as empty, so a
// form that was never filled in reads the same as one holding blank strings.

export const START_YEAR_PLACEHOLDER = 'Start Year';
export const END_YEAR_PLACEHOLDER = 'End Year';
export const MONTH_PLACEHOLDER = 'Month';
export const YEAR_PLACEHOLDER = 'Year';
export const PARTICIPATION_PLACEHOLDER = 'Participated as';
export const CITY_PLACEHOLDER = 'Choose your city...';
export const ZONE_PLACEHOLDER = 'Choose your zone...';
/** Counts as empty for profile completeness only (spec §5 'Profile completeness'). */
export const GENDER_PLACEHOLDER = 'Gender';

export const PLACEHOLDERS = [
  START_YEAR_PLACEHOLDER,
  END_YEAR_PLACEHOLDER,
  MONTH_PLACEHOLDER,
  YEAR_PLACEHOLDER,
  PARTICIPATION_PLACEHOLDER,
  CITY_PLACEHOLDER,
  ZONE_PLACEHOLDER,
] as const;

/** True for anything that is not text with at least one non-space character. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function isPlaceholder(value: unknown): boolean {
  return typeof value === 'string' && (PLACEHOLDERS as readonly string[]).includes(value.trim());
}

/** The trimmed text worth showing, or null for blank, non-text and placeholder values. */
export function displayText(value: unknown): string | null {
  if (isBlank(value) || isPlaceholder(value)) return null;
  return (value as string).trim();
}
