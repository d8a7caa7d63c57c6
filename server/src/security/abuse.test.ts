// Issue 15: one account or one client must not be able to freeze the server, flood it, or guess
// passwords. One block per weakness the issue found, each tried the way an attacker would.

import net from 'node:net';
import sharp from 'sharp';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { longestEventLoopBlock } from '../testing/event-loop';
import { partsOfResetLink, readOutbox, resetLinkIn } from '../testing/outbox';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { RATE_LIMIT_POLICY } from './rate-limits';

let environment: TestEnvironment;
let server: RunningServer;
let logLines: string[] = [];

/** Servers of their own settings, each with its own data folder (an embedded database has one server). */
const environments: TestEnvironment[] = [];
async function startAlone(...settings: Parameters<TestEnvironment['start']>): Promise<RunningServer> {
  const own = await createTestEnvironment();
  environments.push(own);
  return own.start(...settings);
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  // The limits as a deployment has them, not the test environment's relaxed ones; behind a reverse
  // proxy on loopback (TRUST_PROXY names it), so X-Forwarded-For tells the clients apart.
  server = await environment.start(
    { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' },
    { rateLimitPolicy: RATE_LIMIT_POLICY, logStream: { write: (line) => logLines.push(line) } },
  );
});

afterAll(async () => {
  await Promise.all([environment, ...environments].map((each) => each.dispose()));
});

let accounts = 0;
async function signUp(): Promise<{ email: string; token: string }> {
  accounts += 1;
  const email = `applicant${accounts}@example.com`;
  // Each account from an address of its own: the per-client sign-up limit is tested by itself.
  const response = await callFrom(`10.1.0.${accounts}`, 'POST', '/api/signup', {
    email,
    name: 'Ali Hassan',
    password: 'correct horse',
  });
  expect(response.status).toBe(201);
  return { email, token: (response.body as { token: string }).token };
}

/** A call as one client among many: the server trusts loopback as its proxy. */
async function callFrom(client: string, method: string, path: string, body?: unknown, token?: string) {
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': client,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : {} };
}

/** A JSON save's request, encoded before it is sent (see multipartSave). */
async function jsonSave(token: string, data: unknown) {
  const cookie = await fetchXsrfCookie(server.url);
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
    'x-xsrf-token': cookie.value,
  };
  const body = new TextEncoder().encode(JSON.stringify({ data }));
  return async () => {
    const response = await fetch(`${server.url}/api/applicant`, { method: 'POST', headers, body });
    return { status: response.status, text: await response.text() };
  };
}

/** A multipart save's request, encoded before it is sent: encoding it is the client's work, not the server's. */
async function multipartSave(token: string, data: string, photo?: Buffer) {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', data);
  if (photo) form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
    'x-xsrf-token': cookie.value,
    'content-type': encoded.headers.get('content-type')!,
  };
  return async () => {
    const response = await fetch(`${server.url}/api/applicant`, { method: 'POST', headers, body });
    return { status: response.status, text: await response.text() };
  };
}

async function saveAsMultipart(token: string, data: string, photo?: Buffer) {
  return (await multipartSave(token, data, photo))();
}

/** The longest answer a refused save may have: a message and a few field errors. */
const SMALL_ANSWER_BYTES = 4 * 1024;
/**
 * The issue asks for 100 ms. Measured over the whole test process, the figure is wall-clock time: it
 * also holds the client's own work, garbage collection and the time the process waits for a core. On
 * this shared 2-core machine it read 110–550 ms for refusals that do no work on the input, and up to 1.1 s
 * while CI's three lanes share the cores, so the test allows 2 s; the code it guards against held the loop
 * for many seconds and answered megabytes (the other expectations).
 */
const EVENT_LOOP_BUDGET_MS = 2_000;

