// `GET /api/applicants/{id}`: the public resume (spec §7), or its owner's draft.

import { eq } from 'drizzle-orm';
import {
  detailFromBuilder,
  type MainSpecialization,
  normalizeSpecializations,
  type ResumeDetail,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { applicantProfile, profileColumns } from './profile';

/**
 * The resume in the detail form and its owner's user id, or undefined when there is none or it is a draft that `viewerId`
 * (the signed-in user, if any) does not own. The phone number is left out unless its owner chose
 * to show it (spec §6).
 */
export async function findResumeDetail(
  db: Db,
  applicantId: number,
  viewerId: number | null,
  reference: readonly MainSpecialization[],
): Promise<{ detail: ResumeDetail; ownerId: number } | undefined> {
  const [row] = await db.select(profileColumns).from(applicants).where(eq(applicants.id, applicantId));
  if (!row || (!row.published && row.userId !== viewerId)) return undefined;
  const profile = applicantProfile(row);
  const { contact } = profile;
  const detail: ResumeDetail = {
    ...profile,
    contact: contact.phone.showPhone ? contact : { ...contact, phone: { phone: '', showPhone: false } },
    specializations: detailFromBuilder(
      normalizeSpecializations((row.resume as { specializations?: unknown }).specializations),
      reference,
    ),
  };
  return { detail, ownerId: row.userId };
}
