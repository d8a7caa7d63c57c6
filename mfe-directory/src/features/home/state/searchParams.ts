// The Talent Pool search lives in the URL query (issue 6), so a search can be shared, bookmarked and
// survives reload and Back. Anything a hand-edited URL holds that the filters cannot mean is dropped.

import {
  appliedFilterValue,
  DIRECTORY_FILTER_DECLARATIONS,
  DIRECTORY_SORTS,
  type DirectoryFilters,
  type DirectorySort,
  effectiveSortOf,
  emptyDirectoryFilters,
  flagOf,
  flagText,
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

/** The page's own keys; each filter's key is its declaration's `url` (DIRECTORY_FILTER_DECLARATIONS). */
const KEYS = {
  search: 'q',
  specialization: 'specialization',
  sub: 'sub',
  sort: 'sort',
} as const;

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  return value ? value : null;
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
  filters.search = searchQueryOf(params.get(KEYS.search));
  const read = filters as unknown as Record<string, unknown>;
  for (const declaration of DIRECTORY_FILTER_DECLARATIONS) {
    const { url } = declaration;
    switch (declaration.kind) {
      case 'equal': {
        const value = text(params, url);
        read[declaration.field] = declaration.values ? oneOf(declaration.values, value) : value;
        break;
      }
      case 'flag':
        read[declaration.field] = flagOf(params.get(url));
        break;
      case 'range':
        read[declaration.field] = range(params, url, declaration.bounds);
        break;
      case 'list':
        read[declaration.field] = list(params, url);
        break;
    }
  }
  // A filter that does not apply with the others (a zone outside Baghdad) is none.
  for (const declaration of DIRECTORY_FILTER_DECLARATIONS) {
    if (declaration.appliesWith && !declaration.appliesWith(filters)) read[declaration.field] = null;
  }
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
  set(KEYS.search, searchQueryOf(filters.search));
  const specialization = filters.mainSpecializations[0] ?? null;
  set(KEYS.specialization, specialization);
  if (specialization !== null) {
    for (const sub of filters.subSpecialities) params.append(KEYS.sub, sub);
  }
  for (const declaration of DIRECTORY_FILTER_DECLARATIONS) {
    const value = appliedFilterValue(declaration, filters);
    if (value === null) continue;
    const { url } = declaration;
    if (typeof value === 'boolean') params.set(url, flagText(value));
    else if (typeof value === 'string') set(url, value);
    else if (Array.isArray(value)) for (const item of value) params.append(url, item);
    else {
      params.set(`${url}_min`, String(value.min));
      params.set(`${url}_max`, String(value.max));
    }
  }
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
    DIRECTORY_FILTER_DECLARATIONS.some((declaration) => appliedFilterValue(declaration, filters) !== null) ||
    filters.subSpecialities.length > 0
  );
}

/**
 * The filter call for one page of a search (spec §7: page size 12), in the sort chosen, or best match
 * while a keyword is typed (issue 17), or newest first (issue 23: the spec's created_at ascending put a
 * resume published a minute ago last; the server keeps that default for calls without sort_by).
 */
export function filterRequestOf(filters: DirectoryFilters, page: number): ApplicantFilterRequest {
  const applied = Object.fromEntries(
    DIRECTORY_FILTER_DECLARATIONS.map((declaration) => [
      declaration.field,
      declaration.kind === 'range'
        ? openRangeOf(filters[declaration.field], declaration.bounds)
        : declaration.appliesWith && !declaration.appliesWith(filters)
          ? null
          : filters[declaration.field],
    ]),
  ) as Partial<ApplicantFilterRequest>;
  return {
    page,
    per_page: PAGE_SIZE,
    ...sortRequestOf(effectiveSortOf(filters.sort, searchQueryOf(filters.search))),
    search: searchQueryOf(filters.search),
    ...applied,
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
