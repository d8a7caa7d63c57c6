// The public directory: applicant cards, reference lists, filters, pages and statistics (spec §3).

import type { BaghdadZone, DetailSpecialization, Gender } from './resume';
import type { NumberRange } from '../constants';

export interface ApplicantCard {
  id: number;
  /** Storage path of the photo; the card shows it only when it contains 'applicant_images'. */
  image: string | null;
  summary: string;
  contact: {
    fullName: string;
    email: string;
    workAvailability: boolean;
    /**
     * Issue 35: the applicant's gender when given, so that Arabic badges agree («تعمل حالياً» for a woman).
     * Optional, as an older server does not send it.
     */
    gender?: Gender | null;
  };
  topTools: Array<{ item: string }>;
  specializations: DetailSpecialization[];
  // Issue 23: what the card shows under the name. Optional, as an older server does not send them.
  /** The resume's job title as written ('' when none). */
  jobTitle?: string;
  /** The city's stored (English) name and, in Baghdad, its zone; null when not given. */
  city?: string | null;
  zone?: string | null;
  /** Whole years from the employment dates (experienceYearsOf), as of the answer. */
  experienceYears?: number;
}

export interface SubSpecialization {
  id: number;
  title: string;
}

/** A main specialisation as the reference list returns it; also a directory tab (category). */
export interface MainSpecialization {
  id: number;
  title: string;
  children: SubSpecialization[];
}

/** A directory tab: one main specialisation by title (spec §3 'Category'). */
export type Category = MainSpecialization;

export type StringReferenceListName =
  | 'cities'
  | 'degrees'
  | 'skills'
  | 'participation'
  | 'keywords'
  /** The spoken languages the directory filters by, by their English names (issue 30). */
  | 'languages';
/** Two names the spec uses for the same list of main specialisations. */
export type SpecializationReferenceListName = 'specializations' | 'specialities';
export type ReferenceListName = StringReferenceListName | SpecializationReferenceListName;

export type ReferenceList<TName extends ReferenceListName> = TName extends SpecializationReferenceListName
  ? MainSpecialization[]
  : string[];

export interface DirectoryFilters {
  search: string;
  gender: Gender | null;
  age: NumberRange | null;
  city: string | null;
  zone: BaghdadZone | null;
  degree: string | null;
  freshGraduate: boolean | null;
  workAvailability: boolean | null;
  experience: NumberRange | null;
  /** Titles of the chosen main specialisations. */
  mainSpecializations: string[];
  /** The spec carries the sub list under two keys; both are kept until the API settles on one. */
  subSpecializations: string[];
  subSpecialities: string[];
  /** Languages spoken, by their English names (issue 30): a resume speaking any of them matches. */
  languages: string[];
  /** The sort chosen (issue 17); absent or null: the default (effectiveSortOf). */
  sort?: DirectorySort | null;
}

/**
 * The directory's sort choices (issue 17), as the URL's `sort` names them. Best match is the default
 * while a keyword is typed; with none chosen and no keyword, newest first (issue 23: 'Latest' lists the
 * newest resumes first; a filter call without sort_by keeps the spec's created_at ascending).
 */
export const DIRECTORY_SORTS = ['relevance', 'newest', 'updated', 'experience'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

const SORT_REQUESTS: Record<DirectorySort, { sort_by: string; sort_order: 'asc' | 'desc' }> = {
  relevance: { sort_by: 'relevance', sort_order: 'desc' },
  newest: { sort_by: 'created_at', sort_order: 'desc' },
  updated: { sort_by: 'updated_at', sort_order: 'desc' },
  experience: { sort_by: 'experience', sort_order: 'desc' },
};

/** The sort a search is shown in: the one chosen, else best match while a keyword is typed, else newest. */
export function effectiveSortOf(sort: DirectorySort | null | undefined, search: string): DirectorySort {
  return sort ?? (search.trim() !== '' ? 'relevance' : 'newest');
}

/** The filter call's `sort_by`/`sort_order` for a sort choice; null: the spec's default. */
export function sortRequestOf(
  sort: DirectorySort | null,
): { sort_by: string; sort_order: 'asc' | 'desc' } | null {
  return sort === null ? null : SORT_REQUESTS[sort];
}

/** The sort choice a filter call's `sort_by`/`sort_order` stand for; null when they name none. */
export function sortOfRequest(sortBy: string | null, sortOrder: string | null): DirectorySort | null {
  return (
    DIRECTORY_SORTS.find(
      (sort) => SORT_REQUESTS[sort].sort_by === sortBy && SORT_REQUESTS[sort].sort_order === sortOrder,
    ) ?? null
  );
}

/** No filter applied; a fresh object each time, so callers may change its lists. */
export function emptyDirectoryFilters(): DirectoryFilters {
  return {
    search: '',
    gender: null,
    age: null,
    city: null,
    zone: null,
    degree: null,
    freshGraduate: null,
    workAvailability: null,
    experience: null,
    mainSpecializations: [],
    subSpecializations: [],
    subSpecialities: [],
    languages: [],
    sort: null,
  };
}

export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * The filter groups `GET /api/applicants/filter?facets=1` counts (issue 17), named as the query names
 * them: for each, every value's matches with all the other current filters applied.
 */
export const FACET_GROUPS = [
  'city',
  'zone',
  'gender',
  'degree',
  'freshGraduate',
  'workAvailability',
  'mainSpecializations',
  'subSpecializations',
  'languages',
] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];
/** Group → value (as the filter takes it; flags as '1'/'0') → published resumes. A value with none is absent. */
export type DirectoryFacets = Record<FacetGroup, Record<string, number>>;

/** One page of `GET /api/applicants/filter`. */
export interface ApplicantPage extends Pagination {
  data: ApplicantCard[];
  /** Only when asked for with `facets=1`. */
  facets?: DirectoryFacets;
  /**
   * "Did you mean …?" (issues 17 and 23): only when a keyword search found nothing and a correction of
   * its unknown words finds published resumes with the same filters — the keyword to search instead.
   */
  suggestion?: string;
}

export interface Statistics {
  totalResumes: number;
}
