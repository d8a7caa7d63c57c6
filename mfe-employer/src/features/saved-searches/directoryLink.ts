// A saved search keeps the filter call's own query (`search=react&city=Baghdad&mainSpecializations[]=…`);
// the directory's page reads its own, shorter URL query (mfe-directory's state/searchParams.ts). This
// turns one into the other, so "Open" shows the directory with the same search in the same order. Keys
// the page does not know (paging, facets) are left out: the page starts at its first page.

import { DIRECTORY_FILTER_DECLARATIONS, effectiveSortOf, sortOfRequest } from '@talent/resume-model';

/** The directory's address (`/?q=…`) for a saved filter query. */
export function directoryLinkOf(query: string): string {
  const saved = new URLSearchParams(query.replace(/^\?/, ''));
  const page = new URLSearchParams();
  const search = saved.get('search')?.trim();
  if (search) page.set('q', search);
  const main = saved.getAll('mainSpecializations[]').concat(saved.getAll('mainSpecializations'));
  if (main[0]) page.set('specialization', main[0]);
  const subs = ['subSpecializations[]', 'subSpecialities[]', 'subSpecializations'].flatMap((key) =>
    saved.getAll(key),
  );
  for (const sub of new Set(subs)) {
    page.append('sub', sub);
  }
  // Each filter from its key in the call to its key in the page's URL (DIRECTORY_FILTER_DECLARATIONS).
  for (const { kind, wire, url } of DIRECTORY_FILTER_DECLARATIONS) {
    if (kind === 'list') {
      for (const value of new Set([...saved.getAll(`${wire}[]`), ...saved.getAll(wire)]))
        page.append(url, value);
      continue;
    }
    for (const [from, to] of kind === 'range'
      ? [
          [`${wire}_min`, `${url}_min`],
          [`${wire}_max`, `${url}_max`],
        ]
      : [[wire, url]]) {
      const value = saved.get(from!);
      if (value) page.set(to!, value);
    }
  }
  // The order as the directory's `sort` names it, left out when it is what the page shows anyway.
  const sort = sortOfRequest(saved.get('sort_by'), saved.get('sort_order'));
  if (sort !== null && sort !== effectiveSortOf(null, search ?? '')) page.set('sort', sort);
  const text = page.toString();
  return text ? `/?${text}` : '/';
}
