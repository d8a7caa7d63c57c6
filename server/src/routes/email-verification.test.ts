// Issue 34: a confirmed e-mail address before a company reaches applicants, and company profiles.

import { eq } from 'drizzle-orm';
import { updateCompanyProfile } from '../auth/company-profile';
import { emailVerifications, users } from '../db/schema';
import { HttpError, validationFailure } from '../http/errors';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { applicantWithResume, signUp } from '../testing/employers';
import { readableMail, readOutbox } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { publishableResume } from '../applicants/test-resumes';

let environment: TestEnvironment;
let server: RunningServer;
let clockOffsetMs = 0;
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({}, { now: () => new Date(Date.now() + clockOffsetMs) });
});

afterEach(() => {
  clockOffsetMs = 0;
});

afterAll(() => environment.dispose());

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: Parameters<typeof call>[3],
) => call<T>(server.url, method, path, options);

interface User {
  id: number;
  email: string;
  email_verified_at: string | null;
  company: Record<string, unknown> | null;
}

let signups = 0;
async function signUpOver(body: Record<string, unknown> = {}, language?: string) {
  signups += 1;
  const email = `verify.${signups}@example.com`;
  const response = await api<{ user: User; token: string; errors?: unknown }>('POST', '/api/signup', {
    body: { email, name: 'Huda Salih', password: 'correct horse', is_company: false, ...body },
    language,
  });
  return { ...response, email };
}

/** The confirmation link of the newest mail to `email`, and that mail as a reader sees it. */
async function confirmationMail(email: string) {
  await server.app.backgroundSettled();
  const mail = readOutbox(environment.dataDir)
    .map((message) => readableMail(message.raw))
    .reverse()
    .find((message) => message.includes(`To: ${email}`) && message.includes('/verify-email/'));
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const link = /https?:\/\/\S+\/verify-email\/([0-9a-f]+)/.exec(mail);
  return { mail, link: link![0], token: link![1]! };
}

const mailsTo = async (email: string) => {
  await server.app.backgroundSettled();
  return readOutbox(environment.dataDir).filter((message) => message.raw.includes(`To: ${email}`)).length;
};

describe('confirming the e-mail address', () => {
  it('mails a link at sign-up; every user answer says null until it is opened, then when', async () => {
    const signup = await signUpOver();
    expect(signup.status).toBe(201);
    expect(signup.body.user.email_verified_at).toBeNull();
    expect(signup.body.user.company).toBeNull();
    const { mail, link, token } = await confirmationMail(signup.email);
    expect(mail).toContain('Subject: Confirm your e-mail address for Talent Pool');
    expect(link).toMatch(/^http:\/\/localhost:\d+\/verify-email\/[0-9a-f]{64}$/);

    const profile = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(profile.body.user.email_verified_at).toBeNull();

    const confirmed = await api('POST', '/api/verify-email', { body: { token } });
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Your e-mail address is confirmed.' } });
    const after = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(Date.parse(after.body.user.email_verified_at!)).toBeGreaterThan(Date.now() - 60_000);
    const login = await api<{ user: User }>('POST', '/api/login', {
      body: { email: signup.email, password: 'correct horse' },
    });
    expect(login.body.user.email_verified_at).toBe(after.body.user.email_verified_at);
  });

  it('takes a link once: used, unknown or malformed → 422 under token', async () => {
    const signup = await signUpOver();
    const { token } = await confirmationMail(signup.email);
    expect((await api('POST', '/api/verify-email', { body: { token } })).status).toBe(200);
    for (const spent of [token, 'a'.repeat(64), 'not a token', '']) {
      const again = await api('POST', '/api/verify-email', { body: { token: spent } });
      expect(again.status).toBe(422);
      expect(again.body).toEqual({
        message: expect.stringContaining('This confirmation link is not valid'),
        errors: { token: [expect.stringContaining('This confirmation link is not valid')] },
      });
    }
  });

  it('refuses a link older than 24 hours, and removes it', async () => {
    const signup = await signUpOver();
    const { token } = await confirmationMail(signup.email);
    clockOffsetMs = 24 * HOUR_MS + 60_000;
    expect((await api('POST', '/api/verify-email', { body: { token } })).status).toBe(422);
    const left = await server.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, signup.body.user.id));
    expect(left).toEqual([]);
    const profile = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(profile.body.user.email_verified_at).toBeNull();
  });

  it('sends a new link on request (the old one stops working), not twice a minute, and none once confirmed', async () => {
    const signup = await signUpOver({}, 'ar');
    const first = await confirmationMail(signup.email);
    expect(first.mail).toContain('أكّد بريدك الإلكتروني في Talent Pool');

    const tooSoon = await api('POST', '/api/account/verification', { token: signup.body.token });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    clockOffsetMs = 61_000;
    const resent = await api('POST', '/api/account/verification', { token: signup.body.token });
    expect(resent).toMatchObject({
      status: 200,
      body: { message: 'A new confirmation link is on its way to your e-mail address.' },
    });
    const second = await confirmationMail(signup.email);
    expect(second.token).not.toBe(first.token);
    expect((await api('POST', '/api/verify-email', { body: { token: first.token } })).status).toBe(422);
    expect((await api('POST', '/api/verify-email', { body: { token: second.token } })).status).toBe(200);

    const mailsBefore = await mailsTo(signup.email);
    clockOffsetMs = 200_000;
    const already = await api('POST', '/api/account/verification', { token: signup.body.token });
    expect(already).toMatchObject({
      status: 200,
      body: { message: 'Your e-mail address is already confirmed.' },
    });
    expect(await mailsTo(signup.email)).toBe(mailsBefore);
    expect((await api('POST', '/api/account/verification')).status).toBe(401);
  });
});

