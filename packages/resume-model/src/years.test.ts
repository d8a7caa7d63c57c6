import { activityYearRange, dateYearRange } from './years';

describe('year ranges (spec §5)', () => {
  it('offers education and employment years from 1950 to ten years ahead', () => {
    expect(dateYearRange(new Date(2026, 5, 15))).toEqual({ first: 1950, last: 2036 });
  });

  it('offers activity years from 1950 to the current year', () => {
    expect(activityYearRange(new Date(2026, 5, 15))).toEqual({ first: 1950, last: 2026 });
  });

  it('follows the calendar year of the given day, including its first and last day', () => {
    expect(dateYearRange(new Date(2030, 0, 1)).last).toBe(2040);
    expect(activityYearRange(new Date(2029, 11, 31)).last).toBe(2029);
  });
});
