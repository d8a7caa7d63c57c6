// Issue 19: contact with the applicant's consent — the request, its mails, the answer, and its limits.

import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, applicantWithResume, signUp } from '../testing/employers';
import { readableMail, readOutbox } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { CONTACT_REQUESTS_PER_DAY, MAX_CONTACT_MESSAGE_LENGTH } from './limits';

let environment: TestEnvironment;
let server: RunningServer;
let clock = new Date();
let company: Account;
let rival: Account;
let layla: Account & { applicantId: number };
let other: Account & { applicantId: number };

const HIDDEN_PHONE = '07709998877';
/** The phone as the resume stores it (normalised to the international form). */
const STORED_PHONE = '+9647709998877';
const LAYLA_ACCOUNT = 'layla.account@example.com';

interface Sent {
  id: number;
  applicant: { id: number; name: string; job_title: string | null };
  message: string;
  status: string;
  created_at: string;
  answered_at: string | null;
  contact: { email: string; phone: string | null } | null;
}

interface Received {
  id: number;
  company: { id: number; name: string; email: string | null };
  message: string;
  status: string;
  created_at: string;
  answered_at: string | null;
}

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

const ask = (token: string, applicantId: number, message = 'We are hiring a React developer in Erbil.') =>
  api<Sent & { message: string; errors?: Record<string, string[]> }>('POST', '/api/contact-requests', {
    token,
    body: { applicant_id: applicantId, message },
    language: 'en',
  });

async function mails() {
  await server.app.backgroundSettled();
  // The sign-ups' confirmation links (issue 34) are not this file's mails.
  return readOutbox(environment.dataDir)
    .map((mail) => readableMail(mail.raw))
    .filter((mail) => !mail.includes('/verify-email/'));
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({}, { now: () => clock });
  company = await signUp(server, { company: true, name: 'Zagros Software', email: 'hr@zagros.example.com' });
  rival = await signUp(server, { company: true, name: 'Rival Ltd' });
  layla = await applicantWithResume(
    server,
    {
      language: 'ar',
      contact: {
        fullName: 'Layla Kareem',
        job_title: 'Frontend Developer',
        email: 'layla.resume@example.com',
        phone: { phone: HIDDEN_PHONE, showPhone: false },
        // Kept off her public resume (issue #23): an accepted request still gives the company her e-mail.
        showEmail: false,
        birthdateDisplay: 'hidden',
      },
    },
    LAYLA_ACCOUNT,
  );
  other = await applicantWithResume(server, { contact: { fullName: 'Other Person' } });
});

afterAll(() => environment.dispose());

