import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { textArray } from '../db/sql-arrays';
import { searchConcepts, selectables, specializations } from '../db/schema';
import { conceptNames } from '../search/concepts/concepts';
import { specializations as specializationSeeds, stringSelectables } from './reference-lists';

/**
 * Writes the reference lists. Safe to run on every start: rows are upserted by key, and a row that
 * already holds the same values is left untouched.
 *
 * @returns how many rows were inserted or changed (0 when the database was already up to date).
 */
export async function seedReferenceData(db: Db): Promise<number> {
  const specializationRows = specializationSeeds.flatMap((main) => [
    { id: main.id, title: main.title, parentId: null },
    ...main.subSpecialities.map((sub) => ({ id: sub.id, title: sub.title, parentId: main.id })),
  ]);
  const selectableRows = Object.entries(stringSelectables).map(([name, data]) => ({
    name,
    data: [...data],
  }));

  return db.transaction(async (tx) => {
    const changedSpecializations = await tx
      .insert(specializations)
      .values(specializationRows)
      .onConflictDoUpdate({
        target: specializations.id,
        set: { title: sql`excluded.title`, parentId: sql`excluded.parent_id` },
        setWhere: sql`(${specializations.title}, ${specializations.parentId}) is distinct from (excluded.title, excluded.parent_id)`,
      })
      .returning({ id: specializations.id });

    const changedSelectables = await tx
      .insert(selectables)
      .values(selectableRows)
      .onConflictDoUpdate({
        target: selectables.name,
        set: { data: sql`excluded.data` },
        setWhere: sql`${selectables.data} is distinct from excluded.data`,
      })
      .returning({ name: selectables.name });

    // The concept names: the list's rows added, rows the list no longer holds taken away.
    const names = conceptNames();
    const addedNames = await tx
      .insert(searchConcepts)
      .values(names)
      .onConflictDoUpdate({
        target: [searchConcepts.conceptId, searchConcepts.language, searchConcepts.name],
        set: { category: sql`excluded.category` },
        setWhere: sql`${searchConcepts.category} is distinct from excluded.category`,
      })
      .returning({ name: searchConcepts.name });
    const removedNames = await tx.execute(sql`
      delete from ${searchConcepts} where (concept_id, language, name) not in (
        select * from unnest(${textArray(names.map((row) => row.conceptId))},
          ${textArray(names.map((row) => row.language))}, ${textArray(names.map((row) => row.name))}))`);

    return (
      changedSpecializations.length +
      changedSelectables.length +
      addedNames.length +
      (removedNames.rowCount ?? 0)
    );
  });
}
