import {
  AVAILABILITY_BADGES,
  COMPLETION_PART_COUNTS,
  COMPLETION_WEIGHTS,
  COURSE_DURATIONS,
  DEFAULT_AGE_RANGE,
  DEFAULT_EXPERIENCE_RANGE,
  DEFAULT_FORM_SHARE_PERCENT,
  DEFAULT_PREVIEW_SHARE_PERCENT,
  DEFAULT_SORT,
  LATEST_SPECIALIZATION,
  PAGE_SIZE,
  PHOTO_MAX_BYTES,
  STORAGE_KEYS,
} from './constants';
import { emptyDirectoryFilters } from './types/directory';

describe('spec §9 constants', () => {
  it('pages the directory by 12, oldest first, starting on the Latest tab', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(DEFAULT_SORT).toEqual({ sort_by: 'created_at', sort_order: 'asc' });
    expect(LATEST_SPECIALIZATION).toBe('Latest');
  });

  it('uses the badge texts of the applicant card', () => {
    expect(AVAILABILITY_BADGES).toEqual({ available: 'Ready to start', employed: 'Currently employed' });
  });

  it('limits photos to 5 MB, i.e. 5242880 bytes', () => {
    expect(PHOTO_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('defaults the advanced search ranges to age 18–50 and experience 2–10', () => {
    expect(DEFAULT_AGE_RANGE).toEqual({ min: 18, max: 50 });
    expect(DEFAULT_EXPERIENCE_RANGE).toEqual({ min: 2, max: 10 });
  });

  it('splits the builder into a form and a preview that fill the width', () => {
    expect(DEFAULT_FORM_SHARE_PERCENT + DEFAULT_PREVIEW_SHARE_PERCENT).toBeCloseTo(100);
  });

  it('weighs completion 30/30/20/20 over 6/2/2/1 parts', () => {
    expect(COMPLETION_WEIGHTS).toEqual({ personal: 30, education: 30, experience: 20, skills: 20 });
    expect(Object.values(COMPLETION_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(COMPLETION_PART_COUNTS).toEqual({ personal: 6, education: 2, experience: 2, skills: 1 });
  });

  it('offers the nine course durations from 1 week to 1 year', () => {
    expect(COURSE_DURATIONS).toHaveLength(9);
    expect(COURSE_DURATIONS[0]).toBe('1 week');
    expect(COURSE_DURATIONS[8]).toBe('1 year');
  });

  it('keeps the session under the token and user keys', () => {
    expect(STORAGE_KEYS.token).toBe('token');
    expect(STORAGE_KEYS.user).toBe('user');
  });
});

describe('directory filters', () => {
  it('start empty: null, empty lists and an empty search', () => {
    const filters = emptyDirectoryFilters();
    expect(filters.search).toBe('');
    expect(filters.gender).toBeNull();
    expect(filters.age).toBeNull();
    expect(filters.mainSpecializations).toEqual([]);
  });

  it('are a fresh object each time, so one screen cannot change another one’s defaults', () => {
    const first = emptyDirectoryFilters();
    first.mainSpecializations.push('Information Technology');
    expect(emptyDirectoryFilters().mainSpecializations).toEqual([]);
  });
});
