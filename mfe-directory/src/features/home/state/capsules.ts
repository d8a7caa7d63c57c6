import {
  AGE_RANGE_BOUNDS,
  type DirectoryFilters,
  EXPERIENCE_RANGE_BOUNDS,
  LATEST_SPECIALIZATION,
  rangeFilter,
} from '@talent/resume-model';

export type CapsuleKind =
  | 'specialization'
  | 'subSpeciality'
  | 'gender'
  | 'age'
  | 'city'
  | 'zone'
  | 'degree'
  | 'freshGraduate'
  | 'workAvailability'
  | 'experience'
  | 'language';

export interface FilterCapsule {
  /** Unique within the row, stable while the filter stays. */
  key: string;
  kind: CapsuleKind;
  /** The chosen value; ranges carry min and max for the 'min - max years' text. */
  value: string | boolean | { min: number; max: number };
  /** The filters once this one is removed. */
  without: DirectoryFilters;
}

/**
 * The active filters as removable capsules (spec §2), in the order of the modal's groups: personal,
 * location, education, work, specialisation. Removing the main specialisation also drops its
 * sub-specialities and goes back to 'Latest' (spec §4); removing the city drops its zone.
 */
export function capsulesOf(filters: DirectoryFilters): FilterCapsule[] {
  const capsules: FilterCapsule[] = [];
  const add = (
    kind: CapsuleKind,
    value: FilterCapsule['value'],
    without: Partial<DirectoryFilters>,
    key: string = kind,
  ) => capsules.push({ key, kind, value, without: { ...filters, ...without } });

  if (filters.gender !== null) add('gender', filters.gender, { gender: null });
  const age = rangeFilter(filters.age, AGE_RANGE_BOUNDS);
  if (age !== null) add('age', age, { age: null });
  if (filters.city !== null) add('city', filters.city, { city: null, zone: null });
  if (filters.city !== null && filters.zone !== null) add('zone', filters.zone, { zone: null });
  if (filters.degree !== null) add('degree', filters.degree, { degree: null });
  if (filters.freshGraduate !== null) add('freshGraduate', filters.freshGraduate, { freshGraduate: null });
  if (filters.workAvailability !== null) {
    add('workAvailability', filters.workAvailability, { workAvailability: null });
  }
  const experience = rangeFilter(filters.experience, EXPERIENCE_RANGE_BOUNDS);
  if (experience !== null) add('experience', experience, { experience: null });
  for (const language of filters.languages) {
    add(
      'language',
      language,
      { languages: filters.languages.filter((other) => other !== language) },
      `language:${language}`,
    );
  }
  const main = filters.mainSpecializations[0];
  if (main !== undefined && main !== LATEST_SPECIALIZATION) {
    add('specialization', main, { mainSpecializations: [], subSpecialities: [], subSpecializations: [] });
    for (const sub of filters.subSpecialities) {
      add(
        'subSpeciality',
        sub,
        { subSpecialities: filters.subSpecialities.filter((other) => other !== sub) },
        `subSpeciality:${sub}`,
      );
    }
  }
  return capsules;
}
