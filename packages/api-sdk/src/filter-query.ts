import { DIRECTORY_FILTER_DECLARATIONS, flagText } from '@talent/resume-model';
import type { ApplicantFilterRequest } from './calls';

/** A list as spec §7 sends it: `key[]` once per non-blank item. */
function appendList(query: URLSearchParams, key: string, values: readonly string[] | undefined): void {
  for (const item of values ?? []) if (item.trim() !== '') query.append(`${key}[]`, item);
}

/**
 * The query of `GET /api/applicants/filter` in the spec §7 encoding, each filter as its declaration's kind
 * says (DIRECTORY_FILTER_DECLARATIONS): flags as 1 or 0, lists as `key[]`, ranges as `key_min` / `key_max`
 * (an open end left out), other non-empty values as they are. Empty values are left out, so an unfiltered
 * request carries only the paging keys.
 */
export function encodeFilterQuery(request: ApplicantFilterRequest): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(request.page));
  if (request.per_page !== undefined) query.set('per_page', String(request.per_page));
  if (request.sort_by) query.set('sort_by', request.sort_by);
  if (request.sort_order) query.set('sort_order', request.sort_order);
  if (request.facets) query.set('facets', '1');
  const search = request.search?.trim();
  if (search) query.set('search', search);

  for (const declaration of DIRECTORY_FILTER_DECLARATIONS) {
    const { wire } = declaration;
    switch (declaration.kind) {
      case 'equal': {
        const value = request[declaration.field];
        if (value && value.trim() !== '') query.set(wire, value);
        break;
      }
      case 'flag': {
        const value = request[declaration.field];
        if (typeof value === 'boolean') query.set(wire, flagText(value));
        break;
      }
      case 'range': {
        const value = request[declaration.field];
        if (value && value.min !== null) query.set(`${wire}_min`, String(value.min));
        if (value && value.max !== null) query.set(`${wire}_max`, String(value.max));
        break;
      }
      case 'list':
        appendList(query, wire, request[declaration.field]);
        break;
    }
  }
  // The specialisation tab and its subspecialities: the page's own, not filters of the modal.
  appendList(query, 'mainSpecializations', request.mainSpecializations);
  appendList(query, 'subSpecializations', request.subSpecializations);
  appendList(query, 'subSpecialities', request.subSpecialities);
  return query;
}
