import { ratingLabel } from './ratings';

describe('rating labels (spec §3: languages and tools)', () => {
  it.each([
    [1, 'Basic'],
    [2, 'Intermediate'],
    [3, 'Good'],
    [4, 'Very Good'],
    [5, 'Excellent'],
  ])('rating %i reads %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });

  it('reads a rating that arrives as a string from a form control', () => {
    expect(ratingLabel('4')).toBe('Very Good');
  });

  it.each([0, 6, 2.5, -1, Number.NaN, null, undefined, '', 'Good', '3 stars'])(
    'anything else (%p) reads N/A',
    (rating) => {
      expect(ratingLabel(rating)).toBe('N/A');
    },
  );
});
