import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { selectables, specializations } from '../db/schema';

export interface SubSpeciality {
  id: number;
  title: string;
}

export interface MainSpecialization {
  id: number;
  title: string;
  children: SubSpeciality[];
}

export type SelectableList = string[] | MainSpecialization[];

/** The API serves the specialisation tree under both names (spec §7). */
const specializationListNames = new Set(['specializations', 'specialities']);

/** The named reference list, or undefined when no list has that name. */
export async function findSelectable(db: Db, name: string): Promise<SelectableList | undefined> {
  if (specializationListNames.has(name)) {
    const rows = await db.select().from(specializations).orderBy(asc(specializations.id));
    return toSpecializationTree(rows);
  }
  const [row] = await db
    .select({ data: selectables.data })
    .from(selectables)
    .where(eq(selectables.name, name));
  return row?.data;
}

/** Nests sub-specialities under their main specialisation, keeping the order of `rows`. */
export function toSpecializationTree(
  rows: ReadonlyArray<{ id: number; title: string; parentId: number | null }>,
): MainSpecialization[] {
  const mains = new Map<number, MainSpecialization>();
  for (const row of rows) {
    if (row.parentId === null) mains.set(row.id, { id: row.id, title: row.title, children: [] });
  }
  for (const row of rows) {
    if (row.parentId !== null) mains.get(row.parentId)?.children.push({ id: row.id, title: row.title });
  }
  return [...mains.values()];
}
