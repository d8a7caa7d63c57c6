import type { ApplicantProfile } from '@talent/resume-model';
import type { Language } from '@talent/i18n/src/languages';
import { eq, sql } from 'drizzle-orm';
import { applicantProfile, emptyResumeSections } from '../applicants/profile';
import type { Queryable } from '../db/database';
import { applicants, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;

/** The `user` of every auth answer (contracts-accounts.md). */
export interface UserView {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  is_company: boolean;
  /** The applicant's profile; null for a company. */
  applicant: ApplicantProfile | null;
}

/** Addresses are kept and compared in lower case: one account per address whatever its case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user;
}

export async function findApplicantOf(db: Queryable, userId: number): Promise<ApplicantRow | undefined> {
  const [applicant] = await db.select().from(applicants).where(eq(applicants.userId, userId));
  return applicant;
}

export function userView(user: UserRow, applicant: ApplicantRow | undefined): UserView {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'user',
    is_company: user.isCompany,
    applicant: applicant ? applicantProfile(applicant) : null,
  };
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  isCompany: boolean;
  /**
   * The interface language the account is created in (issue 35): an applicant's empty resume is written
   * in it until they choose otherwise, so the builder preselects it. English when not given.
   */
  language?: Language;
}

/**
 * Creates the user and, for an applicant, the empty resume that the builder fills in. Returns
 * 'email-taken' when the address (in any case) already has an account, even if that account was
 * created a moment ago by a concurrent request.
 */
export async function createAccount(
  db: Queryable,
  account: NewAccount,
): Promise<{ user: UserRow; applicant: ApplicantRow | undefined } | 'email-taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: account.name,
          email: normalizeEmail(account.email),
          password: account.passwordHash,
          role: 'user',
          isCompany: account.isCompany,
        })
        .returning();
      if (!user) throw new Error('The new user row was not returned.');
      if (account.isCompany) return { user, applicant: undefined };
      const [applicant] = await tx
        .insert(applicants)
        .values({
          userId: user.id,
          resume: { ...emptyResumeSections(), ...(account.language ? { language: account.language } : {}) },
        })
        .returning();
      return { user, applicant };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** PostgreSQL's unique_violation, however deep the driver and the ORM wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
