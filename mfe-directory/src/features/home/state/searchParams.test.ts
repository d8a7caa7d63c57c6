import { emptyDirectoryFilters } from '@talent/resume-model';
import { filterRequestOf, filtersFromParams, paramsFromFilters } from './searchParams';

describe('the search in the URL query', () => {
  it('leaves an empty search as a bare address', () => {
    expect(paramsFromFilters(emptyDirectoryFilters()).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      ...emptyDirectoryFilters(),
      search: 'محاسب',
      gender: 'Female' as const,
      age: { min: 20, max: 30 },
      city: 'Baghdad',
      zone: 'Karkh' as const,
      degree: "Master's",
      freshGraduate: true,
      workAvailability: false,
      experience: { min: 3, max: 5 },
      mainSpecializations: ['Business & Administration'],
      subSpecialities: ['Accounting & Finance', 'Human Resources'],
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('drops a zone outside Baghdad, sub-specialities without a tab, and ranges spanning the whole bounds', () => {
    const params = paramsFromFilters({
      ...emptyDirectoryFilters(),
      city: 'Erbil',
      zone: 'Karkh',
      subSpecialities: ['Cybersecurity'],
      age: { min: 18, max: 50 },
    });
    expect(params.toString()).toBe('city=Erbil');
  });

  it('clamps ranges typed into the address and fills a missing end with its bound', () => {
    expect(filtersFromParams(new URLSearchParams('age_min=10&age_max=99')).age).toBeNull();
    expect(filtersFromParams(new URLSearchParams('age_min=30')).age).toEqual({ min: 30, max: 50 });
    expect(filtersFromParams(new URLSearchParams('experience_max=4&experience_min=9')).experience).toEqual({
      min: 9,
      max: 9,
    });
  });

  it("treats 'Latest' and blank values as no filter", () => {
    expect(filtersFromParams(new URLSearchParams('specialization=Latest&q=%20%20&city='))).toEqual(
      emptyDirectoryFilters(),
    );
  });

  it('asks the server for page n, 12 a page, created_at ascending (spec §7)', () => {
    expect(filterRequestOf({ ...emptyDirectoryFilters(), search: ' web ' }, 3)).toMatchObject({
      page: 3,
      per_page: 12,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: 'web',
    });
  });
});