describe('a contact request', () => {
  let requestId: number;

  it('is sent by a company, mailed to the applicant in the resume’s language, and hides the contact', async () => {
    const before = (await mails()).length;
    const sent = await ask(company.token, layla.applicantId);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(Number),
      applicant: { id: layla.applicantId, name: 'Layla Kareem', job_title: 'Frontend Developer' },
      message: 'We are hiring a React developer in Erbil.',
      status: 'pending',
      created_at: clock.toISOString(),
      answered_at: null,
      contact: null,
    });
    requestId = sent.body.id;

    const written = (await mails()).slice(before);
    expect(written).toHaveLength(1);
    const mail = written[0]!;
    expect(mail).toContain(`To: ${LAYLA_ACCOUNT}`);
    // The resume is written in Arabic: so is the mail, with the company's own words as they were.
    expect(mail).toContain('ترغب \u2068Zagros Software\u2069 في التواصل معك');
    expect(mail).toContain('We are hiring a React developer in Erbil.');
    expect(mail).toMatch(/http:\/\/localhost:\d+\/profile/);
    expect(mail).toContain('dir="rtl"');

    const companyView = await api<{ data: Sent[] }>('GET', '/api/contact-requests', { token: company.token });
    expect(companyView.body.data).toEqual([sent.body]);
    expect(JSON.stringify(companyView.body)).not.toContain(HIDDEN_PHONE.slice(1));
    expect(JSON.stringify(companyView.body)).not.toContain('layla.resume@example.com');

    const applicantView = await api<{ data: Received[] }>('GET', '/api/contact-requests', {
      token: layla.token,
    });
    expect(applicantView.body.data).toEqual([
      {
        id: requestId,
        company: {
          id: company.userId,
          name: 'Zagros Software',
          city: null,
          sector: null,
          website: null,
          description: null,
          email: null,
          email_verified: true,
        },
        message: 'We are hiring a React developer in Erbil.',
        status: 'pending',
        created_at: clock.toISOString(),
        answered_at: null,
      },
    ]);
  });

  it('allows one open request per company and applicant', async () => {
    const again = await ask(company.token, layla.applicantId);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      applicant_id: ['You have already asked this applicant; the request is waiting for an answer.'],
    });
    // Another company may ask the same applicant.
    expect((await ask(rival.token, layla.applicantId)).status).toBe(201);
  });

  it('is answered only by the applicant it is addressed to', async () => {
    expect(
      (await api('POST', `/api/contact-requests/${requestId}/accept`, { token: other.token })).status,
    ).toBe(404);
    const byCompany = await api('POST', `/api/contact-requests/${requestId}/accept`, {
      token: company.token,
    });
    expect(byCompany.status).toBe(403);
    expect((await api('POST', `/api/contact-requests/${requestId}/accept`)).status).toBe(401);
    for (const id of ['0', 'x', '99999999999', '999999']) {
      expect((await api('POST', `/api/contact-requests/${id}/accept`, { token: layla.token })).status).toBe(
        404,
      );
    }
  });

  it('once accepted shows the company the e-mail and the hidden phone, and mails both sides', async () => {
    const before = (await mails()).length;
    clock = new Date(clock.getTime() + 60_000);
    const accepted = await api<Received>('POST', `/api/contact-requests/${requestId}/accept`, {
      token: layla.token,
      language: 'ckb',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: requestId,
      status: 'accepted',
      answered_at: clock.toISOString(),
      company: { name: 'Zagros Software', email: 'hr@zagros.example.com' },
    });

    const companyView = await api<{ data: Sent[] }>('GET', '/api/contact-requests', { token: company.token });
    expect(companyView.body.data[0]).toMatchObject({
      id: requestId,
      status: 'accepted',
      contact: { email: 'layla.resume@example.com', phone: STORED_PHONE },
    });
    // The other company's request is still pending: it sees nothing.
    const rivalView = await api<{ data: Sent[] }>('GET', '/api/contact-requests', { token: rival.token });
    expect(rivalView.body.data).toHaveLength(1);
    expect(rivalView.body.data[0]!.contact).toBeNull();
    expect(JSON.stringify(rivalView.body)).not.toContain(HIDDEN_PHONE.slice(1));

    const written = (await mails()).slice(before);
    expect(written).toHaveLength(2);
    const toCompany = written.find((mail) => mail.includes('To: hr@zagros.example.com'))!;
    expect(toCompany).toContain('Layla Kareem accepted your contact request');
    // Grouped as on the resume (issue 35).
    expect(toCompany).toContain('+964 770 999 8877');
    expect(toCompany).toContain('layla.resume@example.com');
    const toApplicant = written.find((mail) => mail.includes(`To: ${LAYLA_ACCOUNT}`))!;
    // The company's name in its own isolate (issue 34), nothing glued to it.
    expect(toApplicant).toContain('شاركت بيانات التواصل الخاصة بك مع \u2068Zagros Software\u2069');
    expect(toApplicant).toContain('hr@zagros.example.com');

    // Accepting again changes nothing and mails nobody; declining now is refused.
    const twice = await api('POST', `/api/contact-requests/${requestId}/accept`, { token: layla.token });
    expect(twice.status).toBe(200);
    const decline = await api('POST', `/api/contact-requests/${requestId}/decline`, { token: layla.token });
    expect(decline.status).toBe(422);
    expect(decline.body.errors).toEqual({ status: ['This request has already been answered.'] });
    expect((await mails()).length).toBe(before + 2);

    const askAgain = await ask(company.token, layla.applicantId);
    expect(askAgain.status).toBe(422);
    expect(askAgain.body.errors?.applicant_id?.[0]).toMatch(/already accepted/);
  });

  it('once declined keeps the contact hidden, and the company may ask again later', async () => {
    const sent = await ask(company.token, other.applicantId);
    const declined = await api<Received>('POST', `/api/contact-requests/${sent.body.id}/decline`, {
      token: other.token,
    });
    expect(declined.body).toMatchObject({ status: 'declined', company: { email: null } });
    const companyView = await api<{ data: Sent[] }>('GET', '/api/contact-requests', { token: company.token });
    expect(companyView.body.data.find((row) => row.id === sent.body.id)).toMatchObject({
      status: 'declined',
      contact: null,
    });
    expect((await ask(company.token, other.applicantId)).status).toBe(201);
  });
});

