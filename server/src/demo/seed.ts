import { randomBytes } from 'node:crypto';
import { and, inArray, like } from 'drizzle-orm';
import type { Passwords } from '../auth/passwords';
import { createAccount } from '../auth/users';
import { saveResume } from '../applicants/save-resume';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { PhotoStore } from '../photos/photo-store';
import { renderAvatar } from './avatar';
import { DEMO_EMAIL_DOMAIN, generateDemoApplicant } from './generate';

/**
 * The password every demo account had until issue 15, written in the READMEs: anyone could sign in
 * to a server seeded with it. Kept only to find and retire such accounts.
 */
export const PUBLISHED_DEMO_PASSWORD = 'TalentDemo2026';

export interface SeedDemoOptions {
  count: number;
  seed?: number;
  /** Where the save path keeps photos (`app.photos`, or `openPhotoStore` outside the server). */
  photos: PhotoStore;
  /** Hashes the demo password as sign-up would (argon2id with the configured cost). */
  hashPassword(password: string): Promise<string>;
  /**
   * The demo accounts' password, chosen by whoever seeds them (`pnpm seed:demo --password`).
   * Absent: a random one that is never shown, so nobody can sign in as a demo applicant.
   */
  password?: string;
  today?: Date;
  /** Stops between two applicants, e.g. when the server shuts down. */
  signal?: AbortSignal;
  /** Called after each applicant is saved. */
  onProgress?(saved: number): void;
}

export interface SeedDemoResult {
  created: number;
  /** The numbers of the demo accounts created, e.g. 1 to 200. */
  first: number | null;
  last: number | null;
}

/** The demo accounts' rows (`demo{n}@talentpool.local`). */
const demoAccounts = like(users.email, `demo%@${DEMO_EMAIL_DOMAIN}`);

/** The highest n of the `demo{n}@talentpool.local` accounts already there, or 0. */
async function lastDemoNumber(db: Db): Promise<number> {
  const rows = await db.select({ email: users.email }).from(users).where(demoAccounts);
  const numbers = rows.map((row) => Number(/^demo(\d+)@/.exec(row.email)?.[1] ?? 0));
  return Math.max(0, ...numbers);
}

/**
 * Creates `count` demo applicants the way real ones come about: an account through the sign-up
 * code, then the resume (and photo) through the same save path as `POST /api/applicant`. Numbers
 * continue after any demo accounts already present.
 */
export async function seedDemoApplicants(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const today = options.today ?? new Date();
  const first = (await lastDemoNumber(db)) + 1;
  // One hash for every demo account: they share the password, and argon2id is slow on purpose.
  const passwordHash = await options.hashPassword(options.password ?? randomBytes(32).toString('base64url'));
  let created = 0;
  let last: number | null = null;
  for (let number = first; number < first + options.count; number += 1) {
    if (options.signal?.aborted) break;
    const demo = generateDemoApplicant(number, { seed: options.seed, today });
    const account = await createAccount(db, {
      ...demo.account,
      passwordHash,
      isCompany: false,
      emailVerified: true,
    });
    if (account === 'email-taken') continue;
    const photo = demo.avatar ? await renderAvatar(demo.avatar) : undefined;
    // Without a photo, `image: null` is the save call's "no photo"; with one, the file replaces it.
    const { image, ...withoutImage } = demo.resume;
    await saveResume(db, {
      userId: account.user.id,
      resume: photo ? withoutImage : { ...withoutImage, image },
      photo: { bytes: photo, store: options.photos },
    });
    created += 1;
    last = number;
    options.onProgress?.(created);
  }
  return { created, first: created > 0 ? first : null, last };
}

/**
 * Gives every demo account that still signs in with PUBLISHED_DEMO_PASSWORD a random password
 * instead; returns how many. Accounts seeded together share one hash, so a few checks cover them all.
 */
export async function retirePublishedDemoPassword(
  db: Db,
  passwords: Pick<Passwords, 'hash' | 'matches'>,
): Promise<number> {
  const hashes = await db.selectDistinct({ password: users.password }).from(users).where(demoAccounts);
  const published: string[] = [];
  for (const { password } of hashes) {
    if (await passwords.matches(PUBLISHED_DEMO_PASSWORD, password)) published.push(password);
  }
  if (published.length === 0) return 0;
  const retired = await db
    .update(users)
    .set({ password: await passwords.hash(randomBytes(32).toString('base64url')) })
    .where(and(demoAccounts, inArray(users.password, published)))
    .returning({ id: users.id });
  return retired.length;
}
