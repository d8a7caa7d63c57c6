import { emptyDirectoryFilters } from '@talent/resume-model';
import { filterRequestOf, filtersFromParams, paramsFromFilters, savedSearchQueryOf } from './searchParams';

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
      languages: ['Kurdish', 'English'],
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('drops a zone outside Baghdad, sub-specialities without a tab, and ranges spanning the whole bounds', () => {
    const params = paramsFromFilters({
      ...emptyDirectoryFilters(),
      city: 'Erbil',
      zone: 'Karkh',
      subSpecialities: ['Cybersecurity'],
      age: { min: 16, max: 65 },
    });
    expect(params.toString()).toBe('city=Erbil');
  });

  it('clamps ranges typed into the address and fills a missing end with its bound', () => {
    expect(filtersFromParams(new URLSearchParams('age_min=10&age_max=99')).age).toBeNull();
    expect(filtersFromParams(new URLSearchParams('age_min=30')).age).toEqual({ min: 30, max: 65 });
    expect(filtersFromParams(new URLSearchParams('experience_max=4&experience_min=9')).experience).toEqual({
      min: 9,
      max: 9,
    });
  });

  it("treats 'Latest' and blank values as no filter", () => {
    expect(filtersFromParams(new URLSearchParams('specialization=Latest&q=%20%20&city=&language=+'))).toEqual(
      emptyDirectoryFilters(),
    );
  });

  it('reads each language spoken once, and sends them as the filter call’s languages (issue 30)', () => {
    const filters = filtersFromParams(
      new URLSearchParams('language=Arabic&language=+Kurdish&language=Arabic'),
    );
    expect(filters.languages).toEqual(['Arabic', 'Kurdish']);
    expect(filterRequestOf(filters, 1).languages).toEqual(['Arabic', 'Kurdish']);
  });

  it('asks the server for page n, 12 a page, newest first (issue 23; spec §7 said ascending)', () => {
    expect(filterRequestOf({ ...emptyDirectoryFilters(), city: 'Erbil' }, 3)).toMatchObject({
      page: 3,
      per_page: 12,
      sort_by: 'created_at',
      sort_order: 'desc',
      city: 'Erbil',
    });
  });

  it('leaves the open end of a range out of the call (issue 23)', () => {
    const request = filterRequestOf(
      { ...emptyDirectoryFilters(), experience: { min: 5, max: 10 }, age: { min: 16, max: 30 } },
      1,
    );
    expect(request.experience).toEqual({ min: 5, max: null });
    expect(request.age).toEqual({ min: null, max: 30 });
  });

  it('asks for the best match first while a keyword is typed, unless another order was chosen (issue 17)', () => {
    expect(filterRequestOf({ ...emptyDirectoryFilters(), search: ' web ' }, 1)).toMatchObject({
      sort_by: 'relevance',
      search: 'web',
    });
    expect(filterRequestOf({ ...emptyDirectoryFilters(), search: 'web', sort: 'newest' }, 1)).toMatchObject({
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    expect(filterRequestOf({ ...emptyDirectoryFilters(), sort: 'experience' }, 1)).toMatchObject({
      sort_by: 'experience',
      sort_order: 'desc',
    });
  });

  it('keeps the sort choice in the address, and drops one it does not know', () => {
    const params = paramsFromFilters({ ...emptyDirectoryFilters(), sort: 'updated' });
    expect(params.toString()).toBe('sort=updated');
    expect(filtersFromParams(params).sort).toBe('updated');
    expect(filtersFromParams(new URLSearchParams('sort=cheapest')).sort).toBeNull();
  });
});

describe('the search as a company saves it (issue 19)', () => {
  it('is the filter call’s query without paging and facets, the sort kept', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'q=react&specialization=IT&sub=QA&city=Baghdad&zone=Karkh&age_min=20&sort=updated' +
          '&language=Kurdish&language=English',
      ),
    );
    expect(savedSearchQueryOf(filters)).toBe(
      'sort_by=updated_at&sort_order=desc&search=react&age_min=20&city=Baghdad&zone=Karkh' +
        '&languages%5B%5D=Kurdish&languages%5B%5D=English&mainSpecializations%5B%5D=IT&subSpecialities%5B%5D=QA',
    );
  });

  it('keeps the order the list is shown in when none was chosen', () => {
    expect(savedSearchQueryOf(emptyDirectoryFilters())).toBe('sort_by=created_at&sort_order=desc');
    expect(savedSearchQueryOf({ ...emptyDirectoryFilters(), search: 'nurse' })).toBe(
      'sort_by=relevance&sort_order=desc&search=nurse',
    );
  });
});
