import type pg from 'pg';

/**
 * Runs `run` and counts the statements sent through `pool` meanwhile whose text (with its values, as
 * JSON) `counted` accepts: for tests that prove work is not done again, e.g. that a filter is not
 * counted afresh.
 */
export async function countStatements<T>(
  pool: pg.Pool,
  counted: (statement: string) => boolean,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let statements = 0;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    if (counted(JSON.stringify(args[0]))) statements += 1;
    return query(...args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    delete (pool as { query?: unknown }).query;
  }
}

/** A statement that counts rows. */
export const countsRows = (statement: string) => statement.includes('count(');
