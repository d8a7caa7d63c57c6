// Reading the year and month strings of a resume, without the validation library: the display side
// (and every bundle that only shows resumes) needs these, not yup.

import { PRESENT } from '../constants';

const YEAR = /^\d{4}$/;
const MONTH = /^\d{1,2}$/;

/** The year as a number, or null when it is empty, a placeholder, 'Present' or not a year. */
export function yearOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && YEAR.test(text.trim()) ? Number(text.trim()) : null;
}

/** The month 1–12 as a number, or null. */
export function monthOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !MONTH.test(text.trim())) return null;
  const month = Number(text.trim());
  return month >= 1 && month <= 12 ? month : null;
}

export function isPresent(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === PRESENT;
}
