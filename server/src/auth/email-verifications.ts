// Confirming an account's e-mail address (issue 34): sign-up mails a link holding a random token; opening
// it (the front end's /verify-email/{token}, which posts the token back) marks the account confirmed.
// One link per account at a time, single use, 24 hours; only the token's SHA-256 is stored.

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailVerifications, users } from '../db/schema';
import { randomHex, sha256Hex } from '../security/secrets';

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Another link may be asked for this long after the last one. */
export const VERIFICATION_RESEND_INTERVAL_MS = 60 * 1000;

/** The front end's page that confirms the address: it posts the token to `POST /api/verify-email`. */
export function verificationLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email/${token}`;
}

/** A new link's token for the account, replacing any earlier one (only the latest link works). */
export async function createVerificationToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomHex(32);
  const row = { userId, tokenHash: sha256Hex(token), createdAt: now };
  await db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

/** Milliseconds until the account may ask for another link (0: now). */
export async function waitBeforeAnotherLink(db: Db, userId: number, now: Date): Promise<number> {
  const [pending] = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId));
  if (!pending) return 0;
  return Math.max(0, pending.createdAt.getTime() + VERIFICATION_RESEND_INTERVAL_MS - now.getTime());
}

/**
 * Spends the token and marks its account confirmed; the account's id, or null for a token that is
 * unknown, used, replaced by a later one, or older than 24 hours (an expired one is removed too).
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<number | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(emailVerifications)
      .where(eq(emailVerifications.tokenHash, sha256Hex(token)))
      .returning();
    if (!spent || now.getTime() - spent.createdAt.getTime() > VERIFICATION_LIFETIME_MS) return null;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(users.id, spent.userId));
    return spent.userId;
  });
}
