import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { personalAccessTokens, users } from '../db/schema';
import { randomHex, sameSecret, sha256Hex } from '../security/secrets';
import type { UserRow } from './users';

// API tokens in Sanctum's form `{id}|{secret}`: the id finds the row, and only the SHA-256 of the
// secret is stored, so a copy of the database holds no usable token.

const TOKEN_NAME = 'auth_token';
const MAX_TOKEN_ID = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * last_used_at decides when an unused token lapses (days); writing it at most once an hour keeps a
 * signed-in client's reads free of writes but for one an hour.
 */
export const LAST_USED_RESOLUTION_MS = 60 * 60 * 1000;

export interface TokenLifetime {
  /** A token is refused this many days after it was issued, however often it was used. */
  ttlDays: number;
  /** ...and this many days after its last use (issue 34), so a forgotten session does not live on. */
  idleDays: number;
}

export async function issueAccessToken(
  db: Queryable,
  userId: number,
  now: Date,
  lifetimeDays: number,
): Promise<string> {
  const secret = randomHex(20);
  // Expired tokens can never be used again; a user's sign-in is a cheap moment to drop them.
  await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), lt(personalAccessTokens.expiresAt, now)));
  const [row] = await db
    .insert(personalAccessTokens)
    .values({
      userId,
      name: TOKEN_NAME,
      tokenHash: sha256Hex(secret),
      expiresAt: new Date(now.getTime() + lifetimeDays * DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: personalAccessTokens.id });
  if (!row) throw new Error('The new token row was not returned.');
  return `${row.id}|${secret}`;
}

export interface Authenticated {
  user: UserRow;
  tokenId: number;
}

/**
 * The user a bearer token belongs to, or undefined when it is malformed, unknown, revoked, expired or
 * unused for `idleDays` (counted from its issue when it was never used).
 */
export async function authenticate(
  db: Queryable,
  token: string,
  now: Date,
  { idleDays }: Pick<TokenLifetime, 'idleDays'>,
): Promise<Authenticated | undefined> {
  const match = /^(\d{1,15})\|([0-9a-f]{40})$/.exec(token);
  if (!match) return undefined;
  const tokenId = Number(match[1]);
  // Ids are PostgreSQL integers: a bigger one is no token of ours (and would be a database error).
  if (tokenId > MAX_TOKEN_ID) return undefined;
  const [found] = await db
    .select({ token: personalAccessTokens, user: users })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .where(eq(personalAccessTokens.id, tokenId));
  if (!found || !sameSecret(found.token.tokenHash, sha256Hex(match[2]!))) return undefined;
  if (found.token.expiresAt && found.token.expiresAt.getTime() <= now.getTime()) return undefined;
  const lastUsed = found.token.lastUsedAt?.getTime();
  const lastSeen = lastUsed ?? found.token.createdAt.getTime();
  if (now.getTime() - lastSeen >= idleDays * DAY_MS) return undefined;

  if (lastUsed === undefined || now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(personalAccessTokens)
      .set({ lastUsedAt: now })
      .where(eq(personalAccessTokens.id, tokenId));
  }
  return { user: found.user, tokenId };
}

export async function revokeAccessToken(db: Queryable, tokenId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}

export async function revokeAllAccessTokens(db: Queryable, userId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
}
