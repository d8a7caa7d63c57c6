import { sql } from 'drizzle-orm';
import { authenticate } from '../auth/access-tokens';
import { personalAccessTokens, users } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { partsOfResetLink, readOutbox, resetLinkIn } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
/** How far the server's clock runs ahead of the real one. */
let clockOffsetMs = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

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

interface Session {
  user: Record<string, unknown> & { id: number; email: string };
  token: string;
}

async function signUp(email: string, password = 'correct horse', extra: Record<string, unknown> = {}) {
  const response = await api<Session>('POST', '/api/signup', {
    body: { email, name: 'Layla Hussein', password, is_company: false, recaptcha_token: '', ...extra },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const emptyApplicantFields = {
  image: null,
  language: 'en',
  contact: {
    fullName: '',
    phone: { phone: '', showPhone: false },
    email: '',
    showEmail: false,
    birthdate: '',
    birthdateDisplay: 'date',
    gender: '',
    workAvailability: false,
    city: '',
    zone: '',
    links: [],
    job_title: '',
    welcome_message: '',
  },
  specializations: [],
  education: [],
  languages: [],
  tools: [],
  skills: [],
  summary: '',
  courses: [],
  employment: [],
  activities: [],
  projects: [],
  volunteering: [],
  translations: {},
  published: false,
  updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

describe('the account journey over HTTP', () => {
  it('signs up, reads the profile, logs out and in, and resets a forgotten password', async () => {
    const xsrf = await fetchXsrfCookie(server.url);
    expect(xsrf.header).toMatch(/; Path=\//);
    expect(xsrf.header).toMatch(/; SameSite=Lax/);
    expect(xsrf.header).not.toMatch(/HttpOnly/i);
    expect(xsrf.header).not.toMatch(/Secure/i);

    const signup = await api<Session>('POST', '/api/signup', {
      body: {
        email: 'Layla.Hussein@Example.com',
        name: '  Layla Hussein ',
        password: 'first password',
        is_company: false,
        recaptcha_token: '',
      },
    });
    expect(signup.status).toBe(201);
    const applicantId = (signup.body.user.applicant as { id: number }).id;
    expect(signup.body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Layla Hussein',
        email: 'layla.hussein@example.com',
        role: 'user',
        is_company: false,
        email_verified_at: null,
        company: null,
        applicant: { id: expect.any(Number), ...emptyApplicantFields },
      },
      token: expect.stringMatching(/^\d+\|[0-9a-f]{40}$/),
    });
    const firstToken = signup.body.token;

    const profile = await api('GET', '/api/profile', { token: firstToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: applicantId,
      ...emptyApplicantFields,
      user: signup.body.user,
    });

    expect((await api('POST', '/logout', { token: firstToken })).status).toBe(204);
    const afterLogout = await api('GET', '/api/profile', { token: firstToken });
    expect(afterLogout).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });

    const login = await api<Session>('POST', '/api/login', {
      body: { email: 'LAYLA.hussein@example.com', password: 'first password', recaptcha_token: '' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(signup.body.user);
    const secondToken = login.body.token;
    expect(secondToken).not.toBe(firstToken);

    const forgot = await api('POST', '/api/forgot-password', {
      body: { email: 'layla.hussein@example.com', recaptcha_token: '' },
    });
    expect(forgot).toMatchObject({
      status: 200,
      body: { message: 'If that email is registered, a reset link is on its way.' },
    });
    await server.app.backgroundSettled();
    // The first mail confirms the address (issue 34); the reset link is in the one after it.
    const mail = readOutbox(environment.dataDir).find((message) => resetLinkIn(message.raw));
    const link = resetLinkIn(mail!.raw)!;
    expect(link).toMatch(
      /^http:\/\/localhost:\d+\/reset-password\/[0-9a-f]{64}\?email=layla\.hussein%40example\.com$/,
    );

    const { token, email } = partsOfResetLink(link);
    const reset = await api('POST', '/api/reset-password', {
      body: { token, email, password: 'second password', password_confirmation: 'second password' },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been reset.' } });

    // A reset revokes every token the account had.
    expect((await api('GET', '/api/profile', { token: secondToken })).status).toBe(401);
    const oldPassword = await api('POST', '/api/login', { body: { email, password: 'first password' } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api<Session>('POST', '/api/login', {
      body: { email, password: 'second password' },
    });
    expect(newPassword.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: newPassword.body.token })).status).toBe(200);
  });

  it('signs up a company without a resume: its profile has every field, none filled', async () => {
    const signup = await signUp('hr@babylon-tech.iq', 'company password', {
      is_company: true,
      company_name: 'Babylon Tech',
    });
    expect(signup.user).toMatchObject({ is_company: true, role: 'user', applicant: null });

    const profile = await api('GET', '/api/profile', { token: signup.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: null,
      image: null,
      language: 'en',
      contact: null,
      specializations: [],
      education: [],
      languages: [],
      tools: [],
      skills: [],
      summary: null,
      courses: [],
      employment: [],
      activities: [],
      projects: [],
      volunteering: [],
      translations: {},
      published: false,
      updated_at: null,
      user: signup.user,
    });
  });

  it.each([
    ['ar', 'ar'],
    ['ckb', 'ckb'],
    ['fr', 'en'],
  ])(
    'writes a new resume in the interface language of the sign-up (%s gives %s), which the profile returns',
    async (asked, language) => {
      const email = `writer.${asked}@example.com`;
      const signup = await api<Session>('POST', '/api/signup', {
        body: { email, name: 'هدى', password: 'correct horse', is_company: false, recaptcha_token: '' },
        language: asked,
      });
      expect(signup.status).toBe(201);
      expect(signup.body.user.applicant).toMatchObject({ language });
      const profile = await api('GET', '/api/profile', { token: signup.body.token });
      expect(profile.body).toMatchObject({ language });
    },
  );

  it("tells an administrator by the role 'admin'", async () => {
    const signup = await signUp('admin@talentpool.iq');
    await server.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(sql`${users.id} = ${signup.user.id}`);
    const login = await api<Session>('POST', '/api/login', {
      body: { email: 'admin@talentpool.iq', password: 'correct horse' },
    });
    expect(login.body.user.role).toBe('admin');
  });
});

describe('the XSRF handshake', () => {
  it('refuses a change without the X-XSRF-TOKEN header with 419', async () => {
    const cookie = await fetchXsrfCookie(server.url);
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${cookie.value}` },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a header that differs from the cookie, and a request with no cookie', async () => {
    const wrongHeader = await api('POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'whatever1' },
      xsrf: 'not-the-cookie',
    });
    expect(wrongHeader).toMatchObject({ status: 419, body: { message: 'CSRF token mismatch.' } });

    // Both genuine, but not the same: the header must echo this browser's own cookie.
    const mine = await fetchXsrfCookie(server.url);
    const someoneElses = await fetchXsrfCookie(server.url);
    const crossed = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${mine.value}`,
        'x-xsrf-token': someoneElses.value,
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
    });
    expect(crossed.status).toBe(419);

    const cookie = await fetchXsrfCookie(server.url);
    const noCookie = await fetch(`${server.url}/logout`, {
      method: 'POST',
      headers: { 'x-xsrf-token': cookie.value },
    });
    expect(noCookie.status).toBe(419);
  });

  it('refuses a cookie and header pair that this server did not sign', async () => {
    const genuine = await fetchXsrfCookie(server.url);
    const [nonce] = genuine.value.split('.');
    for (const forged of [`${nonce}.${'A'.repeat(43)}`, 'forged-token', `${genuine.value}.extra`]) {
      const response = await fetch(`${server.url}/api/signup`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(forged)}`,
          'x-xsrf-token': forged,
        },
        body: JSON.stringify({ email: 'forger@example.com', name: 'F', password: 'long enough' }),
      });
      expect(response.status).toBe(419);
    }
  });

  it('checks before anything else: even a request that would be a 422 or a 401 gets the 419', async () => {
    expect((await api('POST', '/api/signup', { body: {}, xsrf: false })).status).toBe(419);
    expect((await api('POST', '/logout', { xsrf: false })).status).toBe(419);
  });

  it('lets reads through without it, and answers unknown paths with 404', async () => {
    expect((await api('GET', '/api/statistics', { xsrf: false })).status).toBe(200);
    const unknown = await api('POST', '/api/statistics', { xsrf: false });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Not Found' } });
  });

  it('keeps a valid cookie on the next handshake, so requests already under way still match', async () => {
    const first = await fetchXsrfCookie(server.url);
    const again = await fetchXsrfCookie(server.url, `XSRF-TOKEN=${encodeURIComponent(first.value)}`);
    expect(again.value).toBe(first.value);
    const forged = await fetchXsrfCookie(server.url, 'XSRF-TOKEN=planted.value');
    expect(forged.value).not.toBe('planted.value');
    expect(forged.value).not.toBe(first.value);
  });
});

describe('bearer tokens', () => {
  it('answers 401 {"message":"Unauthenticated."} without a token or with one that is not ours', async () => {
    const { token } = await signUp('karim@example.com');
    const [id] = token.split('|');
    const otherSecret = `${id}|${'0'.repeat(40)}`;
    for (const candidate of [undefined, 'garbage', `999999|${'a'.repeat(40)}`, otherSecret, `${token}x`]) {
      const response = await api('GET', '/api/profile', { token: candidate });
      expect(response).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    }
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
  });

  it('stores only a SHA-256 of the secret', async () => {
    const { token } = await signUp('hana@example.com');
    const [id, secret] = token.split('|');
    const [row] = await server.database.db
      .select()
      .from(personalAccessTokens)
      .where(sql`${personalAccessTokens.id} = ${Number(id)}`);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(secret);
  });

  it('expires a token 30 days after it was issued, however often it was used', async () => {
    const { token } = await signUp('omar@example.com');
    for (const day of [10, 20]) {
      clockOffsetMs = day * DAY_MS;
      expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    }
    clockOffsetMs = 30 * DAY_MS - 60_000;
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    clockOffsetMs = 30 * DAY_MS + 1000;
    expect(await api('GET', '/api/profile', { token })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('refuses a token unused for 14 days, counted from its last use (issue 34)', async () => {
    const { token } = await signUp('idle@example.com');
    const { token: forgotten } = await signUp('forgotten@example.com');
    clockOffsetMs = 14 * DAY_MS - 60_000;
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);
    clockOffsetMs = 14 * DAY_MS;
    expect(await api('GET', '/api/profile', { token: forgotten })).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    clockOffsetMs = 28 * DAY_MS - 2 * 60_000;
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);

    const { token: laptop } = await signUp('laptop@example.com');
    clockOffsetMs = 5 * DAY_MS;
    expect((await api('GET', '/api/profile', { token: laptop })).status).toBe(200);
    clockOffsetMs = 19 * DAY_MS;
    expect((await api('GET', '/api/profile', { token: laptop })).status).toBe(401);
  });

  it("writes a token's last use at most once an hour", async () => {
    const { token } = await signUp('hourly@example.com');
    const lastUsed = async () => {
      const [row] = await server.database.db
        .select({ at: personalAccessTokens.lastUsedAt })
        .from(personalAccessTokens)
        .where(sql`${personalAccessTokens.id} = ${Number(token.split('|')[0])}`);
      return row!.at?.getTime();
    };
    await api('GET', '/api/profile', { token });
    const first = await lastUsed();
    expect(first).toBeDefined();
    clockOffsetMs = 59 * 60_000;
    await api('GET', '/api/profile', { token });
    expect(await lastUsed()).toBe(first);
    clockOffsetMs = 61 * 60_000;
    await api('GET', '/api/profile', { token });
    expect(await lastUsed()).toBeGreaterThan(first!);
  });

  it('lets the days a token may go unused be set (TOKEN_IDLE_DAYS)', async () => {
    const { token } = await signUp('strict@example.com');
    const { db } = server.database;
    const at = (ms: number) => new Date(Date.now() + ms);
    expect(await authenticate(db, token, at(2 * DAY_MS - 60_000), { idleDays: 2 })).toBeDefined();
    expect(await authenticate(db, token, at(4 * DAY_MS - 60_000), { idleDays: 2 })).toBeUndefined();
    expect(await authenticate(db, token, at(4 * DAY_MS - 60_000), { idleDays: 3 })).toBeDefined();
  });

  it('revokes only the token that logged out', async () => {
    await signUp('zahra@example.com');
    const login = () =>
      api<Session>('POST', '/api/login', { body: { email: 'zahra@example.com', password: 'correct horse' } });
    const laptop = (await login()).body.token;
    const phone = (await login()).body.token;
    expect((await api('POST', '/logout', { token: laptop })).status).toBe(204);
    expect((await api('GET', '/api/profile', { token: laptop })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: phone })).status).toBe(200);
    expect((await api('POST', '/logout', { token: laptop })).status).toBe(401);
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown e-mail alike', async () => {
    await signUp('mustafa@example.com');
    const wrongPassword = await api('POST', '/api/login', {
      body: { email: 'mustafa@example.com', password: 'not my password' },
    });
    const unknownEmail = await api('POST', '/api/login', {
      body: { email: 'nobody-here@example.com', password: 'not my password' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'These credentials do not match our records.' });
    }
  });

  it('refuses the sixth attempt after five failures in a minute with 429 and Retry-After', async () => {
    // On Redis when the run has REDIS_URL, as a deployment of several instances would be.
    expect(server.app.rateLimits.store).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
    await signUp('ali@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await api('POST', '/api/login', {
        body: { email: 'ali@example.com', password: 'guess ' + attempt },
      });
      expect(response.status).toBe(401);
    }
    // Even the right password waits: the limit is on the address and the caller, not on the guess.
    const sixth = await api('POST', '/api/login', {
      body: { email: 'ALI@example.com', password: 'correct horse' },
    });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.body).toEqual({
      message: `Too many login attempts. Please try again in ${retryAfter} seconds.`,
    });

    // Other addresses from the same caller are not held up.
    await signUp('noor@example.com');
    const other = await api('POST', '/api/login', {
      body: { email: 'noor@example.com', password: 'correct horse' },
    });
    expect(other.status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    await signUp('sami@example.com');
    const attempt = (password: string) =>
      api('POST', '/api/login', { body: { email: 'sami@example.com', password } });
    for (let failure = 1; failure <= 4; failure += 1) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('correct horse')).status).toBe(200);
    for (let failure = 1; failure <= 5; failure += 1) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('correct horse')).status).toBe(429);
  });

  it('needs both fields', async () => {
    const response = await api('POST', '/api/login', { body: { email: ' ', password: '' } });
    expect(response).toMatchObject({
      status: 422,
      body: {
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      },
    });
  });
});

describe('signup', () => {
  it('refuses an address that is taken, in any letter case, with 422 errors.email', async () => {
    await signUp('samira@example.com');
    for (const email of ['samira@example.com', 'SAMIRA@Example.COM', ' Samira@example.com ']) {
      const response = await api('POST', '/api/signup', {
        body: {
          email,
          name: 'Someone Else',
          password: 'another password',
          is_company: true,
          company_name: 'Another',
        },
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
    }
  });

  it('names every invalid field', async () => {
    const response = await api('POST', '/api/signup', {
      body: { email: 'not-an-address', name: '   ', password: 'short', is_company: false },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'The email field must be a valid email address. (and 2 more errors)',
      errors: {
        email: ['The email field must be a valid email address.'],
        name: ['The name field is required.'],
        password: ['The password field must be at least 8 characters.'],
      },
    });

    const missing = await api('POST', '/api/signup', { body: { email: 'x@example.com' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ name: ['The name field is required.'] });
  });
});

// Runs last: it breaks this file's database on purpose.
describe('a server fault', () => {
  it('answers 500 {"message":"Server Error"} without a stack trace', async () => {
    await server.database.db.execute(sql`DROP TABLE personal_access_tokens`);
    const response = await fetch(`${server.url}/api/profile`, {
      headers: { authorization: 'Bearer 1|' + 'a'.repeat(40) },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe('{"message":"Server Error"}');
  });
});
