import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

// A stand-in for Google's siteverify on loopback. The token the test sends is the answer it wants:
// JSON of siteverify's fields, echoed back; 'outage' makes the endpoint fail.
const verifications: URLSearchParams[] = [];
const siteVerify = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    verifications.push(form);
    if (request.method !== 'POST' || form.get('response') === 'outage') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(form.get('response'));
  });
});

let environment: TestEnvironment;
let server: RunningServer;
let verifyUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => siteVerify.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(siteVerify.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  environment = await createTestEnvironment();
  server = await environment.start({
    RECAPTCHA_SECRET: 'server-secret',
    RECAPTCHA_SITE_KEY: 'site-key-for-the-browser',
    RECAPTCHA_VERIFY_URL: verifyUrl,
  });
});

beforeEach(() => {
  verifications.length = 0;
});

afterAll(async () => {
  await environment.dispose();
  await new Promise<void>((resolve) => siteVerify.close(() => resolve()));
});

const api = (method: string, path: string, options?: Parameters<typeof call>[3]) =>
  call(server.url, method, path, options);

const answer = (fields: Record<string, unknown>) => JSON.stringify(fields);
const human = (action: string) => answer({ success: true, score: 0.9, action });

const SCORE_TOO_LOW = {
  status: 422,
  body: {
    message: 'reCAPTCHA verification failed: Score too low.',
    errors: { recaptcha_token: ['reCAPTCHA verification failed: Score too low.'] },
  },
};

describe('with RECAPTCHA_SECRET', () => {
  it('gives the browser the site key at /app-config.json, never cached', async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ recaptchaSiteKey: 'site-key-for-the-browser' });
  });

  it('asks siteverify about the token with the secret and the caller address, then goes on', async () => {
    const signup = await api('POST', '/api/signup', {
      body: {
        email: 'verified@example.com',
        name: 'Verified Human',
        password: 'correct horse',
        is_company: false,
        recaptcha_token: human('signup'),
      },
    });
    expect(signup.status).toBe(201);
    expect(verifications).toHaveLength(1);
    expect(Object.fromEntries(verifications[0]!)).toEqual({
      secret: 'server-secret',
      response: human('signup'),
      remoteip: '127.0.0.1',
    });

    const login = await api('POST', '/api/login', {
      body: { email: 'verified@example.com', password: 'correct horse', recaptcha_token: human('login') },
    });
    expect(login.status).toBe(200);
    const forgot = await api('POST', '/api/forgot-password', {
      body: { email: 'verified@example.com', recaptcha_token: human('forgot_password') },
    });
    expect(forgot.status).toBe(200);
  });

  it('refuses a low score on login, signup and forgot-password with 422 "Score too low"', async () => {
    const lowScore = (action: string) => answer({ success: true, score: 0.3, action });
    const login = await api('POST', '/api/login', {
      body: { email: 'verified@example.com', password: 'correct horse', recaptcha_token: lowScore('login') },
    });
    const signup = await api('POST', '/api/signup', {
      body: {
        email: 'bot@example.com',
        name: 'Bot',
        password: 'beep boop',
        recaptcha_token: lowScore('signup'),
      },
    });
    const forgot = await api('POST', '/api/forgot-password', {
      body: { email: 'verified@example.com', recaptcha_token: lowScore('forgot_password') },
    });
    for (const response of [login, signup, forgot]) {
      expect(response).toMatchObject(SCORE_TOO_LOW);
      expect(response.body.message).toContain('Score too low');
    }
  });

  it('takes a score equal to RECAPTCHA_MIN_SCORE (0.5 by default)', async () => {
    const response = await api('POST', '/api/login', {
      body: {
        email: 'verified@example.com',
        password: 'correct horse',
        recaptcha_token: answer({ success: true, score: 0.5, action: 'login' }),
      },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['an invalid token', answer({ success: false, 'error-codes': ['invalid-input-response'] })],
    ['a token made for another action', human('signup')],
    ['an answer without a score', answer({ success: true, action: 'login' })],
    ['an outage of the verify endpoint', 'outage'],
  ])('refuses %s the same way', async (_case, token) => {
    const response = await api('POST', '/api/login', {
      body: { email: 'verified@example.com', password: 'correct horse', recaptcha_token: token },
    });
    expect(response).toMatchObject(SCORE_TOO_LOW);
  });

  it('refuses a missing token without asking siteverify', async () => {
    for (const recaptcha_token of [undefined, null, '']) {
      const response = await api('POST', '/api/login', {
        body: { email: 'verified@example.com', password: 'correct horse', recaptcha_token },
      });
      expect(response).toMatchObject(SCORE_TOO_LOW);
    }
    expect(verifications).toHaveLength(0);
  });
});

// Runs last: it replaces this file's server by one without a secret.
describe('without RECAPTCHA_SECRET', () => {
  beforeAll(async () => {
    await server.close();
    server = await environment.start({ RECAPTCHA_VERIFY_URL: verifyUrl });
  });

  it('verifies nothing and gives the browser no site key', async () => {
    const login = await api('POST', '/api/login', {
      body: {
        email: 'verified@example.com',
        password: 'correct horse',
        recaptcha_token: answer({ success: false }),
      },
    });
    expect(login.status).toBe(200);
    expect(verifications).toHaveLength(0);
    expect(await (await fetch(`${server.url}/app-config.json`)).json()).toEqual({ recaptchaSiteKey: null });
  });
});
