import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { publishableResume } from '../applicants/test-resumes';
import { call } from '../testing/api-client';
import { applicantWithResume, signUp } from '../testing/employers';
import { createTestEnvironment, getWithHeaders, type TestEnvironment } from '../testing/test-environment';
import {
  contentSecurityPolicy,
  originsOf,
  RECAPTCHA_FRAME_SOURCES,
  RECAPTCHA_SCRIPT_SOURCES,
} from '../security/content-security-policy';

/** The policy as directive name → sources. */
function parsePolicy(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function writeFiles(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(headers: Headers, { document }: { document: boolean }) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security')).toBeNull();
  const policy = parsePolicy(headers.get('content-security-policy'));
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual([document ? "'self'" : "'none'"]);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  return policy;
}

describe('the Content-Security-Policy', () => {
  it('lets a page run scripts only from itself, and is never framed by another site', () => {
    const policy = parsePolicy(contentSecurityPolicy({ document: true }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
    expect(policy['child-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('adds the remotes deployed elsewhere to the sources of scripts, manifests, styles, images and fonts', () => {
    const policy = parsePolicy(
      contentSecurityPolicy({ document: true, remoteOrigins: ['https://cdn.example.iq'] }),
    );
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(policy[directive]).toContain('https://cdn.example.iq');
    }
    expect(policy['frame-src']).not.toContain('https://cdn.example.iq');
  });

  it("adds reCAPTCHA's hosts only when it is configured", () => {
    const without = parsePolicy(contentSecurityPolicy({ document: true, recaptcha: false }));
    const withIt = parsePolicy(contentSecurityPolicy({ document: true, recaptcha: true }));
    expect(without['script-src']).toEqual(["'self'"]);
    expect(withIt['script-src']).toEqual(["'self'", ...RECAPTCHA_SCRIPT_SOURCES]);
    expect(withIt['frame-src']).toEqual(["'self'", 'blob:', ...RECAPTCHA_FRAME_SOURCES]);
  });

  it('gives an answer that is not a page no remote, no reCAPTCHA, and no framing', () => {
    const policy = parsePolicy(
      contentSecurityPolicy({ document: false, recaptcha: true, remoteOrigins: ['https://cdn.example.iq'] }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('takes only the origin of absolute http(s) manifest URLs, so an entry cannot inject a directive', () => {
    expect(
      originsOf([
        'https://cdn.example.iq/directory/mf-manifest.json',
        'https://cdn.example.iq/builder/mf-manifest.json',
        'http://127.0.0.1:3001/mf-manifest.json',
        '/remotes/account/mf-manifest.json',
        'javascript:alert(1)',
        "https://evil.example; script-src 'unsafe-inline'",
        'data:text/javascript,alert(1)',
      ]),
    ).toEqual(['https://cdn.example.iq', 'http://127.0.0.1:3001']);
  });
});

describe('security headers on every answer', () => {
  let environment: TestEnvironment;
  let server: RunningServer;
  let remotesFile: string;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    writeFiles(environment.webRoot, {
      'shell/dist/index.html': '<!doctype html><title>shell index</title>',
      'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
      'mfe-directory/dist/mf-manifest.json': '{"name":"directory"}',
      'mfe-directory/dist/remoteEntry.js': 'var directory;',
    });
    writeFiles(path.join(environment.dataDir, 'storage'), {
      'applicant_images/0123456789abcdef.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    });
    remotesFile = path.join(environment.dataDir, 'remotes.override.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        builder: 'https://cdn.example.iq/builder/mf-manifest.json',
        profile: 'http://127.0.0.1:3004/mf-manifest.json',
      }),
    );
    server = await environment.start({ REMOTES_FILE: remotesFile });
  });

  afterAll(() => environment.dispose());

  it('the shell page: its policy allows the remotes named in REMOTES_FILE, and framing by itself only', async () => {
    for (const route of [
      '/',
      '/login',
      '/profile',
      '/resume-builder',
      '/preview/12',
      '/shortlists',
      '/requests',
    ]) {
      const response = await fetch(`${server.url}${route}`, { headers: html });
      expect(response.status).toBe(200);
      const policy = expectBaseHeaders(response.headers, { document: true });
      expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.iq', 'http://127.0.0.1:3004']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.iq', 'http://127.0.0.1:3004']);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('reads REMOTES_FILE afresh, as /remotes.json does', async () => {
    const before = fs.readFileSync(remotesFile);
    try {
      fs.writeFileSync(
        remotesFile,
        JSON.stringify({ directory: 'https://other.example.iq/mf-manifest.json' }),
      );
      const response = await fetch(`${server.url}/`);
      expect(parsePolicy(response.headers.get('content-security-policy'))['script-src']).toEqual([
        "'self'",
        'https://other.example.iq',
      ]);
      fs.writeFileSync(remotesFile, '{ not json');
      const broken = await fetch(`${server.url}/`);
      expect(broken.status).toBe(200);
      expect(parsePolicy(broken.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
    } finally {
      fs.writeFileSync(remotesFile, before);
    }
  });

  const nonPages: Array<{ kind: string; method?: string; path: string; status: number }> = [
    { kind: 'API answer', path: '/api/statistics', status: 200 },
    { kind: 'reference list', path: '/api/selectables/cities', status: 200 },
    { kind: 'health check', path: '/healthz', status: 200 },
    { kind: 'runtime config', path: '/app-config.json', status: 200 },
    { kind: 'remotes list', path: '/remotes.json', status: 200 },
    { kind: 'XSRF cookie', path: '/sanctum/csrf-cookie', status: 204 },
    { kind: 'static file of the shell', path: '/main.3f9a1c2b.js', status: 200 },
    { kind: 'missing static file', path: '/main.00000000.js', status: 404 },
    { kind: 'unknown API path', path: '/api/nothing-here', status: 404 },
    { kind: 'missing resume', path: '/api/applicants/999999', status: 404 },
    { kind: '401 without a token', path: '/api/profile', status: 401 },
    { kind: '419 without the XSRF header', method: 'POST', path: '/api/login', status: 419 },
    { kind: '422 for a bad filter', path: '/api/applicants/filter?gender=robot', status: 422 },
    // Issue 19: the employers' routes, refused before any handler runs.
    ...[
      '/api/shortlists',
      '/api/shortlists/1',
      '/api/contact-requests',
      '/api/profile/views',
      '/api/saved-searches',
    ].map((path) => ({ kind: 'employers: 401 without a token', path, status: 401 })),
    ...(
      [
        ['POST', '/api/shortlists'],
        ['PATCH', '/api/shortlists/1'],
        ['DELETE', '/api/shortlists/1'],
        ['POST', '/api/shortlists/1/applicants'],
        ['DELETE', '/api/shortlists/1/applicants/2'],
        ['POST', '/api/contact-requests'],
        ['POST', '/api/contact-requests/1/accept'],
        ['POST', '/api/contact-requests/1/decline'],
        ['POST', '/api/saved-searches'],
        ['DELETE', '/api/saved-searches/1'],
      ] as const
    ).map(([method, path]) => ({
      kind: `employers: 419 without the XSRF header (${method})`,
      method,
      path,
      status: 419,
    })),
  ];

  it.each(nonPages)('$kind ($path): nosniff, referrer policy, a policy framing nothing', async (request) => {
    const response = await fetch(`${server.url}${request.path}`, { method: request.method ?? 'GET' });
    expect(response.status).toBe(request.status);
    expectBaseHeaders(response.headers, { document: false });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the unsubscribe page of the saved-search digests has the headers of a page, and JSON those of an answer', async () => {
    const forged = `${server.url}/unsubscribe/saved-searches/1.${'A'.repeat(43)}`;
    for (const method of ['GET', 'POST']) {
      const page = await fetch(forged, { method, headers: html });
      expect(page.status).toBe(404);
      expectBaseHeaders(page.headers, { document: true });
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const answer = await fetch(forged, { method, headers: { accept: 'application/json' } });
      expect(answer.status).toBe(404);
      expectBaseHeaders(answer.headers, { document: false });
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("the employers' answers to a company and to an applicant carry the headers too", async () => {
    // A confirmed company (issue 34: it confirms before it shortlists or saves a search) and an applicant.
    const company = (await signUp(server, { company: true, email: 'headers.company@example.com' })).token;
    const applicant = (await signUp(server, { email: 'headers.applicant@example.com' })).token;
    const answers = [
      [await call(server.url, 'POST', '/api/shortlists', { token: company, body: { name: 'List' } }), 201],
      [await call(server.url, 'GET', '/api/shortlists', { token: company }), 200],
      [await call(server.url, 'GET', '/api/contact-requests', { token: company }), 200],
      [await call(server.url, 'GET', '/api/profile/views', { token: applicant }), 200],
      [await call(server.url, 'GET', '/api/shortlists', { token: applicant }), 403],
      [await call(server.url, 'GET', '/api/shortlists/999999', { token: company }), 404],
      [
        await call(server.url, 'POST', '/api/saved-searches', {
          token: company,
          body: {
            name: 'Search',
            query: 'search=react&sort_by=experience&sort_order=desc',
            frequency: 'weekly',
          },
        }),
        201,
      ],
      [await call(server.url, 'GET', '/api/saved-searches', { token: company }), 200],
      [await call(server.url, 'DELETE', '/api/saved-searches/999999', { token: company }), 404],
      [await call(server.url, 'GET', '/api/contact-requests', { token: applicant }), 200],
      [await call(server.url, 'POST', '/api/contact-requests/999999/accept', { token: applicant }), 404],
      [await call(server.url, 'POST', '/api/contact-requests/999999/decline', { token: company }), 403],
      [await call(server.url, 'GET', '/api/saved-searches', { token: applicant }), 403],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.status).toBe(status);
      expectBaseHeaders(response.headers, { document: false });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('a malformed URL (a broken percent sequence) is refused with the headers too', async () => {
    const response = await fetch(`${server.url}/api/applicants/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Bad Request' });
    expectBaseHeaders(response.headers, { document: false });
  });

  it('remote files and stored photos may be loaded by a shell on another origin', async () => {
    // A published resume's photo (a photo no published resume names is served to nobody: issue 34).
    const { applicantId } = await applicantWithResume(server);
    await server.database.db
      .update(applicants)
      .set({ resume: sql`jsonb_set(resume, '{image}', '"applicant_images/0123456789abcdef.jpg"')` })
      .where(eq(applicants.id, applicantId));
    for (const file of [
      '/remotes/directory/remoteEntry.js',
      '/storage/applicant_images/0123456789abcdef.jpg',
    ]) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(200);
      expectBaseHeaders(response.headers, { document: false });
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    const api = await fetch(`${server.url}/api/statistics`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('the preview HTML answer and the document inside it both forbid scripts', async () => {
    const signup = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
      body: { email: 'headers@example.com', name: 'Noor', password: 'correct horse', recaptcha_token: '' },
    });
    const { token } = signup.body;
    await call(server.url, 'POST', '/api/applicant', { token, body: { data: publishableResume() } });
    const response = await call<{ html: string }>(server.url, 'POST', '/api/preview-resume-html', { token });
    expect(response.status).toBe(200);
    expectBaseHeaders(response.headers, { document: false });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(response.body.html);
    expect(parsePolicy(meta?.[1] ?? null)['default-src']).toEqual(["'none'"]);
    expect(response.body.html).not.toMatch(/<script/i);
  });

  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    const response = await getWithHeaders(`${server.url}/api/statistics`, { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind an https proxy, with reCAPTCHA', () => {
  let environment: TestEnvironment;
  let server: RunningServer;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    writeFiles(environment.webRoot, { 'shell/dist/index.html': '<!doctype html><title>shell index</title>' });
    server = await environment.start({
      TRUST_PROXY: '1',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
    });
  });

  afterAll(() => environment.dispose());

  it('sends HSTS when the trusted proxy says the request came over https, and not otherwise', async () => {
    const overHttps = await getWithHeaders(`${server.url}/api/statistics`, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await getWithHeaders(`${server.url}/login`, { ...html, 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await getWithHeaders(`${server.url}/api/statistics`, { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets the pages load reCAPTCHA's script and frame", async () => {
    const response = await fetch(`${server.url}/login`, { headers: html });
    const policy = expectBaseHeaders(response.headers, { document: true });
    expect(policy['script-src']).toEqual(["'self'", ...RECAPTCHA_SCRIPT_SOURCES]);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:', ...RECAPTCHA_FRAME_SOURCES]);
  });
});
