import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';

export interface Statistics {
  /**
   * Published resumes: the home page's counter sits above the directory, so it counts what a
   * visitor can find there, not drafts.
   */
  totalResumes: number;
}

export async function readStatistics(db: Db): Promise<Statistics> {
  const [row] = await db
    .select({ totalResumes: count() })
    .from(applicants)
    .where(sql`${applicants.published}`);
  return { totalResumes: row?.totalResumes ?? 0 };
}
