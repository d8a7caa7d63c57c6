import reference from '@talent/i18n/src/locales/en/reference.json';
import {
  BAGHDAD_ZONES,
  COURSE_DURATIONS,
  DEFAULT_ZONE,
  GENDERS,
  PRESENT,
  RATING_LABELS,
  WORK_AVAILABILITY_LABELS,
} from '@talent/resume-model';
import {
  cities,
  degrees,
  participationRoles,
  searchKeywords,
  skills,
  specializations,
  spokenLanguages,
} from './reference-lists';

// The `reference` namespace names every stored value the product shows; its English is the stored
// English, so an English page reads exactly as before and a value added here cannot go unnamed.
const named = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value]));

describe('the reference names of the i18n catalogue', () => {
  it.each([
    ['city', cities],
    ['degree', degrees],
    ['skill', skills],
    ['participation', participationRoles],
    ['keyword', searchKeywords],
    ['language', spokenLanguages],
  ] as const)('name every seeded %s by its stored English', (list, values) => {
    expect(reference[list]).toEqual(named(values));
  });

  it('name every specialisation and sub-speciality by id', () => {
    const byId = specializations.flatMap((main) => [main, ...main.subSpecialities]);
    expect(reference.specialization).toEqual(
      Object.fromEntries(byId.map(({ id, title }) => [String(id), title])),
    );
  });

  it("name the resume model's fixed values", () => {
    expect(reference.zone).toEqual(named([...BAGHDAD_ZONES, DEFAULT_ZONE]));
    expect(reference.gender).toEqual(named(GENDERS));
    expect(reference.courseDuration).toEqual(named(COURSE_DURATIONS));
    expect(reference.rating).toEqual(named([...Object.values(RATING_LABELS), 'N/A']));
    expect(reference.endYear).toEqual(named([PRESENT]));
    expect(reference.workAvailability).toEqual(WORK_AVAILABILITY_LABELS);
  });
});
