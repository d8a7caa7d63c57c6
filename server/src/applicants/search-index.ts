// Resumes saved before this server version have no search document (migration 0004 adds the column
// empty), or one of an older version (without SEARCH_DOCUMENT_VERSION's lexeme): they are indexed at
// start-up from their stored resume, with the code every save uses.

import { and, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants, directoryChanges, directoryState } from '../db/schema';
import { intArray, textArray } from '../db/sql-arrays';
import { directoryColumns } from './directory-columns';
import { parseResumeInput } from './resume-input';
import { mainSpecializationsOf } from './save-resume';
import { quotedLexeme, SEARCH_DOCUMENT_VERSION } from '../search/search-document';

const BATCH = 500;

/** Indexes every resume without a search document of this version; the number indexed. */
export async function indexUnindexedResumes(db: Db, today = new Date()): Promise<number> {
  const reference = await mainSpecializationsOf(db);
  let indexed = 0;
  // Each resume once, in id order, even one whose document could not be built.
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: applicants.id, resume: applicants.resume })
      .from(applicants)
      .where(
        and(
          gt(applicants.id, lastId),
          or(
            isNull(applicants.searchVector),
            sql`not (${applicants.searchVector} @@ ${quotedLexeme(SEARCH_DOCUMENT_VERSION)}::tsquery)`,
          ),
        ),
      )
      .orderBy(applicants.id)
      .limit(BATCH);
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    const documents = rows.map(({ id, resume }) => {
      // Only the version's lexeme when the document cannot be built: indexed, so not tried again.
      let vector = `${quotedLexeme(SEARCH_DOCUMENT_VERSION)}:1`;
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
      from unnest(${intArray(documents.map((d) => d.id))}, ${textArray(documents.map((d) => d.vector))})
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
