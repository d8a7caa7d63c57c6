import type { ApplicantFilterRequest } from './calls';

// The sort choice travels as sort_by and sort_order, and facets as a flag: neither is a filter.
type FilterKey = Exclude<
  keyof ApplicantFilterRequest,
  'page' | 'per_page' | 'sort_by' | 'sort_order' | 'sort' | 'facets'
>;

/**
 * The query of `GET /api/applicants/filter` in the spec §7 encoding: freshGraduate (and the other
 * flags) as 1 or 0, lists as `key[]`, ranges as `key_min` / `key_max` (an open end left out), other non-empty values as they
 * are. Empty values are left out, so an unfiltered request carries only the paging keys.
 */
export function encodeFilterQuery(request: ApplicantFilterRequest): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(request.page));
  if (request.per_page !== undefined) query.set('per_page', String(request.per_page));
  if (request.sort_by) query.set('sort_by', request.sort_by);
  if (request.sort_order) query.set('sort_order', request.sort_order);
  if (request.facets) query.set('facets', '1');

  const filters: Required<Pick<ApplicantFilterRequest, FilterKey>> = {
    search: request.search ?? '',
    gender: request.gender ?? null,
    age: request.age ?? null,
    city: request.city ?? null,
    zone: request.zone ?? null,
    degree: request.degree ?? null,
    freshGraduate: request.freshGraduate ?? null,
    workAvailability: request.workAvailability ?? null,
    experience: request.experience ?? null,
    mainSpecializations: request.mainSpecializations ?? [],
    subSpecializations: request.subSpecializations ?? [],
    subSpecialities: request.subSpecialities ?? [],
    languages: request.languages ?? [],
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item.trim() !== '') query.append(`${key}[]`, item);
    } else if (typeof value === 'boolean') {
      query.set(key, value ? '1' : '0');
    } else if (typeof value === 'object') {
      if (value.min !== null) query.set(`${key}_min`, String(value.min));
      if (value.max !== null) query.set(`${key}_max`, String(value.max));
    } else if (value.trim() !== '') {
      query.set(key, key === 'search' ? value.trim() : value);
    }
  }
  return query;
}
