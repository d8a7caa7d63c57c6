import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';

export interface Statistics {
  /** Resumes created so far, published or not: the home page's live counter (spec §2). */
  totalResumes: number;
}

export async function readStatistics(db: Db): Promise<Statistics> {
  const [row] = await db.select({ totalResumes: count() }).from(applicants);
  return { totalResumes: row?.totalResumes ?? 0 };
}
