// The facet table's rows by id (facet-table.ts): each row's slots in one typed array, tallied by id, as
// rows are written again and taken out.

import { FACET_GROUPS } from '@talent/resume-model';
import { RowsById } from './facet-table';

/** The slots' counts as the rows' own lists give them, for the ids given (all rows for null). */
function expected(lists: ReadonlyMap<number, readonly number[]>, ids: readonly number[] | null, group = -1) {
  const counts = new Int32Array(64);
  for (const [id, slots] of lists) {
    if (ids !== null && !ids.includes(id)) continue;
    for (const slot of slots) if (group < 0 || slot % FACET_GROUPS.length === group) counts[slot]! += 1;
  }
  return counts;
}

const row = {} as never;

describe('RowsById', () => {
  it('tallies the slots of the rows it holds, by id, over every row or some', () => {
    const rows = new RowsById();
    const lists = new Map<number, number[]>([
      [3, [0, 9, 17]],
      [5, []],
      [8, [1, 9, 60]],
      [2_000, [2, 10]],
    ]);
    for (const [id, slots] of lists) rows.set(id, row, slots);
    expect(rows.size).toBe(4);
    const all = new Int32Array(64);
    rows.tallyAll(all, null);
    expect(all).toEqual(expected(lists, null));
    // An id without a row (never written, or beyond every id) adds nothing.
    const some = new Int32Array(64);
    rows.tallyAll(some, [8, 3, 4, 90_000]);
    expect(some).toEqual(expected(lists, [8, 3]));
    const ofGroup = new Int32Array(64);
    for (const id of [3, 8, 2_000]) rows.tally(ofGroup, id, 1);
    expect(ofGroup).toEqual(expected(lists, null, 1));
  });

  it('counts a row written again by its last slots and a deleted one not at all, without growing for good', () => {
    const rows = new RowsById();
    const lists = new Map<number, number[]>();
    for (let write = 0; write < 200_000; write += 1) {
      const id = (write * 7919) % 50;
      if (write % 13 === 0) {
        rows.delete(id);
        lists.delete(id);
        continue;
      }
      const slots = Array.from({ length: write % 6 }, (_, at) => (write + at * 3) % 64);
      rows.set(id, row, slots);
      lists.set(id, slots);
    }
    expect(rows.size).toBe(lists.size);
    const all = new Int32Array(64);
    rows.tallyAll(all, null);
    expect(all).toEqual(expected(lists, null));
    // 50 rows of at most 5 slots, after 500,000 slots written: the runs written over are dropped, not kept
    // beside them.
    expect(rows.slotRoom).toBeLessThan(5_000);
  });

  it('gives back the room growing left over', () => {
    const rows = new RowsById();
    for (let id = 1; id <= 10_000; id += 1) rows.set(id, row, [id % 64, 1]);
    expect(rows.slotRoom).toBeGreaterThan(20_000);
    rows.trim();
    expect(rows.slotRoom).toBe(20_000);
    rows.set(5, row, [3, 4, 5]);
    const all = new Int32Array(64);
    rows.tallyAll(all, [5, 6]);
    expect([all[3], all[4], all[5], all[6], all[1]]).toEqual([1, 1, 1, 1, 1]);
  });
});
