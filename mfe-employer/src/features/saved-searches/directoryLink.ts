// A saved search keeps the filter call's own query (`search=react&city=Baghdad&mainSpecializations[]=…`);
// the directory's page reads its own, shorter URL query (mfe-directory's state/searchParams.ts). This
// turns one into the other, so "Open" shows the directory with the same search. Keys the page does not
// know (paging, sorting, facets) are left out: the page starts at its first page.

const SAME_KEYS = [
  'gender',
  'city',
  'zone',
  'degree',
  'freshGraduate',
  'workAvailability',
  'age_min',
  'age_max',
  'experience_min',
  'experience_max',
];

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
  for (const key of SAME_KEYS) {
    const value = saved.get(key);
    if (value) page.set(key, value);
  }
  const text = page.toString();
  return text ? `/?${text}` : '/';
}
