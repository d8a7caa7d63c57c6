import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { intArray, textArray } from '../db/sql-arrays';
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
    // Both long lists travel as a few array parameters (unnest) rather than a VALUES row each: drizzle builds a
    // statement of thousands of parameters slowly (about 0.7 s of processor time on every start), and the
    // database compares each row with what it holds either way.
    const changedSpecializations = await tx.execute(sql`
      insert into ${specializations} (id, title, parent_id)
      select * from unnest(${intArray(specializationRows.map((row) => row.id))},
        ${textArray(specializationRows.map((row) => row.title))},
        ${intArray(specializationRows.map((row) => row.parentId))})
      on conflict (id) do update set title = excluded.title, parent_id = excluded.parent_id
        where (${specializations.title}, ${specializations.parentId}) is distinct from (excluded.title, excluded.parent_id)`);

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
    const conceptIds = textArray(names.map((row) => row.conceptId));
    const languages = textArray(names.map((row) => row.language));
    const nameTexts = textArray(names.map((row) => row.name));
    const addedNames = await tx.execute(sql`
      insert into ${searchConcepts} (concept_id, language, name, category)
      select * from unnest(${conceptIds}, ${languages}, ${nameTexts}, ${textArray(names.map((row) => row.category))})
      on conflict (concept_id, language, name) do update set category = excluded.category
        where ${searchConcepts.category} is distinct from excluded.category`);
    const removedNames = await tx.execute(sql`
      delete from ${searchConcepts} where (concept_id, language, name) not in (
        select * from unnest(${conceptIds}, ${languages}, ${nameTexts}))`);

    return (
      (changedSpecializations.rowCount ?? 0) +
      changedSelectables.length +
      (addedNames.rowCount ?? 0) +
      (removedNames.rowCount ?? 0)
    );
  });
}