describe('input and access', () => {
  it('refuses an empty or over-long message and an applicant without a published resume', async () => {
    const empty = await ask(company.token, layla.applicantId, '  ');
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['The message field is required.'] });
    const long = await api('POST', '/api/contact-requests', {
      token: company.token,
      body: { applicant_id: other.applicantId, message: 'x'.repeat(MAX_CONTACT_MESSAGE_LENGTH + 1) },
      language: 'ar',
    });
    expect(long.status).toBe(422);
    expect(long.body.message).toMatch(/[\u0600-\u06ff]/);
    const draft = await applicantWithResume(server, { published: false });
    for (const applicantId of [draft.applicantId, 987_654, -3]) {
      const refused = await ask(company.token, applicantId);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ applicant_id: ['This applicant has no published resume.'] });
    }
  });

  it('is for companies: 401 without a token, 403 for an applicant', async () => {
    expect(
      (await api('POST', '/api/contact-requests', { body: { applicant_id: 1, message: 'x' } })).status,
    ).toBe(401);
    const applicant = await ask(other.token, layla.applicantId);
    expect(applicant.status).toBe(403);
    expect((await api('GET', '/api/contact-requests')).status).toBe(401);
  });
});

describe('the daily limit', () => {
  it(`lets a company send ${CONTACT_REQUESTS_PER_DAY} requests in 24 hours, then answers 429 with Retry-After`, async () => {
    const sender = await signUp(server, { company: true });
    const { rows } = await server.database.pool.query<{ id: number }>(
      `with new_users as (
         insert into users (name, email, password)
         select 'Daily', 'daily' || n || '@example.com', 'x' from generate_series(1, $1::int) n returning id
       )
       insert into applicants (user_id, published) select id, true from new_users returning id`,
      [CONTACT_REQUESTS_PER_DAY + 1],
    );
    const start = clock.getTime();
    for (const [index, row] of rows.slice(0, CONTACT_REQUESTS_PER_DAY).entries()) {
      clock = new Date(start + index * 1000);
      expect((await ask(sender.token, row.id)).status).toBe(201);
    }
    clock = new Date(start + 3_600_000);
    const over = await ask(sender.token, rows.at(-1)!.id);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      `You can send at most ${CONTACT_REQUESTS_PER_DAY} contact requests a day. Please try again later.`,
    );
    // The first request of the window leaves it 24 hours after it was sent.
    expect(over.headers.get('retry-after')).toBe(String(24 * 3600 - 3600));
    const count = await server.database.db.execute(
      sql`select count(*)::int as n from contact_requests where company_id = ${sender.userId}`,
    );
    expect(count.rows[0]).toEqual({ n: CONTACT_REQUESTS_PER_DAY });

    clock = new Date(start + 24 * 3_600_000 + 1);
    expect((await ask(sender.token, rows.at(-1)!.id)).status).toBe(201);
  });
});
