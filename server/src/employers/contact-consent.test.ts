// Issue 34: who asks (the company's profile on every request and in its mail), what an acceptance shares
// (the resume's contact as it stood then, never the sign-in address) and taking that consent back.

import { eq } from 'drizzle-orm';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { updateCompanyProfile } from '../auth/company-profile';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, applicantWithResume, signUp } from '../testing/employers';
import { readableMail, readOutbox } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
let company: Account;
let layla: Account & { applicantId: number };
let other: Account & { applicantId: number };

const LAYLA_ACCOUNT = 'layla.signin@example.com';
const LAYLA_CONTACT = { fullName: 'Layla Kareem', email: 'layla.cv@example.com' };

interface Sent {
  id: number;
  status: string;
  contact: { email: string | null; phone: string | null } | null;
}
interface Received {
  id: number;
  status: string;
  company: Record<string, unknown>;
}

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

const ask = async (applicantId: number) => {
  const sent = await api<Sent>('POST', '/api/contact-requests', {
    token: company.token,
    body: { applicant_id: applicantId, message: 'We are hiring in Erbil.' },
  });
  expect(sent.status).toBe(201);
  return sent.body.id;
};

const companyView = async (id: number) =>
  (await api<{ data: Sent[] }>('GET', '/api/contact-requests', { token: company.token })).body.data.find(
    (request) => request.id === id,
  )!;

const saveLayla = (contact: Record<string, unknown>) =>
  saveResume(server.database.db, {
    userId: layla.userId,
    resume: publishableResume({ contact: { ...LAYLA_CONTACT, ...contact } }),
  });

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  company = await signUp(server, { company: true, name: 'Zagros Software' });
  await updateCompanyProfile(
    server.database.db,
    { id: company.userId, isCompany: true },
    { city: 'Erbil', sector: 'Software', website: 'https://zagros.example.iq' },
  );
  layla = await applicantWithResume(
    server,
    { contact: { ...LAYLA_CONTACT, phone: { phone: '07709998877', showPhone: false } } },
    LAYLA_ACCOUNT,
  );
  other = await applicantWithResume(server, { contact: { fullName: 'Other Person' } });
});

afterAll(() => environment.dispose());

describe('who asks', () => {
  it("shows the applicant the company's profile and its confirmed address, on the list and in the mail", async () => {
    const id = await ask(layla.applicantId);
    const received = await api<{ data: Received[] }>('GET', '/api/contact-requests', { token: layla.token });
    expect(received.body.data.find((request) => request.id === id)!.company).toEqual({
      id: company.userId,
      name: 'Zagros Software',
      city: 'Erbil',
      sector: 'Software',
      website: 'https://zagros.example.iq/',
      description: null,
      email: null,
      email_verified: true,
    });
    await server.app.backgroundSettled();
    const mail = readOutbox(environment.dataDir)
      .map((message) => readableMail(message.raw))
      .find(
        (message) => message.includes(`To: ${LAYLA_ACCOUNT}`) && message.includes('would like to contact'),
      )!;
    expect(mail).toContain('Sector: Software');
    expect(mail).toContain('Governorate: Erbil');
    expect(mail).toContain('Web site: https://zagros.example.iq/');
    expect(mail).toContain('The company has confirmed its e-mail address.');
  });
});

describe('an accepted request', () => {
  it('shows the contact e-mail and phone as they stood at acceptance, whatever the resume says later', async () => {
    // The request of the test above, still waiting.
    const laylaRequest = (
      await api<{ data: Received[] }>('GET', '/api/contact-requests', { token: layla.token })
    ).body.data[0]!;
    expect(laylaRequest.status).toBe('pending');
    const accepted = await api('POST', `/api/contact-requests/${laylaRequest.id}/accept`, {
      token: layla.token,
    });
    expect(accepted.status).toBe(200);
    expect((await companyView(laylaRequest.id)).contact).toEqual({
      email: 'layla.cv@example.com',
      phone: '+9647709998877',
    });

    // She changes her resume's contact, then empties its e-mail and hides the resume.
    await saveLayla({ email: 'new.address@example.com', phone: { phone: '07501234567', showPhone: true } });
    expect((await companyView(laylaRequest.id)).contact).toEqual({
      email: 'layla.cv@example.com',
      phone: '+9647709998877',
    });
    await server.database.db
      .update(applicants)
      .set({ published: false })
      .where(eq(applicants.id, layla.applicantId));
    const view = await companyView(laylaRequest.id);
    expect(view.contact).toEqual({ email: 'layla.cv@example.com', phone: '+9647709998877' });
    await server.database.db
      .update(applicants)
      .set({ published: true })
      .where(eq(applicants.id, layla.applicantId));
  });

  it('never shows the sign-in address: a resume without a contact e-mail shares none', async () => {
    const noEmail = await applicantWithResume(
      server,
      { contact: { fullName: 'No Email' } },
      'no.email@example.com',
    );
    await server.database.db
      .update(applicants)
      .set({
        resume: publishableResume({ contact: { fullName: 'No Email', email: '' } }) as unknown as Record<
          string,
          unknown
        >,
      })
      .where(eq(applicants.id, noEmail.applicantId));
    const id = await ask(noEmail.applicantId);
    expect((await api('POST', `/api/contact-requests/${id}/accept`, { token: noEmail.token })).status).toBe(
      200,
    );
    const view = await companyView(id);
    expect(view.contact).toEqual({ email: null, phone: expect.any(String) });
    expect(JSON.stringify(view)).not.toContain('no.email@example.com');
  });
});

