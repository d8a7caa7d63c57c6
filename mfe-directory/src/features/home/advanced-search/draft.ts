import {
  AGE_RANGE_BOUNDS,
  type BaghdadZone,
  cityHasZones,
  type DirectoryFilters,
  EXPERIENCE_RANGE_BOUNDS,
  type Gender,
  type NumberRange,
  parseRangeEntry,
  rangeFilter,
  type RangeEnd,
  settleRangeEntry,
} from '@talent/resume-model';

/** A range as typed: two boxes of text, settled into numbers on blur and on Apply. */
export interface RangeText {
  min: string;
  max: string;
}

/** What the modal edits before Apply Filters sends it (spec §4). */
export interface FilterDraft {
  gender: Gender | null;
  age: RangeText;
  city: string | null;
  zone: BaghdadZone | null;
  degree: string | null;
  freshGraduate: boolean | null;
  workAvailability: boolean | null;
  experience: RangeText;
  /** Languages spoken, by their English names (issue 30). */
  languages: string[];
  subSpecialities: string[];
}

const textOf = (range: NumberRange): RangeText => ({ min: String(range.min), max: String(range.max) });

export function draftOf(filters: DirectoryFilters): FilterDraft {
  return {
    gender: filters.gender,
    age: textOf(rangeFilter(filters.age, AGE_RANGE_BOUNDS) ?? AGE_RANGE_BOUNDS),
    city: filters.city,
    zone: cityHasZones(filters.city) ? filters.zone : null,
    degree: filters.degree,
    freshGraduate: filters.freshGraduate,
    workAvailability: filters.workAvailability,
    experience: textOf(rangeFilter(filters.experience, EXPERIENCE_RANGE_BOUNDS) ?? EXPERIENCE_RANGE_BOUNDS),
    languages: [...filters.languages],
    subSpecialities: [...filters.subSpecialities],
  };
}

/** The range once one box loses focus (spec §5: clamped, or reset to its bound when not a number). */
export function settleRangeText(text: RangeText, end: RangeEnd, bounds: NumberRange): RangeText {
  const other: RangeEnd = end === 'min' ? 'max' : 'min';
  const otherValue = Math.min(
    Math.max(parseRangeEntry(text[other]) ?? bounds[other], bounds.min),
    bounds.max,
  );
  const current = { min: bounds.min, max: bounds.max, [other]: otherValue } as NumberRange;
  return textOf(settleRangeEntry(current, end, text[end], bounds));
}

/** Both boxes settled, as the range to filter by (null when it spans the whole bounds). */
export function rangeOfText(text: RangeText, bounds: NumberRange): NumberRange | null {
  const settled = settleRangeText(settleRangeText(text, 'min', bounds), 'max', bounds);
  return rangeFilter({ min: Number(settled.min), max: Number(settled.max) }, bounds);
}

/** The search with the draft applied; the query and the specialisation tab stay as they are. */
export function applyDraft(filters: DirectoryFilters, draft: FilterDraft): DirectoryFilters {
  return {
    ...filters,
    gender: draft.gender,
    age: rangeOfText(draft.age, AGE_RANGE_BOUNDS),
    city: draft.city,
    zone: cityHasZones(draft.city) ? draft.zone : null,
    degree: draft.degree,
    freshGraduate: draft.freshGraduate,
    workAvailability: draft.workAvailability,
    experience: rangeOfText(draft.experience, EXPERIENCE_RANGE_BOUNDS),
    languages: draft.languages,
    subSpecialities: filters.mainSpecializations.length > 0 ? draft.subSpecialities : [],
    subSpecializations: [],
  };
}

/** Reset: every filter of the modal back to its default (spec §4). */
export function clearedDraft(): FilterDraft {
  return {
    gender: null,
    age: textOf(AGE_RANGE_BOUNDS),
    city: null,
    zone: null,
    degree: null,
    freshGraduate: null,
    workAvailability: null,
    experience: textOf(EXPERIENCE_RANGE_BOUNDS),
    languages: [],
    subSpecialities: [],
  };
}
