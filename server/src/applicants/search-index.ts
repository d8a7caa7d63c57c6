// Resumes saved before this server version have no search document (migration 0004 adds the column
// empty): they are indexed at start-up from their stored resume, with the code every save uses.

import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants, directoryChanges, directoryState } from '../db/schema';
import { directoryColumns } from './directory-columns';
import { parseResumeInput } from './resume-input';
import { mainSpecializationsOf } from './save-resume';

const BATCH = 500;

/** Indexes every resume without a search document; the number indexed. */
export async function indexUnindexedResumes(db: Db, today = new Date()): Promise<number> {
  const reference = await mainSpecializationsOf(db);
  let indexed = 0;
  for (;;) {
    const rows = await db
      .select({ id: applicants.id, resume: applicants.resume })
      .from(applicants)
      .where(isNull(applicants.searchVector))
      .orderBy(applicants.id)
      .limit(BATCH);
    if (rows.length === 0) break;
    const documents = rows.map(({ id, resume }) => {
      let vector = '';
      try {
        vector = directoryColumns(
          parseResumeInput(resume, reference).sections,
          reference,
          today,
        ).searchVector;
      } catch {
        // A stored resume the save path would refuse today is not searchable by its text.
      }
      return { id, vector };
    });
    await db.execute(sql`
      update ${applicants} set search_vector = indexed.vector::tsvector
      from unnest(${`{${documents.map((d) => d.id).join(',')}}`}::integer[],
                  ${`{${documents.map((d) => `"${d.vector.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[])
        as indexed(id, vector)
      where ${applicants.id} = indexed.id`);
    indexed += rows.length;
  }
  if (indexed > 0) {
    // Servers keep keyword answers while the directory's version stays the same, and this update is not
    // a change the log records: raise the version with a gap in the log, so every server counts afresh.
    await db.transaction(async (tx) => {
      await tx.update(directoryState).set({ version: sql`${directoryState.version} + 1` });
      await tx.delete(directoryChanges);
    });
  }
  return indexed;
}