describe('1. a single save cannot freeze the event loop', () => {
  // 40,000 specialisation rows in the detail form: matched row by row, they held the loop for seconds.
  const detailRows = Array.from({ length: 40_000 }, (_, index) => ({
    id: index,
    specialization: 'x',
    main_specialization_id: null,
  }));

  it.each([
    ['multipart', multipartSave],
    ['JSON', jsonSave],
  ] as const)(
    'refuses 40,000 specialisation rows (%s) at once, with a short answer',
    async (_form, prepare) => {
      const { token } = await signUp();
      const data = JSON.stringify(publishableResume({ specializations: detailRows as never }));
      const { result, blockedMs } = await longestEventLoopBlock(await prepare(token, data));
      expect(result.status).toBe(413);
      expect(JSON.parse(result.text)).toEqual({
        message: 'The resume is too large: it may hold at most 256 KB of text.',
      });
      expect(blockedMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
    },
  );

  it('refuses an over-long list within the size limit by naming it once, not once per item', async () => {
    const { token } = await signUp();
    const data = JSON.stringify(
      publishableResume({ skills: Array.from({ length: 20_000 }, () => 7) as never }),
    );
    const { result, blockedMs } = await longestEventLoopBlock(await multipartSave(token, data));
    expect(result.status).toBe(422);
    expect(result.text.length).toBeLessThan(SMALL_ANSWER_BYTES);
    expect(JSON.parse(result.text).errors).toEqual({
      skills: ['The skills field must not have more than 50 items.'],
    });
    expect(blockedMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });

  it('names at most ten fields in a 422, however many are wrong', async () => {
    const { token } = await signUp();
    const wrongEverywhere = publishableResume({
      employment: Array.from({ length: 50 }, () => ({
        title: 1,
        employer: 2,
        responsibilities: [3, 4],
      })) as never,
    });
    const result = await saveAsMultipart(token, JSON.stringify(wrongEverywhere));
    expect(result.status).toBe(422);
    const body = JSON.parse(result.text) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toHaveLength(10);
    expect(body.message).toMatch(/\(and \d+ more errors\)$/);
    expect(result.text.length).toBeLessThan(SMALL_ANSWER_BYTES);
  });
});

describe('2. sub-specialities come only from the reference, each once', () => {
  it('keeps one copy of a sub-speciality sent many times', async () => {
    const { token } = await signUp();
    const copies = Array.from({ length: 100 }, () => ({ id: 101 }));
    const saved = await saveAsMultipart(
      token,
      JSON.stringify(publishableResume({ specializations: [{ id: 1, sub: copies }] })),
    );
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.text).specializations).toEqual([
      { id: 1, main_specialization_id: 1, specialization_details: { selected_sub: [101] } },
    ]);
  });

  it('refuses 100,000 copies of a valid sub id before reading them', async () => {
    const { token } = await signUp();
    const copies = Array.from({ length: 100_000 }, () => 101);
    const data = JSON.stringify({
      ...publishableResume(),
      specializations: [{ id: 1, selected_sub: copies }],
    });
    const { result, blockedMs } = await longestEventLoopBlock(await multipartSave(token, data));
    expect(result.status).toBe(413);
    expect(blockedMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });

  it('refuses a sub-speciality of another main, and an unknown main, even in a draft', async () => {
    const { token } = await signUp();
    const draft = (specializations: unknown) =>
      JSON.stringify(publishableResume({ published: false, specializations: specializations as never }));
    const foreignSub = await saveAsMultipart(token, draft([{ id: 1, sub: [{ id: 201 }] }]));
    expect(foreignSub.status).toBe(422);
    expect(JSON.parse(foreignSub.text).errors).toEqual({
      'specializations.0.sub.0.id': ['A sub-specialization must belong to its main specialization.'],
    });
    const unknownMain = await saveAsMultipart(token, draft([{ id: 999_999, sub: [] }]));
    expect(JSON.parse(unknownMain.text).errors).toEqual({
      'specializations.0.id': ['Unknown specialization.'],
    });
  });
});

describe('3. the login throttle holds under concurrency, per account and per client', () => {
  const guess = (email: string, client: string, password = 'a wrong guess') =>
    callFrom(client, 'POST', '/api/login', { email, password });

  it('checks at most 5 of 40 parallel guesses; the others get 429 with Retry-After', async () => {
    const { email } = await signUp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => guess(email, '10.3.0.1')));
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({
        message: `Too many login attempts. Please try again in ${answer.headers.get('retry-after')} seconds.`,
      });
    }
  });

  it('limits one account across many clients: past its limit, each client has 2 tries an hour (issue 34)', async () => {
    const { email } = await signUp();
    const { points } = RATE_LIMIT_POLICY.loginByAccount;
    for (let client = 1; client <= points; client += 1) {
      expect((await guess(email, `10.4.${client}.1`)).status).toBe(401);
    }
    const past = RATE_LIMIT_POLICY.loginPastAccountLimit;
    for (const client of ['10.4.1.1', '10.4.200.1']) {
      const statuses = [];
      for (let attempt = 1; attempt <= past.points + 1; attempt += 1) {
        statuses.push((await guess(email, client)).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    }
  });

  it("never refuses the owner's right password from a new client, however many guessed (issue 34)", async () => {
    const { email } = await signUp();
    // About 20 wrong passwords from a handful of addresses, again and again, as the review found.
    for (let round = 0; round < 3; round += 1) {
      for (let client = 1; client <= 5; client += 1) {
        for (let attempt = 0; attempt < 5; attempt += 1) await guess(email, `10.9.${round}.${client}`);
      }
    }
    expect((await guess(email, '10.9.100.1')).status).toBe(401);
    const owner = await guess(email, '10.9.200.1', 'correct horse');
    expect(owner.status).toBe(200);
    expect((owner.body as { token?: string }).token).toEqual(expect.any(String));
  });

  it('limits one client across many accounts', async () => {
    const { points } = RATE_LIMIT_POLICY.loginByClient;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await guess(`nobody${attempt}@example.com`, '10.5.0.1')).status).toBe(401);
    }
    expect((await guess('one-more@example.com', '10.5.0.1')).status).toBe(429);
  });

  it('takes the client from the proxy, never from what the client wrote in X-Forwarded-For', async () => {
    const { email } = await signUp();
    // A client writing its own X-Forwarded-For before the proxy appends the address it saw.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await guess(email, `192.0.2.${attempt}, 10.6.0.1`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('5. sign-up, forgot-password and reset-password are limited per client', () => {
  it('refuses the 21st sign-up of an hour from one client with 429 and Retry-After', async () => {
    const { points } = RATE_LIMIT_POLICY.signupByClient;
    const signUpFrom = (number: number) =>
      callFrom('10.7.0.1', 'POST', '/api/signup', {
        email: `flood${number}@example.com`,
        name: 'Flood',
        password: 'correct horse',
      });
    for (let number = 1; number <= points; number += 1) expect((await signUpFrom(number)).status).toBe(201);
    const refused = await signUpFrom(points + 1);
    expect(refused.status).toBe(429);
    const wait = refused.headers.get('retry-after');
    expect(Number(wait)).toBe(RATE_LIMIT_POLICY.signupByClient.duration);
    expect(refused.body).toEqual({ message: `Too many requests. Please try again in ${wait} seconds.` });
  });

  it('refuses the 11th reset link of a quarter hour from one client, whatever the address', async () => {
    const { points } = RATE_LIMIT_POLICY.forgotPasswordByClient;
    const ask = (number: number) =>
      callFrom('10.8.0.1', 'POST', '/api/forgot-password', { email: `someone${number}@example.com` });
    for (let number = 1; number <= points; number += 1) expect((await ask(number)).status).toBe(200);
    const refused = await ask(points + 1);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(
      String(RATE_LIMIT_POLICY.forgotPasswordByClient.duration),
    );
  });

  it('refuses the 11th token guess of a quarter hour from one client', async () => {
    const { email } = await signUp();
    const { points } = RATE_LIMIT_POLICY.resetPasswordByClient;
    const tryToken = (token: string) =>
      callFrom('10.9.0.1', 'POST', '/api/reset-password', {
        email,
        token,
        password: 'a new password',
        password_confirmation: 'a new password',
      });
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await tryToken(`guess-${attempt}`)).status).toBe(422);
    }
    const refused = await tryToken('one more guess');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(RATE_LIMIT_POLICY.resetPasswordByClient.duration));
  });

  it('checks the reset token before it spends any time hashing the new password', async () => {
    const { email } = await signUp();
    const hash = jest.spyOn(server.app.passwords, 'hash');
    try {
      const wrong = await callFrom('10.10.0.1', 'POST', '/api/reset-password', {
        email,
        token: 'not the token',
        password: 'a new password',
        password_confirmation: 'a new password',
      });
      expect(wrong.status).toBe(422);
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe('6. no live reset token in the log', () => {
  it('logs neither the reset link nor the token of the page that follows it, nor credentials', async () => {
    const { email, token } = await signUp();
    logLines = [];
    expect((await callFrom('10.11.0.1', 'POST', '/api/forgot-password', { email })).status).toBe(200);
    await server.app.backgroundSettled();
    // The reset mail, not the sign-up's confirmation link (issue 34).
    const mail = readOutbox(environment.dataDir).find(
      (message) => message.raw.includes(email) && resetLinkIn(message.raw),
    );
    const link = resetLinkIn(mail!.raw)!;
    const { token: resetToken } = partsOfResetLink(link);

    await fetch(`${server.url}/reset-password/${resetToken}?email=${encodeURIComponent(email)}`, {
      headers: { accept: 'text/html', cookie: 'XSRF-TOKEN=a-cookie-value' },
    });
    await call(server.url, 'GET', '/api/profile', { token });

    const log = logLines.join('');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('password reset mail written to the outbox');
    for (const secret of [resetToken, token, 'a-cookie-value']) expect(log).not.toContain(secret);
  });

  describe('on a development server (LOG_RESET_LINKS=1)', () => {
    const lines: string[] = [];
    let development: RunningServer;
    beforeAll(async () => {
      development = await startAlone(
        { LOG_LEVEL: 'info', LOG_RESET_LINKS: '1' },
        { logStream: { write: (line) => lines.push(line) } },
      );
    });

    it('logs the link, for the developer to follow', async () => {
      const email = 'developer@example.com';
      const body = { email, name: 'Developer', password: 'correct horse' };
      expect((await call(development.url, 'POST', '/api/signup', { body })).status).toBe(201);
      expect((await call(development.url, 'POST', '/api/forgot-password', { body: { email } })).status).toBe(
        200,
      );
      await development.app.backgroundSettled();
      expect(lines.join('')).toMatch(/"link":"http:\/\/localhost:\d+\/reset-password\/[0-9a-f]{64}\?email=/);
    });
  });
});

describe('7. timeouts and photo decoding limits', () => {
  /** Opens a connection, sends `start`, then a byte every 200 ms; resolves when the server hangs up. */
  function trickle(url: string, start: string): Promise<{ closedAfterMs: number; answer: string }> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve) => {
      const began = Date.now();
      let answer = '';
      const socket = net.connect(Number(port), hostname, () => socket.write(start));
      const drip = setInterval(() => socket.write('a'), 200);
      const giveUp = setTimeout(() => socket.destroy(), 10_000);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        resolve({ closedAfterMs: Date.now() - began, answer });
      });
    });
  }

  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startAlone({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { closedAfterMs, answer } = await trickle(
      strict.url,
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ',
    );
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its body', async () => {
    const start =
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
    const { closedAfterMs } = await trickle(strict.url, start);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('refuses a 25-megapixel photo, and a 16-bit one of 12.25 megapixels, before decoding', async () => {
    const { token } = await signUp();
    const refusal = {
      message: 'The image is too large. Please upload a photo of at most 24 megapixels.',
      errors: { image: ['The image is too large. Please upload a photo of at most 24 megapixels.'] },
    };
    const large = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#3366cc' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const deep = await sharp({ create: { width: 3500, height: 3500, channels: 3, background: '#3366cc' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    for (const photo of [large, deep]) {
      const response = await saveAsMultipart(token, JSON.stringify(publishableResume()), photo);
      expect(response.status).toBe(422);
      expect(JSON.parse(response.text)).toEqual(refusal);
    }
  });
});
