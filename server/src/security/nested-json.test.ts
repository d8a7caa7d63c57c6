// Issue 34 (security review): JSON nested deeper than MAX_JSON_DEPTH is refused with 400 before any
// work, on every route and for the resume's multipart `data` field too: a deep body never reaches JSON.parse,
// whose parse and walk of it held the event loop.

import { MAX_RESUME_BYTES } from '../applicants/resume-input';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { type Account, signUp } from '../testing/employers';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { unstorableFields } from './storable-text';

let environment: TestEnvironment;
let server: RunningServer;
let applicant: Account;
let company: Account;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  applicant = await signUp(server, { name: 'Deep Nesting' });
  company = await signUp(server, { company: true });
});

afterAll(() => environment.dispose());

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
/** About 1 MB: just under the default body limit, so the body is read and parsed in full. */
const MEGABYTE_DEEP = nested(500_000);

interface Sent {
  status: number;
  body: { message?: string };
}

async function send(path: string, body: string | FormData, token?: string): Promise<Sent> {
  const cookie = await fetchXsrfCookie(server.url);
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
    'x-xsrf-token': cookie.value,
  };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const resumeForm = (data: string) => {
  const form = new FormData();
  form.append('data', data);
  return form;
};

describe('JSON nested too deeply (issue 34)', () => {
  it('is refused with 400 before it is parsed, signed in or not', async () => {
    const cases: Array<[string, string | FormData, string?]> = [
      ['/api/login', MEGABYTE_DEEP],
      ['/api/signup', `{"email":${nested(150_000, '{"a":', '}').replace(/\{"a":\}/, '{"a":1}')}}`],
      // The save takes a JSON body of the resume's size at most (413 above that).
      ['/api/applicant', nested(MAX_RESUME_BYTES / 2), applicant.token],
      ['/api/applicant', `{"data":${nested(MAX_RESUME_BYTES / 2 - 10)}}`, applicant.token],
      // Deep under the photo's key, where nothing checks the shape: this one answered 500.
      ['/api/applicant', `{"data":{"image":${nested(MAX_RESUME_BYTES / 2 - 20)}}}`, applicant.token],
      ['/api/applicant', resumeForm(nested(MAX_RESUME_BYTES / 2)), applicant.token],
      ['/api/forgot-password', MEGABYTE_DEEP],
      ['/api/shortlists', nested(4_000), company.token],
    ];
    // The test servers run in this process, so the server's JSON.parse is this one. One parse and walk of such
    // a body took 0.6 s of processor time and held the event loop throughout: the depth scan refuses it before.
    // Every deep body here is 8,000 characters or more; nothing else the exchange parses comes near that.
    const parse = jest.spyOn(JSON, 'parse');
    try {
      for (const [path, body, token] of cases) {
        parse.mockClear();
        const result = await send(path, body, token);
        expect([path, result.status]).toEqual([path, 400]);
        expect(result.body.message).toBe(
          `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`,
        );
        const parsedLengths = parse.mock.calls.map(([text]) => String(text).length);
        expect([path, parsedLengths.filter((length) => length >= 8_000)]).toEqual([path, []]);
      }
    } finally {
      parse.mockRestore();
    }
  });

  it('says so in the language of the request', async () => {
    const cookie = await fetchXsrfCookie(server.url);
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ar',
        cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
        'x-xsrf-token': cookie.value,
      },
      body: nested(MAX_JSON_DEPTH + 1),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it(`takes ${MAX_JSON_DEPTH} levels, and brackets inside strings count for nothing`, async () => {
    const deepest = nested(MAX_JSON_DEPTH, '{"a":', '}').replace('{"a":}', '{"a":1}');
    const login = await send('/api/login', deepest);
    expect(login.status).toBe(422);
    const quoted = JSON.stringify({ email: '['.repeat(1000) + '\\"{{{', password: 'x', recaptcha_token: '' });
    expect((await send('/api/login', quoted)).status).not.toBe(400);
    expect((await send('/api/login', nested(MAX_JSON_DEPTH + 1))).status).toBe(400);
  });

  it('still saves a resume, in JSON and as a form', async () => {
    const saved = await call(server.url, 'POST', '/api/applicant', {
      token: applicant.token,
      body: { data: { summary: 'Levels are fine' } },
    });
    expect(saved.status).toBe(200);
    const form = await send('/api/applicant', resumeForm('{"summary":"[[[ not a level"}'), applicant.token);
    expect(form.status).toBe(200);
  });
});

describe('the walks of a body (issue 34)', () => {
  it('counts levels by brackets outside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '"[[[[\\"{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan('[{"a":[]},{"b":[]}]', 3)).toBe(false);
  });

  it('still name the field whose text cannot be stored, however deep', () => {
    expect(unstorableFields({ a: [{ b: 'fine' }, { c: 'nul\u0000' }] })).toEqual(['a.1.c']);
    expect(unstorableFields({ summary: 'nul\u0000' }, 'data')).toEqual(['data.summary']);
    expect(unstorableFields('nul\u0000')).toEqual(['input']);
  });
});
