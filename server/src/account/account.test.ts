import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { readableMail, readOutbox } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { confirmEmail } from '../testing/employers';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ APP_URL: 'https://talentpool.example' });
});

afterAll(() => environment.dispose());

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options?: Parameters<typeof call>[3],
) => call<T>(server.url, method, path, options);

const PASSWORD = 'correct horse';

interface Session {
  token: string;
  userId: number;
  email: string;
}

async function signUp(email: string, name: string, isCompany = false, password = PASSWORD): Promise<Session> {
  const response = await api<{ token: string; user: { id: number } }>('POST', '/api/signup', {
    body: { email, name, password, is_company: isCompany, ...(isCompany ? { company_name: name } : {}) },
  });
  expect(response.status).toBe(201);
  // The confirmation mail lands before the test reads the outbox; a company confirms, as it must before
  // it shortlists, asks or saves a search (issue 34).
  await server.app.backgroundSettled();
  if (isCompany) await confirmEmail(server, response.body.user.id);
  return { token: response.body.token, userId: response.body.user.id, email };
}

async function login(email: string, password = PASSWORD) {
  return api<{ token: string }>('POST', '/api/login', { body: { email, password } });
}

/** Saves `resume` (and a photo) through the builder's own call. */
async function saveResume(
  token: string,
  resume: unknown,
  withPhoto = false,
): Promise<{ id: number; image: string }> {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', JSON.stringify(resume));
  if (withPhoto) {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
  }
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; image: string };
}

async function mailsTo(address: string) {
  await server.app.backgroundSettled();
  return (
    readOutbox(environment.dataDir)
      .map((mail) => readableMail(mail.raw))
      .filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(mail))
      // The sign-up's own confirmation mail (issue 34) is not the account page's.
      .filter((mail) => !mail.includes('/verify-email/'))
  );
}

/** The data file, as far as these tests read it. */
interface AccountFile {
  account: Record<string, unknown>;
  resume: { id: number; published: boolean; document: { contact: { fullName: string } } } | null;
  photo: { content_type: string; base64: string } | null;
  contact_requests: { message: string }[];
  views: unknown[];
  shortlists: { name: string; entries: { note: string }[] }[];
  saved_searches: { name: string }[];
}

const wrongPassword = (field = 'password') => ({
  message: 'The password is incorrect.',
  errors: { [field]: ['The password is incorrect.'] },
});

