import { experienceYearsOf } from './experience';

const TODAY = new Date(Date.UTC(2026, 5, 15)); // June 2026
const span = (start_year: string, start_month: string, end_year: string, end_month: string) => ({
  start_year,
  start_month,
  end_year,
  end_month,
});

describe('experienceYearsOf', () => {
  it('counts whole years of the months worked, both end months included', () => {
    expect(experienceYearsOf([span('2019', '1', '2023', '12')], TODAY)).toBe(5);
    expect(experienceYearsOf([span('2019', '1', '2019', '12')], TODAY)).toBe(1);
    expect(experienceYearsOf([span('2019', '1', '2019', '11')], TODAY)).toBe(0);
  });

  it('counts overlapping jobs once', () => {
    expect(experienceYearsOf([span('2010', '1', '2019', '12'), span('2015', '1', '2017', '12')], TODAY)).toBe(
      10,
    );
    // Two jobs held together for a year, then one alone: three years, not four.
    expect(experienceYearsOf([span('2020', '1', '2021', '12'), span('2021', '1', '2022', '12')], TODAY)).toBe(
      3,
    );
    // A gap between jobs is not counted.
    expect(experienceYearsOf([span('2010', '1', '2011', '12'), span('2014', '1', '2015', '12')], TODAY)).toBe(
      4,
    );
  });

  it('runs a current job up to this month', () => {
    expect(experienceYearsOf([span('2023', '6', 'Present', '')], TODAY)).toBe(3);
    expect(experienceYearsOf([span('2023', '8', 'Present', '')], TODAY)).toBe(2);
    expect(experienceYearsOf([span('2023', '6', 'Present', '')], new Date(Date.UTC(2030, 0, 1)))).toBe(6);
    // A current job beside an older one that overlaps it.
    expect(experienceYearsOf([span('2018', '1', '2024', '6'), span('2022', '1', 'Present', '')], TODAY)).toBe(
      8,
    );
  });

  it('does not count months after today, whatever the end year says', () => {
    expect(experienceYearsOf([span('2025', '6', '2030', '12')], TODAY)).toBe(1);
  });

  it('ignores durations that name no real span', () => {
    expect(
      experienceYearsOf(
        [
          span('', '', '', ''),
          span('2020', '1', '2019', '1'),
          span('Start Year', '', '', ''),
          null,
          undefined,
        ],
        TODAY,
      ),
    ).toBe(0);
  });
});
