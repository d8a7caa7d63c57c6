import {
  AGE_RANGE_BOUNDS,
  clampRangeEnd,
  EXPERIENCE_RANGE_BOUNDS,
  parseRangeEntry,
  openRangeOf,
  rangeFilter,
  rangeShapeOf,
  settleRangeEntry,
} from './ranges';

describe("range inputs (spec §5 'Range inputs')", () => {
  const age = { min: 25, max: 40 };

  it('span age 16 to 65+ and experience 0 to 10+ (issue 23)', () => {
    expect(AGE_RANGE_BOUNDS).toEqual({ min: 16, max: 65 });
    expect(EXPERIENCE_RANGE_BOUNDS).toEqual({ min: 0, max: 10 });
  });

  it('keep the minimum at least the lower bound', () => {
    expect(clampRangeEnd(age, 'min', 10, AGE_RANGE_BOUNDS)).toEqual({ min: 16, max: 40 });
  });

  it('keep the minimum not above the maximum', () => {
    expect(clampRangeEnd(age, 'min', 45, AGE_RANGE_BOUNDS)).toEqual({ min: 40, max: 40 });
  });

  it('keep the maximum at least the minimum', () => {
    expect(clampRangeEnd(age, 'max', 20, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 25 });
  });

  it('keep the maximum not above the upper bound', () => {
    expect(clampRangeEnd(age, 'max', 80, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 65 });
  });

  it('take a value inside the bounds as it is', () => {
    expect(clampRangeEnd(age, 'min', 30, AGE_RANGE_BOUNDS)).toEqual({ min: 30, max: 40 });
    expect(clampRangeEnd(age, 'max', 33, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 33 });
  });

  it.each(['', '   ', 'abc', '1e3', '--4', null, undefined, Number.NaN])(
    'reset an empty or non-numeric entry (%p) to its bound on blur',
    (entry) => {
      expect(settleRangeEntry(age, 'min', entry, AGE_RANGE_BOUNDS)).toEqual({ min: 16, max: 40 });
      expect(settleRangeEntry(age, 'max', entry, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 65 });
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
    expect(rangeFilter({ min: 16, max: 65 }, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter({ min: 0, max: 99 }, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter(null, AGE_RANGE_BOUNDS)).toBeNull();
    expect(rangeFilter({ min: 25, max: 35 }, AGE_RANGE_BOUNDS)).toEqual({ min: 25, max: 35 });
    expect(rangeFilter({ min: 40, max: 30 }, AGE_RANGE_BOUNDS)).toEqual({ min: 40, max: 40 });
  });

  it('leave an end at its bound open, so a typed value always filters (issue 23)', () => {
    // The old bounds were the defaults: a minimum of 2 years was the bound and filtered nothing.
    expect(openRangeOf({ min: 2, max: 10 }, EXPERIENCE_RANGE_BOUNDS)).toEqual({ min: 2, max: null });
    expect(openRangeOf({ min: 5, max: 10 }, EXPERIENCE_RANGE_BOUNDS)).toEqual({ min: 5, max: null });
    expect(openRangeOf({ min: 0, max: 3 }, EXPERIENCE_RANGE_BOUNDS)).toEqual({ min: null, max: 3 });
    expect(openRangeOf({ min: 1, max: 1 }, EXPERIENCE_RANGE_BOUNDS)).toEqual({ min: 1, max: 1 });
    expect(openRangeOf({ min: 18, max: 50 }, AGE_RANGE_BOUNDS)).toEqual({ min: 18, max: 50 });
    expect(openRangeOf({ min: 16, max: 30 }, AGE_RANGE_BOUNDS)).toEqual({ min: null, max: 30 });
    expect(openRangeOf({ min: 40, max: 99 }, AGE_RANGE_BOUNDS)).toEqual({ min: 40, max: null });
    expect(openRangeOf({ min: 0, max: 10 }, EXPERIENCE_RANGE_BOUNDS)).toBeNull();
    expect(openRangeOf(null, AGE_RANGE_BOUNDS)).toBeNull();
  });

  it('name the shape a chip reads: between, at least (5+) or at most', () => {
    expect(rangeShapeOf({ min: 5, max: null })).toEqual({ kind: 'atLeast', min: 5 });
    expect(rangeShapeOf({ min: null, max: 3 })).toEqual({ kind: 'atMost', max: 3 });
    expect(rangeShapeOf({ min: 2, max: 4 })).toEqual({ kind: 'between', min: 2, max: 4 });
    expect(rangeShapeOf({ min: null, max: null })).toBeNull();
  });
});
