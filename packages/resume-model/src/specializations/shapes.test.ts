import { SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import type { BuilderSpecialization } from '../types/resume';
import {
  builderFromDetail,
  builderFromProfile,
  builderFromStored,
  detailFromBuilder,
  normalizeSpecializations,
  profileFromBuilder,
  specializationNameLookup,
  storedFromBuilder,
} from './shapes';

const builder: BuilderSpecialization[] = [
  { id: 1, sub: [{ id: 101 }, { id: 102 }] },
  { id: 2, sub: [] },
];

describe('specialisation shapes (spec §3)', () => {
  it('turn the builder form into the store form and back', () => {
    const stored = storedFromBuilder(builder);
    expect(stored).toEqual([
      { id: 1, selected_sub: [101, 102] },
      { id: 2, selected_sub: [] },
    ]);
    expect(builderFromStored(stored)).toEqual(builder);
  });

  it('turn the builder form into the server profile form and back', () => {
    const profile = profileFromBuilder(builder);
    expect(profile[0]).toEqual({
      id: 1,
      main_specialization_id: 1,
      specialization_details: { selected_sub: [101, 102] },
    });
    expect(builderFromProfile(profile)).toEqual(builder);
  });

  it('read the main specialisation of a profile row from main_specialization_id', () => {
    expect(
      builderFromProfile([
        { id: 77, main_specialization_id: 2, specialization_details: { selected_sub: [201] } },
      ]),
    ).toEqual([{ id: 2, sub: [{ id: 201 }] }]);
  });

  it('turn the builder form into detail rows: each main, then its subs pointing at it', () => {
    const detail = detailFromBuilder(builder, SPECIALIZATIONS);
    expect(detail).toEqual([
      { id: 1, specialization: 'Information Technology', main_specialization_id: null },
      { id: 101, specialization: 'Software Development', main_specialization_id: 1 },
      { id: 102, specialization: 'Web Development', main_specialization_id: 1 },
      { id: 2, specialization: 'Business & Administration', main_specialization_id: null },
    ]);
    expect(builderFromDetail(detail)).toEqual(builder);
  });

  it('title what the reference list does not know "Untitled Specialization" and "Untitled Sub-specialization"', () => {
    expect(detailFromBuilder([{ id: 9, sub: [{ id: 901 }] }], SPECIALIZATIONS)).toEqual([
      { id: 9, specialization: 'Untitled Specialization', main_specialization_id: null },
      { id: 901, specialization: 'Untitled Sub-specialization', main_specialization_id: 9 },
    ]);
  });

  it('look up a name by id, "Unknown" when missing', () => {
    const fromReference = specializationNameLookup(SPECIALIZATIONS);
    expect(fromReference(2)).toBe('Business & Administration');
    expect(fromReference(102)).toBe('Web Development');
    expect(fromReference(999)).toBe('Unknown');
    const fromDetail = specializationNameLookup(detailFromBuilder(builder, SPECIALIZATIONS));
    expect(fromDetail(101)).toBe('Software Development');
    expect(fromDetail(5)).toBe('Unknown');
  });

  it('normalise any of the four forms to the builder form', () => {
    expect(normalizeSpecializations(builder)).toEqual(builder);
    expect(normalizeSpecializations(storedFromBuilder(builder))).toEqual(builder);
    expect(normalizeSpecializations(profileFromBuilder(builder))).toEqual(builder);
    expect(normalizeSpecializations(detailFromBuilder(builder, SPECIALIZATIONS))).toEqual(builder);
  });

  it('drop what matches no form when normalising', () => {
    expect(normalizeSpecializations(null)).toEqual([]);
    expect(
      normalizeSpecializations([{ id: 'x' }, 'IT', { id: 1, sub: [{ id: 101 }, { id: 'bad' }, 102] }]),
    ).toEqual([{ id: 1, sub: [{ id: 101 }, { id: 102 }] }]);
  });
});
