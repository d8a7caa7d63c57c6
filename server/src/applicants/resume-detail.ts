// `GET /api/applicants/{id}`: the public resume (spec §7), or its owner's draft.

import { eq } from 'drizzle-orm';
import type { Language } from '@talent/i18n/src/languages';
import {
  availableLanguages,
  detailFromBuilder,
  type MainSpecialization,
  normalizeSpecializations,
  publicContact,
  readableLanguage,
  type ResumeDetail,
  resumeInLanguage,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { applicantProfile, profileColumns } from './profile';

/**
 * The resume in the detail form and its owner's user id, or undefined when there is none or it is a draft that `viewerId`
 * (the signed-in user, if any) does not own. To anyone but its owner the phone number is left out
 * unless its owner chose to show it (spec §6), and so are the e-mail and the birth date (issue #23;
 * with the age chosen, the age on `today` goes instead of the date). The owner gets every value, to
 * edit them. Issue 31: the resume reads in `language` when it has that version (else in its main
 * language), and names every language it reads in.
 */
export async function findResumeDetail(
  db: Db,
  applicantId: number,
  viewerId: number | null,
  reference: readonly MainSpecialization[],
  today: Date,
  language?: Language | string,
): Promise<{ detail: ResumeDetail; ownerId: number } | undefined> {
  const [row] = await db.select(profileColumns).from(applicants).where(eq(applicants.id, applicantId));
  if (!row || (!row.published && row.userId !== viewerId)) return undefined;
  const stored = applicantProfile(row);
  const profile = resumeInLanguage(stored, readableLanguage(stored, language));
  const { contact } = profile;
  const detail: ResumeDetail = {
    ...profile,
    available_languages: availableLanguages(stored),
    contact: row.userId === viewerId ? contact : publicContact(contact, today),
    specializations: detailFromBuilder(
      normalizeSpecializations((row.resume as { specializations?: unknown }).specializations),
      reference,
    ),
  };
  return { detail, ownerId: row.userId };
}
