// Spec §5 'Range inputs' of the advanced search modal: two number boxes (min and max) kept inside
// their bounds and in order. Issue 23: the ranges are open at both ends (docs/decisions.md) — age 16 to
// 65+, experience 0 to 10+ — a minimum at the lower bound means no minimum and a maximum at the upper
// bound means "and more", so a range spanning the whole bounds filters nothing and any other always does.

import type { NumberRange } from '../constants';

export const AGE_RANGE_BOUNDS: Readonly<NumberRange> = { min: 16, max: 65 };
export const EXPERIENCE_RANGE_BOUNDS: Readonly<NumberRange> = { min: 0, max: 10 };

/** A range as the filter call sends it: an end left open is null ("5+ years" has no maximum). */
export interface OpenRange {
  min: number | null;
  max: number | null;
}

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

/**
 * The range as the filter call sends it: an end at its bound is open (null), so "10+ years" finds
 * twelve years too and "up to 20" anyone younger; null when both ends are open.
 */
export function openRangeOf(
  range: Readonly<NumberRange> | null,
  bounds: Readonly<NumberRange>,
): OpenRange | null {
  const applied = rangeFilter(range, bounds);
  if (applied === null) return null;
  return {
    min: applied.min === bounds.min ? null : applied.min,
    max: applied.max === bounds.max ? null : applied.max,
  };
}

/** How a range reads on a chip: from–to, "5+" (no maximum) or "up to 5" (no minimum). */
export type RangeShape =
  | { kind: 'between'; min: number; max: number }
  | { kind: 'atLeast'; min: number }
  | { kind: 'atMost'; max: number };

export function rangeShapeOf(range: OpenRange): RangeShape | null {
  if (range.min !== null && range.max !== null) return { kind: 'between', min: range.min, max: range.max };
  if (range.min !== null) return { kind: 'atLeast', min: range.min };
  if (range.max !== null) return { kind: 'atMost', max: range.max };
  return null;
}
