import {
  AGE_RANGE_BOUNDS,
  clampRangeEnd,
  EXPERIENCE_RANGE_BOUNDS,
  parseRangeEntry,
  rangeFilter,
  settleRangeEntry,
} from './ranges';

describe("range inputs (spec §5 'Range inputs')", () => {
  const age = { min: 25, max: 40 };

  it('start at the defaults: age 18 to 50, experience 2 to 10', () => {
    expect(AGE_RANGE_BOUNDS).toEqual({ min: 18, max: 50 });
    expect(EXPERIENCE_RANGE_BOUNDS).toEqual({ min: 2, max: 10 });
  });

  it('keep the minimum at least the lower bound', () => {
    expect(clampRangeEnd(age, 'min', 10, AGE_RANGE_BOUNDS)).toEqual({ min: 18, max: 40 });
  });

  it('keep the minimum not above the maximum', () => {
    expect(clampRangeEnd(age, 'min', 45, AGE_RANGE_BOUNDS)).toEqual({ min: 40, max: 40 });
  });

  it('keep the maximum at least the minimum', () => {
    expect(clampRangeEnd(age, 'max', 20, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 25 });
  });

  it('keep the maximum not above the upper bound', () => {
    expect(clampRangeEnd(age, 'max', 80, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 50 });
  });

  it('take a value inside the bounds as it is', () => {
    expect(clampRangeEnd(age, 'min', 30, AGE_RANGE_BOUNDS)).toEqual({ min: 30, max: 40 });
    expect(clampRangeEnd(age, 'max', 33, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 33 });
  });

  it.each(['', '   ', 'abc', '1e3', '--4', null, undefined, Number.NaN])(
    'reset an empty or non-numeric entry (%p) to its bound on blur',
    (entry) => {
      expect(settleRangeEntry(age, 'min', entry, AGE_RANGE_BOUNDS)).toEqual({ min: 18, max: 40 });
      expect(settleRangeEntry(age, 'max', entry, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 50 });
    },
  );

  it('clamp a number typed before blur', () => {
    expect(settleRangeEntry({ min: 2, max: 10 }, 'min', ' 12 ', EXPERIENCE_RANGE_BOUNDS)).toEqual({
      min: 10,
      max: 10,
    });
    expect(settleRangeEntry({ min: 2, max: 10 }, 'max', '7.6', EXPERIENCE_RANGE_BOUNDS)).toEqual({
      min: 2,
      max: 8,
    });
  });

  it('read whole numbers, rounding decimals', () => {
    expect(parseRangeEntry('30')).toBe(30);
    expect(parseRangeEntry('-3')).toBe(-3);
    expect(parseRangeEntry('2.4')).toBe(2);
    expect(parseRangeEntry(7)).toBe(7);
    expect(parseRangeEntry(Infinity)).toBeNull();
  });

  it('send nothing for a range spanning the whole bounds, and a clamped range otherwise', () => {
    expect(rangeFilter({ min: 18, max: 50 }, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter({ min: 0, max: 99 }, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter(null, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter({ min: 25, max: 35 }, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 35 });
    expect(rangeFilter({ min: 40, max: 30 }, AGE_RANGE_BOUNDS)).toEqual({ min: 40, max: 40 });
  });
});
