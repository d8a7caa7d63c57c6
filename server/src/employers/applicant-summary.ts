import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { applicants } from '../db/schema';

/** What a company's lists show of an applicant: name, job title and photo of the published resume. */
export const applicantSummaryColumns = {
  applicantId: applicants.id,
  name: applicants.fullName,
  jobTitle: sql<string | null>`${applicants.resume} -> 'contact' ->> 'job_title'`,
  image: sql<string | null>`${applicants.resume} ->> 'image'`,
};

/** The applicant's id and owner when their resume is published; undefined otherwise. */
export async function publishedApplicant(
  db: Queryable,
  applicantId: number,
): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await db
    .select({ id: applicants.id, userId: applicants.userId })
    .from(applicants)
    .where(and(eq(applicants.id, applicantId), eq(applicants.published, true)));
  return row;
}
