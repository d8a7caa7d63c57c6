import { RATING_SCALE } from './constants';

export const RATING_LABELS = {
  1: 'Basic',
  2: 'Intermediate',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
} as const;

export type Rating = keyof typeof RATING_LABELS;
export type RatingLabel = (typeof RATING_LABELS)[Rating] | 'N/A';

/** The words for a language or tool level; anything off the 1–5 scale reads 'N/A' (spec §3). */
export function ratingLabel(rating: unknown): RatingLabel {
  // Form controls hand ratings over as strings, so '3' counts as 3.
  const value = typeof rating === 'string' && /^\d+$/.test(rating.trim()) ? Number(rating) : rating;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'N/A';
  if (value < RATING_SCALE.min || value > RATING_SCALE.max) return 'N/A';
  return RATING_LABELS[value as Rating];
}
