import { appendUnseenById, hasMorePages } from './pages';

describe('loading more applicants (spec §4)', () => {
  it('appends the next page', () => {
    expect(appendUnseenById([{ id: 1 }, { id: 2 }], [{ id: 3 }, { id: 4 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
      { id: 4 },
    ]);
  });

  it('skips applicants already shown, and repeats within the page', () => {
    const shown = [{ id: 1, name: 'first' }];
    const next = [
      { id: 1, name: 'again' },
      { id: 5, name: 'new' },
      { id: 5, name: 'twice' },
    ];
    expect(appendUnseenById(shown, next)).toEqual([
      { id: 1, name: 'first' },
      { id: 5, name: 'new' },
    ]);
  });

  it('has more pages while the current page is below the last', () => {
    expect(hasMorePages({ current_page: 1, last_page: 3 })).toBe(true);
    expect(hasMorePages({ current_page: 3, last_page: 3 })).toBe(false);
    expect(hasMorePages({ current_page: 1, last_page: 0 })).toBe(false);
  });
});
