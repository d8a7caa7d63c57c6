// Deleting an account (issue 34): every row that names it goes in one transaction. Most go with the
// user row through the foreign keys' ON DELETE CASCADE (tokens, the resume, its views and shortlist
// entries, the company's lists, requests and saved searches, a pending e-mail change); a company's past
// request to the applicant stays, its applicant set null (migration 0017), and reads "deleted account".
// What no foreign key reaches is removed here: the reset token kept by address, the contact details an
// acceptance kept on a request, and the name and user id the directory's change log copied from the resume row.

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { contactRequests, directoryChanges, passwordResetTokens, users } from '../db/schema';
import { isPhotoName } from '../photos/photo-store';
import { findApplicantOf, normalizeEmail, type UserRow } from '../auth/users';

/** The columns of `applicants` that name the person, as the change log copies them (migration 0003). */
const NAMING_LOG_KEYS = ['user_id', 'full_name'] as const;

/** Deletes the account and answers the name of its photo, for the caller to remove from the store. */
export async function deleteAccount(db: Db, user: UserRow): Promise<{ photo: string | null }> {
  return db.transaction(async (tx) => {
    const applicant = await findApplicantOf(tx, user.id);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, normalizeEmail(user.email)));
    if (applicant) {
      // The contact details an acceptance kept for the company (issue 34) go before the request is orphaned.
      await tx
        .update(contactRequests)
        .set({ sharedEmail: null, sharedPhone: null })
        .where(eq(contactRequests.applicantId, applicant.id));
    }
    await tx.delete(users).where(eq(users.id, user.id));
    if (applicant) {
      // The feed reads the filter columns of a logged row, never these (src/applicants/directory-feed.ts).
      const stripped = (column: typeof directoryChanges.before | typeof directoryChanges.after) =>
        sql`${column} - ${sql.raw(`'${NAMING_LOG_KEYS.join("' - '")}'`)}`;
      await tx
        .update(directoryChanges)
        .set({ before: stripped(directoryChanges.before), after: stripped(directoryChanges.after) })
        .where(
          sql`(${directoryChanges.before} ->> 'id')::int = ${applicant.id}
            or (${directoryChanges.after} ->> 'id')::int = ${applicant.id}`,
        );
    }
    const image = applicant?.resume.image;
    return { photo: isPhotoName(image) ? image : null };
  });
}
