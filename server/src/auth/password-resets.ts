import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passwordResetTokens } from '../db/schema';
import { randomHex, sameSecret, sha256Hex } from '../security/secrets';
import { revokeAllAccessTokens } from './access-tokens';
import { findUserByEmail, normalizeEmail, setPassword } from './users';

/** A reset link works for an hour after it was asked for. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A new reset token for the address, replacing any earlier one (only the latest link works). The
 * token is returned for the link; only its SHA-256 is stored.
 */
export async function createResetToken(db: Db, email: string, now: Date): Promise<string> {
  const token = randomHex(32);
  const row = { email: normalizeEmail(email), tokenHash: sha256Hex(token), createdAt: now };
  await db
    .insert(passwordResetTokens)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetTokens.email,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt },
    });
  return token;
}

export interface PasswordReset {
  email: string;
  token: string;
  /** Hashes the new password; called only once the token is known to be good (hashing is costly). */
  hashNewPassword(): Promise<string>;
}

/**
 * Sets the new password if the token is the address's latest, unused and under an hour old; then
 * the token is spent and every API token of the user is revoked (a reset often follows a theft).
 * A wrong guess leaves the real token usable and costs no hashing; an expired one is removed.
 */
export async function resetPassword(db: Db, reset: PasswordReset, now: Date): Promise<boolean> {
  const email = normalizeEmail(reset.email);
  const tokenHash = sha256Hex(reset.token);
  const isLatestToken = (pending: { tokenHash: string } | undefined): pending is { tokenHash: string } =>
    pending !== undefined && sameSecret(pending.tokenHash, tokenHash);

  const [candidate] = await db
    .select({ tokenHash: passwordResetTokens.tokenHash })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.email, email));
  if (!isLatestToken(candidate)) return false;
  // Outside the transaction: no row lock or pooled connection is held while the hash is computed.
  const newPasswordHash = await reset.hashNewPassword();

  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const [pending] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.email, email))
      .for('update');
    if (!user || !pending || !isLatestToken(pending)) return false;

    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.email, email), eq(passwordResetTokens.tokenHash, pending.tokenHash)));
    if (now.getTime() - pending.createdAt.getTime() > RESET_TOKEN_LIFETIME_MS) return false;

    await setPassword(tx, user.id, newPasswordHash);
    await revokeAllAccessTokens(tx, user.id);
    return true;
  });
}