describe('a company before it confirms its address', () => {
  it('is refused contact requests, shortlists and saved searches with a 403 that says how', async () => {
    const company = await signUp(server, { company: true, name: 'Unconfirmed Ltd', verified: false });
    const layla = await applicantWithResume(server);
    const refusals = [
      api('POST', '/api/contact-requests', {
        token: company.token,
        body: { applicant_id: layla.applicantId, message: 'Hello' },
      }),
      api('POST', '/api/shortlists', { token: company.token, body: { name: 'Frontend' } }),
      api('POST', '/api/saved-searches', {
        token: company.token,
        body: { name: 'Erbil', query: 'city=Erbil', frequency: 'daily' },
      }),
      api('POST', '/api/contact-requests', {
        token: company.token,
        body: { applicant_id: layla.applicantId, message: 'Hello' },
        language: 'ckb',
      }),
    ];
    const [contact, shortlist, search, kurdish] = await Promise.all(refusals);
    for (const refused of [contact, shortlist, search]) {
      expect(refused).toMatchObject({
        status: 403,
        body: { message: expect.stringMatching(/^Please confirm your e-mail address first: open the link/) },
      });
    }
    expect(kurdish!.body.message).toContain('ئیمەیڵەکەت پشتڕاست بکەرەوە');
    // Reading its (empty) lists is no harm.
    expect((await api('GET', '/api/shortlists', { token: company.token })).status).toBe(200);

    await server.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, company.userId));
    const asked = await api('POST', '/api/contact-requests', {
      token: company.token,
      body: { applicant_id: layla.applicantId, message: 'Hello' },
    });
    expect(asked.status).toBe(201);
  });

  it('lets an applicant build and publish before confirming', async () => {
    const signup = await signUpOver();
    const saved = await api('POST', '/api/applicant', {
      token: signup.body.token,
      body: { data: publishableResume() },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.published).toBe(true);
  });
});

describe('company profiles', () => {
  it("asks a company's name at sign-up, beside the person's, and answers it on every user answer", async () => {
    const missing = await signUpOver({ is_company: true });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ company_name: ['The company_name field is required.'] });

    const signup = await signUpOver({
      is_company: true,
      name: 'Sara Ali',
      company_name: '  Zagros Software ',
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({
      name: 'Sara Ali',
      email_verified_at: null,
      company: { name: 'Zagros Software', city: null, sector: null, website: null, description: null },
    });
    const profile = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(profile.body.user.company).toEqual(signup.body.user.company);
  });

  it('updates a profile through updateCompanyProfile, in the 422 shape when a field is wrong', async () => {
    const signup = await signUpOver({ is_company: true, company_name: 'Babylon Tech' });
    const user = { id: signup.body.user.id, isCompany: true };
    const db = server.database.db;

    const updated = await updateCompanyProfile(db, user, {
      city: 'Erbil',
      sector: 'Software',
      website: 'babylon.example.iq',
      description: 'We build apps.',
    });
    expect(updated.companyName).toBe('Babylon Tech');
    const profile = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(profile.body.user.company).toEqual({
      name: 'Babylon Tech',
      city: 'Erbil',
      sector: 'Software',
      website: 'https://babylon.example.iq/',
      description: 'We build apps.',
    });

    const failure = async (change: unknown, target = user) => {
      const error = await updateCompanyProfile(db, target, change).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(422);
      return validationFailure((error as HttpError).details.errors!, 'en');
    };
    expect(
      await failure({ name: ' ', website: 'javascript:alert(1)', sector: 5, description: 'x'.repeat(1001) }),
    ).toEqual({
      message: expect.any(String),
      errors: {
        'company.name': ['The company.name field is required.'],
        'company.website': ['Please enter a web address such as https://example.iq.'],
        'company.sector': ['The company.sector field must be text.'],
        'company.description': ['The company.description field must not be greater than 1000 characters.'],
      },
    });
    expect(await failure('Babylon')).toEqual({
      message: 'The company field must hold the company profile.',
      errors: { company: ['The company field must hold the company profile.'] },
    });
    expect((await failure({ name: 'X' }, { id: user.id, isCompany: false })).errors).toEqual({
      company: ['Only company accounts have a company profile.'],
    });
    // Nothing of a refused change was written; an empty optional field clears it.
    await updateCompanyProfile(db, user, { name: 'Babylon Technologies', website: '' });
    const after = await api<{ user: User }>('GET', '/api/profile', { token: signup.body.token });
    expect(after.body.user.company).toMatchObject({
      name: 'Babylon Technologies',
      website: null,
      city: 'Erbil',
    });
  });
});
