import { DIRECTORY_SORTS, effectiveSortOf, sortOfRequest, sortRequestOf } from './directory';

describe('the directory sort as the filter call carries it', () => {
  it.each(DIRECTORY_SORTS)('reads %s back from its sort_by and sort_order', (sort) => {
    const request = sortRequestOf(sort)!;
    expect(sortOfRequest(request.sort_by, request.sort_order)).toBe(sort);
  });

  it('names no sort for keys it does not know or an order it does not use', () => {
    expect(sortOfRequest(null, null)).toBeNull();
    expect(sortOfRequest('created_at', 'asc')).toBeNull();
    expect(sortOfRequest('salary', 'desc')).toBeNull();
  });

  it('shows best match while a keyword is typed, newest otherwise, unless one is chosen', () => {
    expect(effectiveSortOf(null, 'react')).toBe('relevance');
    expect(effectiveSortOf(null, ' ')).toBe('newest');
    expect(effectiveSortOf('experience', 'react')).toBe('experience');
  });
});
