// Accounts and resumes for the employers' tests (not product code: the catalogue test skips testing/).

import { eq } from 'drizzle-orm';
import { saveResume } from '../applicants/save-resume';
import { publishableResume, type ResumeChanges } from '../applicants/test-resumes';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from './api-client';

export interface Account {
  token: string;
  userId: number;
}

let accounts = 0;

export async function signUp(
  server: RunningServer,
  options: {
    company?: boolean;
    name?: string;
    email?: string;
    language?: string;
    /** Whether the account has confirmed its address (issue 34); a company has unless told otherwise. */
    verified?: boolean;
  } = {},
): Promise<Account> {
  accounts += 1;
  const response = await call<{ token: string; user: { id: number } }>(server.url, 'POST', '/api/signup', {
    body: {
      email: options.email ?? `employers.${process.pid}.${accounts}@example.com`,
      name: options.name ?? (options.company ? `Company ${accounts}` : `Applicant ${accounts}`),
      password: 'correct horse',
      is_company: options.company ?? false,
      ...(options.company ? { company_name: options.name ?? `Company ${accounts}` } : {}),
      recaptcha_token: '',
    },
    language: options.language,
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  // The sign-up's confirmation mail is written in the background: it lands before the test goes on, so
  // a test counting the outbox counts only what it caused.
  await server.app.backgroundSettled();
  const userId = response.body.user.id;
  if (options.verified ?? options.company ?? false) await confirmEmail(server, userId);
  return { token: response.body.token, userId };
}

/** Marks the account's address confirmed, as opening the link mailed at sign-up does (routes/email-verification.ts). */
export async function confirmEmail(server: RunningServer, userId: number): Promise<void> {
  await server.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** An applicant account with a published resume (or a draft); returns the applicant id too. */
export async function applicantWithResume(
  server: RunningServer,
  changes: ResumeChanges = {},
  email?: string,
): Promise<Account & { applicantId: number }> {
  const account = await signUp(server, { email });
  const { applicantId } = await saveResume(server.database.db, {
    userId: account.userId,
    resume: publishableResume(changes),
  });
  return { ...account, applicantId };
}
