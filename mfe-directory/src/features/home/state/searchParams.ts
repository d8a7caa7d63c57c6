// The Talent Pool search lives in the URL query (issue 6), so a search can be shared, bookmarked and
// survives reload and Back. Anything a hand-edited URL holds that the filters cannot mean is dropped.

import {
  AGE_RANGE_BOUNDS,
  BAGHDAD_ZONES,
  type BaghdadZone,
  cityHasZones,
  DIRECTORY_SORTS,
  type DirectoryFilters,
  type DirectorySort,
  effectiveSortOf,
  emptyDirectoryFilters,
  EXPERIENCE_RANGE_BOUNDS,
  GENDERS,
  type Gender,
  LATEST_SPECIALIZATION,
  type NumberRange,
  PAGE_SIZE,
  parseRangeEntry,
  openRangeOf,
  rangeFilter,
  searchQueryOf,
  sortRequestOf,
} from '@talent/resume-model';
import { type ApplicantFilterRequest, encodeFilterQuery } from '@talent/api-sdk';

const KEYS = {
  search: 'q',
  specialization: 'specialization',
  sub: 'sub',
  gender: 'gender',
  city: 'city',
  zone: 'zone',
  degree: 'degree',
  freshGraduate: 'freshGraduate',
  workAvailability: 'workAvailability',
  language: 'language',
  sort: 'sort',
} as const;

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
}

function flag(params: URLSearchParams, key: string): boolean | null {
  const value = text(params, key);
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

function range(params: URLSearchParams, key: string, bounds: NumberRange): NumberRange | null {
  const min = parseRangeEntry(params.get(`${key}_min`) ?? '');
  const max = parseRangeEntry(params.get(`${key}_max`) ?? '');
  if (min === null && max === null) return null;
  return rangeFilter({ min: min ?? bounds.min, max: max ?? bounds.max }, bounds);
}

/** A repeated key's values, each once, blanks left out. */
function list(params: URLSearchParams, key: string): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The search a URL query describes. */
export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  const filters = emptyDirectoryFilters();
  const specialization = text(params, KEYS.specialization);
  const city = text(params, KEYS.city);
  filters.search = searchQueryOf(params.get(KEYS.search));
  filters.gender = oneOf<Gender>(GENDERS, text(params, KEYS.gender));
  filters.age = range(params, 'age', AGE_RANGE_BOUNDS);
  filters.city = city;
  filters.zone = cityHasZones(city) ? oneOf<BaghdadZone>(BAGHDAD_ZONES, text(params, KEYS.zone)) : null;
  filters.degree = text(params, KEYS.degree);
  filters.freshGraduate = flag(params, KEYS.freshGraduate);
  filters.workAvailability = flag(params, KEYS.workAvailability);
  filters.experience = range(params, 'experience', EXPERIENCE_RANGE_BOUNDS);
  filters.languages = list(params, KEYS.language);
  filters.sort = oneOf<DirectorySort>(DIRECTORY_SORTS, text(params, KEYS.sort));
  if (specialization !== null && specialization !== LATEST_SPECIALIZATION) {
    filters.mainSpecializations = [specialization];
    // Sub-specialities exist only under an active specialisation tab (spec §2).
    filters.subSpecialities = list(params, KEYS.sub);
  }
  return filters;
}

/** The URL query for a search; defaults are left out, so an empty search is a bare `/`. */
export function paramsFromFilters(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | null) => {
    if (value !== null && value !== '') params.set(key, value);
  };
  const setRange = (key: string, value: NumberRange | null, bounds: NumberRange) => {
    const applied = rangeFilter(value, bounds);
    if (applied === null) return;
    params.set(`${key}_min`, String(applied.min));
    params.set(`${key}_max`, String(applied.max));
  };
  set(KEYS.search, searchQueryOf(filters.search));
  const specialization = filters.mainSpecializations[0] ?? null;
  set(KEYS.specialization, specialization);
  if (specialization !== null) {
    for (const sub of filters.subSpecialities) params.append(KEYS.sub, sub);
  }
  set(KEYS.gender, filters.gender);
  setRange('age', filters.age, AGE_RANGE_BOUNDS);
  set(KEYS.city, filters.city);
  if (cityHasZones(filters.city)) set(KEYS.zone, filters.zone);
  set(KEYS.degree, filters.degree);
  if (filters.freshGraduate !== null) params.set(KEYS.freshGraduate, filters.freshGraduate ? '1' : '0');
  if (filters.workAvailability !== null) {
    params.set(KEYS.workAvailability, filters.workAvailability ? '1' : '0');
  }
  setRange('experience', filters.experience, EXPERIENCE_RANGE_BOUNDS);
  for (const language of filters.languages) params.append(KEYS.language, language);
  set(KEYS.sort, filters.sort ?? null);
  return params;
}

/** The active specialisation tab: 'Latest' means no main specialisation filter (spec §4). */
export function activeTabOf(filters: DirectoryFilters): string {
  return filters.mainSpecializations[0] ?? LATEST_SPECIALIZATION;
}

/** The filters the advanced search modal sets (everything but the query and the tab). */
export function hasAdvancedFilters(filters: DirectoryFilters): boolean {
  return (
    filters.gender !== null ||
    rangeFilter(filters.age, AGE_RANGE_BOUNDS) !== null ||
    filters.city !== null ||
    filters.degree !== null ||
    filters.freshGraduate !== null ||
    filters.workAvailability !== null ||
    rangeFilter(filters.experience, EXPERIENCE_RANGE_BOUNDS) !== null ||
    filters.languages.length > 0 ||
    filters.subSpecialities.length > 0
  );
}

/**
 * The filter call for one page of a search (spec §7: page size 12), in the sort chosen, or best match
 * while a keyword is typed (issue 17), or newest first (issue 23: the spec's created_at ascending put a
 * resume published a minute ago last; the server keeps that default for calls without sort_by).
 */
export function filterRequestOf(filters: DirectoryFilters, page: number): ApplicantFilterRequest {
  return {
    page,
    per_page: PAGE_SIZE,
    ...sortRequestOf(effectiveSortOf(filters.sort, searchQueryOf(filters.search))),
    search: searchQueryOf(filters.search),
    gender: filters.gender,
    age: openRangeOf(filters.age, AGE_RANGE_BOUNDS),
    city: filters.city,
    zone: cityHasZones(filters.city) ? filters.zone : null,
    degree: filters.degree,
    freshGraduate: filters.freshGraduate,
    workAvailability: filters.workAvailability,
    experience: openRangeOf(filters.experience, EXPERIENCE_RANGE_BOUNDS),
    languages: filters.languages,
    mainSpecializations: filters.mainSpecializations,
    subSpecialities: filters.mainSpecializations.length > 0 ? filters.subSpecialities : [],
    // The first page also brings the counts the specialisation tabs show.
    facets: page === 1,
  };
}

/**
 * The search as a company saves it (issue 19's `POST /api/saved-searches`): the filter call's own query,
 * sort included, without what only pages the list (page, per_page) or counts it (facets).
 */
export function savedSearchQueryOf(filters: DirectoryFilters): string {
  const query = encodeFilterQuery(filterRequestOf(filters, 1));
  for (const key of ['page', 'per_page', 'facets']) query.delete(key);
  return query.toString();
}