describe('PATCH /api/account', () => {
  it('changes the name and answers the user', async () => {
    const account = await signUp('rename@example.com', 'Ali Hassan');
    const response = await api('PATCH', '/api/account', {
      token: account.token,
      body: { name: '  Ali Kareem ' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { id: account.userId, name: 'Ali Kareem', email: 'rename@example.com' },
    });
    const profile = await api<{ user: { name: string } }>('GET', '/api/profile', { token: account.token });
    expect(profile.body.user.name).toBe('Ali Kareem');
  });

  it('refuses an empty or missing name with a 422 on name', async () => {
    const account = await signUp('rename.empty@example.com', 'Ali Hassan');
    for (const body of [{ name: '   ' }, {}]) {
      const response = await api('PATCH', '/api/account', { token: account.token, body });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'The name field is required.',
        errors: { name: ['The name field is required.'] },
      });
    }
  });

  it("changes a company's profile, alone or with the name, and refuses one from an applicant", async () => {
    const company = await signUp('profile.company@example.com', 'Zagros Software', true);
    const changed = await api<{ user: { name: string; company: Record<string, unknown> } }>(
      'PATCH',
      '/api/account',
      {
        token: company.token,
        body: {
          company: {
            name: 'Zagros Software Ltd',
            city: 'Erbil',
            sector: 'Software',
            website: 'zagros.example.com',
          },
        },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.user.name).toBe('Zagros Software');
    expect(changed.body.user.company).toMatchObject({
      name: 'Zagros Software Ltd',
      city: 'Erbil',
      sector: 'Software',
    });
    const both = await api<{ user: { name: string; company: { name: string } } }>('PATCH', '/api/account', {
      token: company.token,
      body: { name: 'Shirin Aziz', company: { name: 'Zagros' } },
    });
    expect(both.status).toBe(200);
    expect(both.body.user).toMatchObject({ name: 'Shirin Aziz', company: { name: 'Zagros' } });
    const badWebsite = await api<{ errors: Record<string, string[]> }>('PATCH', '/api/account', {
      token: company.token,
      body: { company: { website: 'not a web address' } },
    });
    expect(badWebsite.status).toBe(422);
    expect(Object.keys(badWebsite.body.errors)).toEqual(['company.website']);

    const applicant = await signUp('profile.applicant@example.com', 'Ali Hassan');
    const refused = await api<{ errors: Record<string, string[]> }>('PATCH', '/api/account', {
      token: applicant.token,
      body: { company: { name: 'Mine' } },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['company']);
  });

  it('needs a signed-in user and the XSRF pair', async () => {
    const account = await signUp('rename.guard@example.com', 'Ali Hassan');
    expect((await api('PATCH', '/api/account', { body: { name: 'X' } })).status).toBe(401);
    const noXsrf = await api('PATCH', '/api/account', {
      token: account.token,
      body: { name: 'X' },
      xsrf: false,
    });
    expect(noXsrf.status).toBe(419);
  });
});

describe('POST /api/account/email and POST /api/confirm-email', () => {
  it('mails a link to the new address, tells the old one, and changes the address once the link is opened', async () => {
    const account = await signUp('old.address@example.com', 'Noor Saleh');
    const asked = await api('POST', '/api/account/email', {
      token: account.token,
      body: { email: 'New.Address@example.com', password: PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      message:
        'We sent a confirmation link to new.address@example.com. Your email address changes once you open it.',
    });
    // Nothing changes before the link is opened.
    expect((await login('old.address@example.com')).status).toBe(200);

    const [confirmation] = await mailsTo('new.address@example.com');
    expect(confirmation).toContain('Subject: Confirm your new Talent Pool email address');
    const link = /^(https:\/\/talentpool\.example\/confirm-email\/[0-9a-f]{64})\r?$/m.exec(
      confirmation!,
    )?.[1];
    expect(link).toBeDefined();
    const [notice] = await mailsTo('old.address@example.com');
    expect(notice).toContain('asked to change its email address to new.address@example.com');

    const token = link!.split('/').pop()!;
    const confirmed = await api('POST', '/api/confirm-email', { body: { token } });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { message: 'Your email address has been changed. Sign in with the new one from now on.' },
    });
    expect((await login('new.address@example.com')).status).toBe(200);
    expect((await login('old.address@example.com')).status).toBe(401);
    const profile = await api<{ user: { email: string } }>('GET', '/api/profile', { token: account.token });
    expect(profile.body.user.email).toBe('new.address@example.com');

    // A link works once.
    const again = await api('POST', '/api/confirm-email', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'This confirmation link is invalid or has expired. Ask for a new one on your account page.',
      errors: {
        token: ['This confirmation link is invalid or has expired. Ask for a new one on your account page.'],
      },
    });
  });

  it('writes the mails in the language of the page that asked', async () => {
    const account = await signUp('arabic.old@example.com', 'زهراء');
    await api('POST', '/api/account/email', {
      token: account.token,
      body: { email: 'arabic.new@example.com', password: PASSWORD },
      language: 'ar',
    });
    const [confirmation] = await mailsTo('arabic.new@example.com');
    expect(confirmation).toContain('أكّد بريدك الإلكتروني الجديد في Talent Pool');
    expect(confirmation).toContain('<html lang="ar" dir="rtl">');
    const [notice] = await mailsTo('arabic.old@example.com');
    expect(notice).toContain('<bdi dir="ltr">arabic.new@example.com</bdi>');
  });

  it('refuses a wrong password, a bad address, a taken one and the same one, each with a 422', async () => {
    const account = await signUp('change.refused@example.com', 'Noor Saleh');
    await signUp('already.taken@example.com', 'Someone Else');
    const ask = (body: unknown) => api('POST', '/api/account/email', { token: account.token, body });

    const wrong = await ask({ email: 'fresh@example.com', password: 'not my password' });
    expect(wrong).toMatchObject({ status: 422, body: wrongPassword() });
    const bad = await ask({ email: 'not an address', password: PASSWORD });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const taken = await ask({ email: 'ALREADY.taken@example.com', password: PASSWORD });
    expect(taken.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const same = await ask({ email: 'change.refused@example.com', password: PASSWORD });
    expect(same.body).toMatchObject({
      errors: { email: ['This is already the email address of your account.'] },
    });
    expect((await ask({ email: 'x@example.com' })).status).toBe(422);
    expect(await mailsTo('fresh@example.com')).toHaveLength(0);
  });

  it('refuses an unknown or malformed token, and an address taken meanwhile', async () => {
    expect((await api('POST', '/api/confirm-email', { body: { token: 'f'.repeat(64) } })).status).toBe(422);
    expect((await api('POST', '/api/confirm-email', { body: {} })).status).toBe(422);
    expect((await api('POST', '/api/confirm-email', { body: { token: 'x' }, xsrf: false })).status).toBe(419);

    const account = await signUp('race.one@example.com', 'Noor Saleh');
    await api('POST', '/api/account/email', {
      token: account.token,
      body: { email: 'race.wanted@example.com', password: PASSWORD },
    });
    const [confirmation] = await mailsTo('race.wanted@example.com');
    await signUp('race.wanted@example.com', 'Quicker Person');
    const token = /confirm-email\/([0-9a-f]{64})/.exec(confirmation!)![1];
    const late = await api('POST', '/api/confirm-email', { body: { token } });
    expect(late).toMatchObject({
      status: 422,
      body: { errors: { email: ['The email has already been taken.'] } },
    });
    expect((await login('race.one@example.com')).status).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password and signs out every other session, this one staying', async () => {
    const account = await signUp('password.change@example.com', 'Omar Faruq');
    const other = (await login('password.change@example.com')).body.token;
    const response = await api('POST', '/api/account/password', {
      token: account.token,
      body: {
        current_password: PASSWORD,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. Your other devices have been signed out.' },
    });
    expect((await api('GET', '/api/profile', { token: other })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
    expect((await login('password.change@example.com')).status).toBe(401);
    expect((await login('password.change@example.com', 'a new password')).status).toBe(200);
  });

  it('refuses a wrong current password on current_password, and a bad new one on password', async () => {
    const account = await signUp('password.refused@example.com', 'Omar Faruq');
    const change = (body: unknown) => api('POST', '/api/account/password', { token: account.token, body });
    const wrong = await change({
      current_password: 'nope',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(wrong).toMatchObject({ status: 422, body: wrongPassword('current_password') });
    const short = await change({
      current_password: PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.body).toMatchObject({
      errors: { password: ['The password field must be at least 8 characters.'] },
    });
    const mismatch = await change({
      current_password: PASSWORD,
      password: 'a new password',
      password_confirmation: 'another one',
    });
    expect(mismatch.body).toMatchObject({
      errors: { password: ['The password field confirmation does not match.'] },
    });
    const missing = await change({ password: 'a new password', password_confirmation: 'a new password' });
    expect(missing.status).toBe(422);
    expect((await login('password.refused@example.com')).status).toBe(200);
  });
});

describe('wrong passwords on the account page', () => {
  it('are counted per account: past five, the account page asks to wait (a stolen token guesses nothing)', async () => {
    const account = await signUp('guessed@example.com', 'Huda Kamil');
    const guess = () =>
      api('DELETE', '/api/account', { token: account.token, body: { password: 'a guess' } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).status).toBe(422);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the account, and only of it', async () => {
    const account = await signUp('everywhere@example.com', 'Huda Kamil');
    const other = (await login('everywhere@example.com')).body.token;
    const stranger = await signUp('stranger@example.com', 'Someone Else');
    expect(
      (await api('POST', '/api/account/sign-out-everywhere', { token: account.token, xsrf: false })).status,
    ).toBe(419);
    const response = await api('POST', '/api/account/sign-out-everywhere', { token: account.token });
    expect(response.status).toBe(204);
    for (const token of [account.token, other]) {
      expect((await api('GET', '/api/profile', { token })).status).toBe(401);
    }
    expect((await api('GET', '/api/profile', { token: stranger.token })).status).toBe(200);
    expect((await api('POST', '/api/account/sign-out-everywhere', {})).status).toBe(401);
  });
});

/** An applicant with a published resume and a photo, asked by two companies, viewed and shortlisted. */
async function applicantWithHistory(tag: string) {
  const applicant = await signUp(`${tag}.applicant@example.com`, `Applicant ${tag}`);
  const saved = await saveResume(
    applicant.token,
    publishableResume({ contact: { fullName: `Rafidain ${tag}`, email: `${tag}.resume@example.com` } }),
    true,
  );
  const companies = [];
  for (const index of [1, 2]) {
    const company = await signUp(`${tag}.company${index}@example.com`, `Company ${tag} ${index}`, true);
    expect(
      (
        await api('POST', '/api/contact-requests', {
          token: company.token,
          body: { applicant_id: saved.id, message: `Message ${index} of ${tag}` },
        })
      ).status,
    ).toBe(201);
    const list = await api<{ id: number }>('POST', '/api/shortlists', {
      token: company.token,
      body: { name: `List ${tag} ${index}` },
    });
    expect(
      (
        await api('POST', `/api/shortlists/${list.body.id}/applicants`, {
          token: company.token,
          body: { applicant_id: saved.id, note: `Note ${tag} ${index}` },
        })
      ).status,
    ).toBeLessThan(300);
    expect((await api('GET', `/api/applicants/${saved.id}`, { token: company.token })).status).toBe(200);
    const search = await api('POST', '/api/saved-searches', {
      token: company.token,
      body: { name: `Search ${tag} ${index}`, query: 'city=Baghdad', frequency: 'daily' },
    });
    expect(search.status).toBe(201);
    companies.push(company);
  }
  await server.app.backgroundSettled();
  return { applicant, applicantId: saved.id, image: saved.image, companies };
}

describe('GET /api/account/export', () => {
  it('hands an applicant one JSON file of everything theirs, naming no other account', async () => {
    const { applicant, applicantId, companies } = await applicantWithHistory('export');
    const response = await fetch(`${server.url}/api/account/export`, {
      headers: { authorization: `Bearer ${applicant.token}`, accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="talent-pool-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as AccountFile;
    expect(data.account).toMatchObject({
      id: applicant.userId,
      email: 'export.applicant@example.com',
      name: 'Applicant export',
    });
    expect(data.resume).toMatchObject({ id: applicantId, published: true });
    expect(data.resume?.document.contact.fullName).toBe('Rafidain export');
    expect(data.photo).toMatchObject({ content_type: 'image/jpeg' });
    expect(Buffer.from(data.photo?.base64 ?? '', 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    expect(data.contact_requests.map((request: { message: string }) => request.message)).toEqual([
      'Message 1 of export',
      'Message 2 of export',
    ]);
    expect(data.views.length).toBeGreaterThan(0);
    expect(data.shortlists).toEqual([]);
    expect(data.saved_searches).toEqual([]);
    // The companies appear by id only: their names, addresses, lists, notes and searches stay theirs.
    for (const company of companies) {
      expect(text).not.toContain(company.email);
    }
    for (const theirs of ['Company export', 'List export', 'Note export', 'Search export'])
      expect(text).not.toContain(theirs);
  });

  it('hands a company its own requests, lists and searches, never another company’s', async () => {
    const { companies } = await applicantWithHistory('company-export');
    const [first] = companies;
    const response = await api<AccountFile>('GET', '/api/account/export', { token: first!.token });
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    expect(response.body.resume).toBeNull();
    expect(response.body.photo).toBeNull();
    expect(response.body.contact_requests).toHaveLength(1);
    expect(response.body.shortlists).toMatchObject([
      { name: 'List company-export 1', entries: [{ note: 'Note company-export 1' }] },
    ]);
    expect(response.body.saved_searches).toMatchObject([{ name: 'Search company-export 1' }]);
    expect(response.body.views).toHaveLength(1);
    for (const theirs of [
      'company-export.company2',
      'Company company-export 2',
      'Message 2 of',
      'List company-export 2',
      'Search company-export 2',
      'company-export.applicant@',
      'Rafidain company-export',
      'Applicant company-export',
    ]) {
      expect(text).not.toContain(theirs);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await api('GET', '/api/account/export')).status).toBe(401);
  });
});

/**
 * Every row of every table of the database that names the account: its user id or applicant id in a
 * column that refers to users or applicants, or its address, name or user id anywhere in the row's text.
 */
async function rowsNaming(account: { userId: number; applicantId: number; words: string[] }) {
  const { db } = server.database;
  const tables = (
    await db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  ).rows.map((row) => row.table_name);
  const references = (
    await db.execute<{ table_name: string; column_name: string; target: string }>(sql`
      select source.table_name, source.column_name, target.table_name as target
      from information_schema.referential_constraints constraints
      join information_schema.key_column_usage source on source.constraint_name = constraints.constraint_name
      join information_schema.constraint_column_usage target on target.constraint_name = constraints.unique_constraint_name
      where source.table_schema = 'public'`)
  ).rows;
  const found: string[] = [];
  for (const table of tables) {
    const conditions = [
      ...account.words.map((word) => sql`strpos(lower(t::text), lower(${word})) > 0`),
      sql`t::text ~ ${`"user_id": ?${account.userId}[,}]`}`,
    ];
    if (table === 'users') conditions.push(sql`t.id = ${account.userId}`);
    if (table === 'applicants') conditions.push(sql`t.id = ${account.applicantId}`);
    for (const reference of references.filter((each) => each.table_name === table)) {
      const id =
        reference.target === 'users'
          ? account.userId
          : reference.target === 'applicants'
            ? account.applicantId
            : null;
      if (id !== null) conditions.push(sql`t.${sql.identifier(reference.column_name)} = ${id}`);
    }
    const rows = await db.execute(
      sql`select t::text as row from ${sql.identifier(table)} t where ${sql.join(conditions, sql` or `)}`,
    );
    for (const row of rows.rows) found.push(`${table}: ${String(row.row).slice(0, 200)}`);
  }
  return { tables, found };
}

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password with a 422 on password, and keeps everything', async () => {
    const account = await signUp('keep.me@example.com', 'Layla Ahmed');
    const wrong = await api('DELETE', '/api/account', {
      token: account.token,
      body: { password: 'not mine' },
    });
    expect(wrong).toMatchObject({ status: 422, body: wrongPassword() });
    expect((await api('DELETE', '/api/account', { token: account.token, body: {} })).status).toBe(422);
    expect(
      (
        await api('DELETE', '/api/account', {
          token: account.token,
          body: { password: PASSWORD },
          xsrf: false,
        })
      ).status,
    ).toBe(419);
    expect((await api('DELETE', '/api/account', { body: { password: PASSWORD } })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: account.token })).status).toBe(200);
  });

  it('deletes an applicant and every row naming them; a company’s request reads as a deleted account; the address signs up again', async () => {
    const { applicant, applicantId, image, companies } = await applicantWithHistory('gone');
    // A pending change of address and a reset link name the account too.
    await api('POST', '/api/account/email', {
      token: applicant.token,
      body: { email: 'gone.next@example.com', password: PASSWORD },
    });
    expect((await api('POST', '/api/forgot-password', { body: { email: applicant.email } })).status).toBe(
      200,
    );
    await server.app.backgroundSettled();
    const words = [
      applicant.email,
      'Applicant gone',
      'Rafidain gone',
      'gone.resume@example.com',
      'gone.next@example.com',
    ];
    const before = await rowsNaming({ userId: applicant.userId, applicantId, words });
    expect(before.found.length).toBeGreaterThan(5);

    const response = await api('DELETE', '/api/account', {
      token: applicant.token,
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(204);
    await server.app.backgroundSettled();

    const after = await rowsNaming({ userId: applicant.userId, applicantId, words });
    expect(after.tables).toEqual(
      expect.arrayContaining(['users', 'applicants', 'contact_requests', 'directory_changes']),
    );
    expect(after.found).toEqual([]);
    expect(await server.app.photos.has(image)).toBe(false);
    expect((await api('GET', '/api/profile', { token: applicant.token })).status).toBe(401);
    expect((await api('GET', `/api/applicants/${applicantId}`)).status).toBe(404);
    expect((await login(applicant.email)).status).toBe(401);

    const [sent] = (
      await api<{ data: Record<string, unknown>[] }>('GET', '/api/contact-requests', {
        token: companies[0]!.token,
      })
    ).body.data;
    expect(sent).toMatchObject({ applicant: null, contact: null, message: 'Message 1 of gone' });
    const lists = await api<AccountFile>('GET', '/api/account/export', {
      token: companies[0]!.token,
    });
    expect(lists.body.shortlists[0]?.entries).toEqual([]);

    const [farewell] = (await mailsTo(applicant.email)).filter((mail) => mail.includes('has been deleted'));
    expect(farewell).toContain('Subject: Your Talent Pool account has been deleted');
    expect(farewell).toContain('You can sign up again with this email address at any time.');

    const again = await signUp(applicant.email, 'Applicant gone again');
    expect(again.userId).not.toBe(applicant.userId);
  });

  it('deletes a company with its lists, requests, views and saved searches', async () => {
    const { applicant, companies } = await applicantWithHistory('company-gone');
    const company = companies[0]!;
    const response = await api('DELETE', '/api/account', {
      token: company.token,
      body: { password: PASSWORD },
    });
    expect(response.status).toBe(204);
    await server.app.backgroundSettled();
    const { found } = await rowsNaming({
      userId: company.userId,
      applicantId: -1,
      words: [
        company.email,
        'Company company-gone 1',
        'List company-gone 1',
        'Search company-gone 1',
        'Message 1 of company-gone',
      ],
    });
    expect(found).toEqual([]);
    const received = await api<{ data: unknown[] }>('GET', '/api/contact-requests', {
      token: applicant.token,
    });
    expect(received.body.data).toHaveLength(1);
    expect((await signUp(company.email, 'Company again', true)).userId).toBeGreaterThan(company.userId);
  });
});