describe('withdrawing consent', () => {
  it('hides the contact from the company again: it sees "withdrawn" and no detail', async () => {
    const [request] = (
      await api<{ data: Received[] }>('GET', '/api/contact-requests', { token: layla.token })
    ).body.data.filter((received) => received.status === 'accepted');
    const withdrawn = await api<Received & { company: { email: string | null } }>(
      'POST',
      `/api/contact-requests/${request!.id}/withdraw`,
      { token: layla.token },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: request!.id, status: 'withdrawn', company: { email: null } });

    const view = await companyView(request!.id);
    expect(view).toMatchObject({ status: 'withdrawn', contact: null });
    expect(JSON.stringify(view)).not.toContain('layla.cv@example.com');
    expect(JSON.stringify(view)).not.toContain('7709998877');

    // Twice is no error.
    const again = await api('POST', `/api/contact-requests/${request!.id}/withdraw`, { token: layla.token });
    expect(again).toMatchObject({ status: 200, body: { status: 'withdrawn' } });
  });

  it('tells the company once, in the language it asked in, agreeing with her in Arabic', async () => {
    const arabicCompany = await signUp(server, {
      company: true,
      name: 'شركة زاگروس',
      email: 'hr@zagros.example.iq',
    });
    const sent = await api<Sent>('POST', '/api/contact-requests', {
      token: arabicCompany.token,
      language: 'ar',
      body: { applicant_id: layla.applicantId, message: 'نبحث عن محاسبة في أربيل.' },
    });
    expect(sent.status).toBe(201);
    await api('POST', `/api/contact-requests/${sent.body.id}/accept`, { token: layla.token });
    await server.app.backgroundSettled();
    const toCompany = () =>
      readOutbox(environment.dataDir)
        .map((message) => readableMail(message.raw))
        .filter((message) => message.includes('To: hr@zagros.example.iq'));
    const before = toCompany().length;

    for (let time = 0; time < 2; time++) {
      const withdrawn = await api('POST', `/api/contact-requests/${sent.body.id}/withdraw`, {
        token: layla.token,
      });
      expect(withdrawn.status).toBe(200);
      await server.app.backgroundSettled();
    }
    const mails = toCompany().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('سحبت \u2068Layla Kareem\u2069 موافقتها على طلبك');
    expect(mails[0]).toContain('مرحباً \u2068شركة زاگروس\u2069،');
    expect(mails[0]).not.toContain('layla.cv@example.com');
  });

  it('is for the applicant of an accepted request: pending → 422, company → 403, another → 404', async () => {
    const id = await ask(layla.applicantId);
    const pending = await api('POST', `/api/contact-requests/${id}/withdraw`, { token: layla.token });
    expect(pending.status).toBe(422);
    expect(pending.body.errors).toEqual({
      status: ['Only an accepted request can be withdrawn. To turn down a waiting request, decline it.'],
    });
    expect((await api('POST', `/api/contact-requests/${id}/withdraw`, { token: company.token })).status).toBe(
      403,
    );
    expect((await api('POST', `/api/contact-requests/${id}/withdraw`, { token: other.token })).status).toBe(
      404,
    );
    expect((await api('POST', '/api/contact-requests/abc/withdraw', { token: layla.token })).status).toBe(
      404,
    );
    expect((await api('POST', `/api/contact-requests/${id}/withdraw`)).status).toBe(401);
  });
});
