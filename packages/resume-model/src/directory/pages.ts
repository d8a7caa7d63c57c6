// Spec §4 'Search and list': pages of the applicant grid.

import type { Pagination } from '../types/directory';

/** Load more appends the next page, skipping applicants already shown (a page may shift while browsing). */
export function appendUnseenById<T extends { id: number }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const fresh: T[] = [];
  for (const item of page) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    fresh.push(item);
  }
  return fresh.length === 0 ? [...shown] : [...shown, ...fresh];
}

/** More pages exist while the current page is below the last one. */
export function hasMorePages(pagination: Pick<Pagination, 'current_page' | 'last_page'>): boolean {
  return pagination.current_page < pagination.last_page;
}
