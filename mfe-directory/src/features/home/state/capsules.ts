import {
  appliedFilterValue,
  DIRECTORY_FILTER_DECLARATIONS,
  type DirectoryFilterDeclaration,
  type DirectoryFilters,
  LATEST_SPECIALIZATION,
  withoutFilter,
} from '@talent/resume-model';

/** A capsule's filter: a declared one (by its field), or the specialisation tab and its subspecialities. */
export type CapsuleKind = DirectoryFilterDeclaration['field'] | 'specialization' | 'subSpeciality';

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
 * The active filters as removable capsules (spec §2), in the order of the modal's groups
 * (DIRECTORY_FILTER_DECLARATIONS), then the specialisation. Removing the main specialisation also drops its
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

  for (const declaration of DIRECTORY_FILTER_DECLARATIONS) {
    const value = appliedFilterValue(declaration, filters);
    if (value === null) continue;
    const { field } = declaration;
    if (!Array.isArray(value)) {
      add(field, value, withoutFilter(filters, declaration));
      continue;
    }
    // A list's values are removed one by one.
    for (const item of value) {
      add(field, item, { [field]: value.filter((other) => other !== item) }, `${field}:${item}`);
    }
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
