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
  };
  topTools: Array<{ item: string }>;
  specializations: DetailSpecialization[];
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

export type StringReferenceListName = 'cities' | 'degrees' | 'skills' | 'participation' | 'keywords';
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
  };
}

export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** One page of `GET /api/applicants/filter`. */
export interface ApplicantPage extends Pagination {
  data: ApplicantCard[];
}

export interface Statistics {
  totalResumes: number;
}
