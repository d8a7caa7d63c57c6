// A filter's kept matches (its total and first ids in page order, at one version of the directory) brought
// forward over logged writes instead of counted again (directory.ts keeps them per filter).

/**
 * How many matches a filter has and the first of them in page order, as of one version of the
 * directory (`directory_state.version`: one more for every row written to `applicants`).
 */
export interface FilterMatches {
  version: number;
  total: number;
  /** The first matches in page order: all of them when `complete`, else at most `matchesKept`. */
  ids: Int32Array;
  /** Their sort column as a number (microseconds for times); null when the sort is by name. */
  keys: Float64Array | null;
  complete: boolean;
}

/** One logged write to `applicants`, judged against one filter. */
export interface Change {
  id: number;
  /** The row matched the filter before the write. */
  was: boolean;
  /** It matches after it. */
  is: boolean;
  /** Its sort column after the write, as sortKeyOf reads it. */
  key: number | null;
}

function without<T extends Int32Array | Float64Array>(array: T, at: number): T {
  const copy = new (array.constructor as new (length: number) => T)(array.length - 1);
  copy.set(array.subarray(0, at));
  copy.set(array.subarray(at + 1), at);
  return copy;
}

function withInserted<T extends Int32Array | Float64Array>(array: T, at: number, value: number): T {
  const copy = new (array.constructor as new (length: number) => T)(array.length + 1);
  copy.set(array.subarray(0, at));
  copy[at] = value;
  copy.set(array.subarray(at), at + 1);
  return copy;
}

/**
 * Kept matches brought forward over logged writes, in version order: the total moves by one for each row
 * that starts or stops matching, and a row that matches takes its place among the kept ids by its sort
 * value (past the end of kept matches that are only the first ones, it is simply not kept).
 */
export function applyChanges(
  matches: FilterMatches,
  changes: readonly Change[],
  version: number,
  { descending, matchesKept }: { descending: boolean; matchesKept: number },
): FilterMatches {
  let { total, ids, keys, complete } = matches;
  for (const change of changes) {
    total += Number(change.is) - Number(change.was);
    const at = ids.indexOf(change.id);
    if (at >= 0) {
      ids = without(ids, at);
      if (keys) keys = without(keys, at);
    }
    if (!change.is) continue;
    if (!keys || change.key === null) {
      // Where a name goes among the kept ones is the database's to say: keep none, so the next read
      // counts afresh.
      ids = new Int32Array(0);
      keys = null;
      complete = false;
      continue;
    }
    const { id, key } = change;
    const comesBefore = (index: number) =>
      descending
        ? keys![index]! > key || (keys![index] === key && ids[index]! > id)
        : keys![index]! < key || (keys![index] === key && ids[index]! < id);
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comesBefore(middle)) low = middle + 1;
      else high = middle;
    }
    if (low === ids.length && !complete) continue;
    ids = withInserted(ids, low, id);
    keys = withInserted(keys, low, key);
    if (ids.length > matchesKept) {
      ids = ids.subarray(0, matchesKept);
      keys = keys.subarray(0, matchesKept);
      complete = false;
    }
  }
  return { version, total, ids, keys, complete };
}
