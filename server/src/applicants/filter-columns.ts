// Resumes saved before migration 0013 have no spoken languages read (the column is null), and a birth
// date their owner hid still sat in the age filters' column. Both are read again at start-up from the
// stored resume, by the rules every save applies (directory-columns.ts); the update is logged like a
// save, so running servers bring their kept counts forward over it.

import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { intArray, textArray } from '../db/sql-arrays';
import { spokenLanguagesOf } from '../reference-data/spoken-languages';
import { filterableBirthdate } from './directory-columns';

const BATCH = 500;

/** A stored resume's languages as the builder writes them (anything else holds none). */
function languageEntries(resume: Record<string, unknown>): Array<{ item?: unknown }> {
  const languages = resume.languages;
  return Array.isArray(languages)
    ? languages.filter((entry) => typeof entry === 'object' && entry !== null)
    : [];
}

/** Fills the filter columns of every resume whose spoken languages were never read; the number filled. */
export async function fillFilterColumns(db: Db): Promise<number> {
  let filled = 0;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: applicants.id, resume: applicants.resume })
      .from(applicants)
      .where(and(gt(applicants.id, lastId), isNull(applicants.spokenLanguages)))
      .orderBy(applicants.id)
      .limit(BATCH);
    if (rows.length === 0) return filled;
    lastId = rows[rows.length - 1]!.id;
    // Each row's languages as one text (a text[] of text[] of uneven lengths is no array PostgreSQL takes).
    const languages = rows.map(({ resume }) => JSON.stringify(spokenLanguagesOf(languageEntries(resume))));
    const birthdates = rows.map(({ resume }) => filterableBirthdate(resume.contact) ?? '');
    await db.execute(sql`
      update ${applicants}
      set spoken_languages = array(select jsonb_array_elements_text(read.languages::jsonb)),
        birthdate = nullif(read.birthdate, '')::date
      from unnest(${intArray(rows.map((row) => row.id))}, ${textArray(languages)}, ${textArray(birthdates)})
        as read(id, languages, birthdate)
      where ${applicants.id} = read.id`);
    filled += rows.length;
  }
}
