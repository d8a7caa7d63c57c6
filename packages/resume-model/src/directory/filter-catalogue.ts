// The directory's filters, each declared once (issue 30): its field of DirectoryFilters, its kind, its key in
// the filter call (spec §7: `key`, `key[]`, `key_min`/`key_max`, flags as 1/0) and in the directory page's
// URL. The filter call's encoder (api-sdk), the page's URL (mfe-directory), its capsules and the saved
// searches' links (mfe-employer) all read it. The specialisation tab and its subspecialities are the page's
// own (a tab, not a filter of the modal), and so are the keyword and the sort.

import { BAGHDAD_ZONES, GENDERS } from '../constants';
import type { DirectoryFilters } from '../types/directory';
import { cityHasZones } from './filters';
import { AGE_RANGE_BOUNDS, EXPERIENCE_RANGE_BOUNDS, rangeFilter } from './ranges';
import type { NumberRange } from '../constants';

/** Equal: one value; flag: yes or no; range: a minimum and a maximum; list: any of several values. */
export type DirectoryFilterKind = 'equal' | 'flag' | 'range' | 'list';

interface Declared<Field extends keyof DirectoryFilters, Kind extends DirectoryFilterKind> {
  field: Field;
  kind: Kind;
  /** Its name in the filter call and the saved searches' query. */
  wire: string;
  /** Its name in the directory page's URL. */
  url: string;
  /** The `reference` catalogue group its values are named by, in the interface language. */
  names?: 'gender' | 'city' | 'zone' | 'degree' | 'language';
  /** The only values it takes (a URL naming another is read as no filter). */
  values?: readonly string[];
  /** Whether it applies with the other filters as they are (a zone only within a city that has zones). */
  appliesWith?: (filters: DirectoryFilters) => boolean;
  /** Filters removed with it (the city's zone). */
  clears?: ReadonlyArray<keyof DirectoryFilters>;
}

export type DirectoryFilterDeclaration =
  | Declared<'gender' | 'city' | 'zone' | 'degree', 'equal'>
  | Declared<'freshGraduate' | 'workAvailability', 'flag'>
  | (Declared<'age' | 'experience', 'range'> & { bounds: Readonly<NumberRange> })
  | Declared<'languages', 'list'>;

/** In the order of the advanced search's groups: personal, location, education, work, languages. */
export const DIRECTORY_FILTER_DECLARATIONS: readonly DirectoryFilterDeclaration[] = [
  { field: 'gender', kind: 'equal', wire: 'gender', url: 'gender', names: 'gender', values: GENDERS },
  { field: 'age', kind: 'range', wire: 'age', url: 'age', bounds: AGE_RANGE_BOUNDS },
  { field: 'city', kind: 'equal', wire: 'city', url: 'city', names: 'city', clears: ['zone'] },
  {
    field: 'zone',
    kind: 'equal',
    wire: 'zone',
    url: 'zone',
    names: 'zone',
    values: BAGHDAD_ZONES,
    appliesWith: (filters) => cityHasZones(filters.city),
  },
  { field: 'degree', kind: 'equal', wire: 'degree', url: 'degree', names: 'degree' },
  { field: 'freshGraduate', kind: 'flag', wire: 'freshGraduate', url: 'freshGraduate' },
  { field: 'workAvailability', kind: 'flag', wire: 'workAvailability', url: 'workAvailability' },
  {
    field: 'experience',
    kind: 'range',
    wire: 'experience',
    url: 'experience',
    bounds: EXPERIENCE_RANGE_BOUNDS,
  },
  // Issue 30: `languages[]=English` in the call, `language=English` (repeated) in the page's URL.
  { field: 'languages', kind: 'list', wire: 'languages', url: 'language', names: 'language' },
];

/** A flag as the filter call and the URL write it. */
export const flagText = (value: boolean): string => (value ? '1' : '0');

/** A flag as a URL or a saved query wrote it: 1/true or 0/false; anything else is none. */
export function flagOf(text: string | null | undefined): boolean | null {
  const value = text?.trim();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return null;
}

/** What a filter holds when it is not set. */
const EMPTY: Pick<DirectoryFilters, DirectoryFilterDeclaration['field']> = {
  gender: null,
  age: null,
  city: null,
  zone: null,
  degree: null,
  freshGraduate: null,
  workAvailability: null,
  experience: null,
  languages: [],
};

/** The filters with `declaration`'s (and those it clears) back to not set. */
export function withoutFilter(
  filters: DirectoryFilters,
  declaration: DirectoryFilterDeclaration,
): DirectoryFilters {
  const cleared = [declaration.field, ...(declaration.clears ?? [])] as Array<keyof typeof EMPTY>;
  return { ...filters, ...Object.fromEntries(cleared.map((field) => [field, EMPTY[field]])) };
}

/**
 * The value a filter applies, or null when it applies none: not set, not applying with the others (a zone
 * outside Baghdad), a range spanning its whole bounds, an empty list.
 */
export function appliedFilterValue(
  declaration: DirectoryFilterDeclaration,
  filters: DirectoryFilters,
): string | boolean | NumberRange | string[] | null {
  if (declaration.appliesWith && !declaration.appliesWith(filters)) return null;
  switch (declaration.kind) {
    case 'range':
      return rangeFilter(filters[declaration.field], declaration.bounds);
    case 'list': {
      const values = filters[declaration.field];
      return values.length > 0 ? values : null;
    }
    default:
      return filters[declaration.field];
  }
}
