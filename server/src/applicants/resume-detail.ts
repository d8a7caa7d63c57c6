// `GET /api/applicants/{id}`: the public resume (spec §7), or its owner's draft.

import { eq } from 'drizzle-orm';
import {
  detailFromBuilder,
  type MainSpecialization,
  normalizeSpecializations,
  publicContact,
  type ResumeDetail,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { applicantProfile, profileColumns } from './profile';

/**
 * The resume in the detail form and its owner's user id, or undefined when there is none or it is a draft that `viewerId`
 * (the signed-in user, if any) does not own. To anyone but its owner the phone number is left out
 * unless its owner chose to show it (spec §6), and so are the e-mail and the birth date (issue #23;
 * with the age chosen, the age on `today` goes instead of the date). The owner gets every value, to
 * edit them.
 */
export async function findResumeDetail(
  db: Db,
  applicantId: number,
  viewerId: number | null,
  reference: readonly MainSpecialization[],
  today: Date,
): Promise<{ detail: ResumeDetail; ownerId: number } | undefined> {
  const [row] = await db.select(profileColumns).from(applicants).where(eq(applicants.id, applicantId));
  if (!row || (!row.published && row.userId !== viewerId)) return undefined;
  const profile = applicantProfile(row);
  const { contact } = profile;
  const detail: ResumeDetail = {
    ...profile,
    contact: row.userId === viewerId ? contact : publicContact(contact, today),
    specializations: detailFromBuilder(
      normalizeSpecializations((row.resume as { specializations?: unknown }).specializations),
      reference,
    ),
  };
  return { detail, ownerId: row.userId };
}
