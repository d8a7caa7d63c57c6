// Arrays as statement parameters: drizzle spreads a JavaScript array into one parameter per item, so a
// list travels as one text literal of the array, cast by the database.

import { type SQL, sql } from 'drizzle-orm';

/** An integer[] parameter; a null item is the array's NULL. */
export function intArray(ids: readonly (number | null)[]): SQL {
  return sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::integer[]`;
}

/** A text[] parameter: each item quoted, its backslashes and quotes escaped. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}
