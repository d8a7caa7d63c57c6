import type { ApplicantProfile } from '@talent/resume-model';
import type { Language } from '@talent/i18n/src/languages';
import { eq, sql } from 'drizzle-orm';
import { applicantProfile, emptyResumeSections } from '../applicants/profile';
import type { Queryable } from '../db/database';
import { applicants, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;

/** What a company tells applicants about itself (issue 34); empty fields are null. */
export interface CompanyProfile {
  name: string;
  city: string | null;
  sector: string | null;
  website: string | null;
  description: string | null;
}

/** The `user` of every auth answer (contracts-accounts.md). */
export interface UserView {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  is_company: boolean;
  /** When the account confirmed its address (ISO 8601), or null until it has (issue 34). */
  email_verified_at: string | null;
  /** A company's profile; null for an applicant. */
  company: CompanyProfile | null;
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
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    company: user.isCompany ? companyProfileOf(user) : null,
    applicant: applicant ? applicantProfile(applicant) : null,
  };
}

/** A company account's profile; its name falls back to the account's (accounts older than profiles). */
export function companyProfileOf(
  user: Pick<
    UserRow,
    'name' | 'companyName' | 'companyCity' | 'companySector' | 'companyWebsite' | 'companyDescription'
  >,
): CompanyProfile {
  return {
    name: user.companyName || user.name,
    city: user.companyCity || null,
    sector: user.companySector || null,
    website: user.companyWebsite || null,
    description: user.companyDescription || null,
  };
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  isCompany: boolean;
  /** A company's name (issue 34), asked at sign-up beside the person's. */
  companyName?: string;
  /** True for accounts whose address needs no confirmation (the demo data's). */
  emailVerified?: boolean;
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
          companyName: account.isCompany ? (account.companyName ?? account.name) : null,
          emailVerifiedAt: account.emailVerified ? sql`now()` : null,
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
