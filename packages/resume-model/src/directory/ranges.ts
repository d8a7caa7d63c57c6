// Spec §5 'Range inputs' of the advanced search modal: two number boxes (min and max) kept inside
// their bounds and in order. The defaults of §9 (age 18–50, experience 2–10) are also the bounds:
// the spec names no other limits, and a range spanning the whole of them filters nothing.

import { DEFAULT_AGE_RANGE, DEFAULT_EXPERIENCE_RANGE, type NumberRange } from '../constants';

export const AGE_RANGE_BOUNDS: Readonly<NumberRange> = DEFAULT_AGE_RANGE;
export const EXPERIENCE_RANGE_BOUNDS: Readonly<NumberRange> = DEFAULT_EXPERIENCE_RANGE;

export type RangeEnd = 'min' | 'max';

/** A whole number typed into a range box, or null when the text is empty or not a number. */
export function parseRangeEntry(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.round(text) : null;
  if (typeof text !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  return Math.round(Number(text));
}

/**
 * The range after one end changed to `value`: the minimum stays at least the lower bound and not
 * above the maximum; the maximum stays at least the minimum and not above the upper bound.
 */
export function clampRangeEnd(
  range: Readonly<NumberRange>,
  end: RangeEnd,
  value: number,
  bounds: Readonly<NumberRange>,
): NumberRange {
  if (end === 'min') return { min: Math.min(Math.max(value, bounds.min), range.max), max: range.max };
  return { min: range.min, max: Math.max(Math.min(value, bounds.max), range.min) };
}

/**
 * What a range box settles on when it loses focus: the clamped number, or its bound when the entry
 * is empty or not a number (the lower bound for the minimum, the upper one for the maximum).
 */
export function settleRangeEntry(
  range: Readonly<NumberRange>,
  end: RangeEnd,
  text: unknown,
  bounds: Readonly<NumberRange>,
): NumberRange {
  const value = parseRangeEntry(text);
  return clampRangeEnd(range, end, value ?? bounds[end], bounds);
}

/** A range that spans its whole bounds filters nothing, so it is sent as no filter at all. */
export function rangeFilter(
  range: Readonly<NumberRange> | null,
  bounds: Readonly<NumberRange>,
): NumberRange | null {
  if (range === null) return null;
  const min = clampRangeEnd(bounds, 'min', range.min, bounds).min;
  const max = clampRangeEnd({ min, max: bounds.max }, 'max', range.max, bounds).max;
  return min === bounds.min && max === bounds.max ? null : { min, max };
}
