// Changing the sign-in e-mail (issue 34): the request keeps the new address and the SHA-256 of a token
// mailed to it; opening the link (POST /api/confirm-email) makes it the account's address. One pending
// change per account, a new one replacing it; a token works once, for a day.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailChanges, users } from '../db/schema';
import { randomHex, sha256Hex } from '../security/secrets';
import { isUniqueViolation, normalizeEmail } from '../auth/users';

export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Keeps the change and answers the token for the link. */
export async function askEmailChange(db: Db, userId: number, newEmail: string, now: Date): Promise<string> {
  const token = randomHex(32);
  const row = { userId, newEmail: normalizeEmail(newEmail), tokenHash: sha256Hex(token), createdAt: now };
  await db
    .insert(emailChanges)
    .values(row)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: { newEmail: row.newEmail, tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

export type EmailChangeOutcome =
  | { kind: 'changed'; userId: number; oldEmail: string; newEmail: string }
  | { kind: 'invalid' }
  | { kind: 'email-taken' };

/** Spends the token: the account's address becomes the new one, unless another account took it since. */
export async function confirmEmailChange(db: Db, token: string, now: Date): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(emailChanges)
      .where(eq(emailChanges.tokenHash, sha256Hex(token)))
      .returning();
    if (!pending || now.getTime() - pending.createdAt.getTime() > EMAIL_CHANGE_LIFETIME_MS) {
      return { kind: 'invalid' };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, pending.userId)).for('update');
    if (!user) return { kind: 'invalid' };
    try {
      await tx.transaction(async (inner) => {
        await inner
          .update(users)
          .set({ email: pending.newEmail, updatedAt: now })
          .where(eq(users.id, user.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'email-taken' };
      throw error;
    }
    return { kind: 'changed', userId: user.id, oldEmail: user.email, newEmail: pending.newEmail };
  });
}
