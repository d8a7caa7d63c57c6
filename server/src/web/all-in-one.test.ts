import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { applicants, users } from '../db/schema';
import type { RunningServer } from '../server';
import {
  bytesOf,
  createTestEnvironment,
  getWithHeaders,
  type TestEnvironment,
} from '../testing/test-environment';
import { CACHE_FOREVER } from './cache-control';
import { FRONT_END_NOT_BUILT } from './all-in-one';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
}

/** The preload links and the inline remotes map of a served index.html. */
function hintsOf(page: string) {
  const preloads = [...page.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => ({
    as: /as="([^"]*)"/.exec(tag)?.[1],
    href: /href="([^"]*)"/.exec(tag)?.[1],
    crossorigin: /crossorigin="([^"]*)"/.exec(tag)?.[1] ?? null,
  }));
  const inline = /<script type="application\/json" id="talent-remotes">(.*?)<\/script>/.exec(page)?.[1];
  return { preloads, remotes: inline === undefined ? undefined : (JSON.parse(inline) as unknown) };
}

/** The public origin the servers are given, unlike the address the tests call them at. */
const appUrl = 'https://talent.example';

describe('all-in-one mode', () => {
  let environment: TestEnvironment;
  let server: RunningServer;
  let remotesFile: string;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    writeFiles(environment.webRoot, {
      'shell/dist/index.html':
        '<!doctype html><html><head><title>Talent Pool</title><script defer src="/main.3f9a1c2b.js"></script></head><body>shell index</body></html>',
      'shell/dist/main.3f9a1c2b.js': 'console.log("shell")',
      'shell/dist/.env': 'SECRET=1',
      'mfe-directory/dist/mf-manifest.json': '{"name":"directory"}',
      'mfe-directory/dist/remoteEntry.js': 'var directory;',
      // Stand-ins for the build's compressed copies: the server picks a file, it never decodes one.
      'mfe-directory/dist/remoteEntry.js.br': 'brotli copy',
      'mfe-directory/dist/remoteEntry.js.gz': 'gzip copy',
      'shell/dist/main.3f9a1c2b.js.br': 'shell brotli copy',
      'mfe-directory/dist/__federation_expose_HomePage.9b8c7d6e.js': 'export {}',
      'mfe-account/dist/mf-manifest.json': '{"name":"account"}',
      'mfe-employer/dist/mf-manifest.json': '{"name":"employer"}',
    });
    remotesFile = path.join(environment.dataDir, 'remotes.override.json');
    server = await environment.start({ REMOTES_FILE: remotesFile, APP_URL: appUrl });
  });

  afterAll(() => environment.dispose());

  it('serves the shell index at / without caching it', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('shell index');
  });

  it.each(['/about', '/login', '/preview/1', '/reset-password/abc?email=a%40b.c', '/no/such/page'])(
    'answers the page load of the client route %s with the shell index',
    async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('shell index');
    },
  );

  describe('the language of the page', () => {
    const htmlTag = async (headers: Record<string, string>, route = '/') => {
      const response = await fetch(`${server.url}${route}`, { headers: { ...html, ...headers } });
      return { response, tag: /<html[^>]*>/.exec(await response.text())?.[0] };
    };

    it("is the browser's first language we speak, right to left for Arabic, in the first byte", async () => {
      const { response, tag } = await htmlTag({ 'accept-language': 'fr-FR, ar-IQ;q=0.9, en;q=0.8' });
      expect(tag).toBe('<html lang="ar" dir="rtl">');
      expect(response.headers.get('content-language')).toBe('ar');
    });

    it('is the chosen one (the lang cookie) before the browser header, on every client route', async () => {
      const { tag } = await htmlTag(
        { 'accept-language': 'en-US', cookie: 'XSRF-TOKEN=x; lang=ckb' },
        '/about',
      );
      expect(tag).toBe('<html lang="ckb" dir="rtl">');
    });

    it('is English, left to right, for a browser that speaks none of ours or a cookie we do not know', async () => {
      expect((await htmlTag({ 'accept-language': 'de-DE', cookie: 'lang=xx' })).tag).toBe(
        '<html lang="en" dir="ltr">',
      );
    });

    it('tells caches that the page differs by cookie and Accept-Language', async () => {
      const { response } = await htmlTag({});
      expect(response.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });

    it('is written also for a client that accepts no compression', async () => {
      const { response, tag } = await htmlTag({ 'accept-language': 'ckb', 'accept-encoding': 'identity' });
      expect(response.status).toBe(200);
      expect(tag).toBe('<html lang="ckb" dir="rtl">');
    });
  });

  it('keeps hashed assets cached for a year', async () => {
    const response = await fetch(`${server.url}/main.3f9a1c2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE_FOREVER);
  });

  describe('answers made per request (issue 32: a phone on a slow network)', () => {
    it('sends the page compressed, Brotli first, to a client that accepts it, and says it varies by encoding', async () => {
      const page = await bytesOf(`${server.url}/about`, { ...html, 'accept-encoding': 'gzip, deflate, br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(page.body).toString('utf8')).toContain('shell index');
      const plain = await bytesOf(`${server.url}/about`, html);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(page.body.length).toBeLessThan(plain.body.length);
      const gzip = await bytesOf(`${server.url}/about`, { ...html, 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    });

    it("leaves the build's own files as the build compressed them", async () => {
      const script = await bytesOf(`${server.url}/main.3f9a1c2b.js`, { 'accept-encoding': 'br' });
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.body.toString('utf8')).toBe('shell brotli copy');
    });
  });

  describe('compressed copies made by the build', () => {
    const remoteEntry = () => `${server.url}/remotes/directory/remoteEntry.js`;

    it('sends the brotli copy to a browser that accepts it, and says it varies by encoding', async () => {
      const response = await getWithHeaders(remoteEntry(), { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.body).toBe('brotli copy');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });

    it('sends the gzip copy when brotli is not accepted', async () => {
      const response = await getWithHeaders(remoteEntry(), { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.body).toBe('gzip copy');
    });

    it('sends the file itself to a client that accepts no encoding', async () => {
      const response = await getWithHeaders(remoteEntry(), {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('var directory;');
    });

    it("serves the shell's assets the same way, keeping their long cache", async () => {
      const response = await getWithHeaders(`${server.url}/main.3f9a1c2b.js`, { 'accept-encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(CACHE_FOREVER);
      expect(response.body).toBe('shell brotli copy');
    });
  });

  it('answers a missing asset with 404, not with the index', async () => {
    const response = await fetch(`${server.url}/main.00000000.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('never serves dot files', async () => {
    expect((await fetch(`${server.url}/.env`)).status).toBe(404);
  });

  it.each(['/api/nothing-here', '/storage/none.png', '/remotes/directory/none.js', '/sanctum/nothing-here'])(
    'keeps the server path %s out of the client routes',
    async (serverPath) => {
      const response = await fetch(`${server.url}${serverPath}`, { headers: html });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('serves each built remote under /remotes/{key}/ to any origin', async () => {
    const manifest = await fetch(`${server.url}/remotes/directory/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'directory' });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const entry = await fetch(`${server.url}/remotes/directory/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');

    const chunk = await fetch(`${server.url}/remotes/directory/__federation_expose_HomePage.9b8c7d6e.js`);
    expect(chunk.headers.get('cache-control')).toBe(CACHE_FOREVER);

    const account = await fetch(`${server.url}/remotes/account/mf-manifest.json`);
    expect(await account.json()).toEqual({ name: 'account' });
    const employer = await fetch(`${server.url}/remotes/employer/mf-manifest.json`);
    expect(await employer.json()).toEqual({ name: 'employer' });
  });

  it('lists the five remotes in /remotes.json at APP_URL, whatever the Host says (issue 34)', async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      directory: `${appUrl}/remotes/directory/mf-manifest.json`,
      builder: `${appUrl}/remotes/builder/mf-manifest.json`,
      account: `${appUrl}/remotes/account/mf-manifest.json`,
      profile: `${appUrl}/remotes/profile/mf-manifest.json`,
      employer: `${appUrl}/remotes/employer/mf-manifest.json`,
    });

    const viaName = await getWithHeaders(`${server.url}/remotes.json`, { host: 'evil.example:9000' });
    expect(JSON.parse(viaName.body).profile).toBe(`${appUrl}/remotes/profile/mf-manifest.json`);
  });

  it('answers a malformed Host with 400, the API and the pages alike (issue 34)', async () => {
    for (const host of ['evil.example/path', 'a b', '[', 'evil.example:port', '<script>', 'x:1:2']) {
      for (const route of ['/', '/preview/1', '/remotes.json', '/api/statistics']) {
        const response = await getWithHeaders(`${server.url}${route}`, { ...html, host });
        expect([host, route, response.status]).toEqual([host, route, 400]);
        expect(JSON.parse(response.body)).toEqual({ message: 'Bad Request' });
      }
    }
    for (const host of [
      'talent.example',
      'talent.example:8080',
      '127.0.0.1:80',
      '[::1]:8080',
      'talent_app',
    ]) {
      expect((await getWithHeaders(`${server.url}/api/statistics`, { host })).status).toBe(200);
    }
  });

  it('ignores X-Forwarded-* headers', async () => {
    const response = await getWithHeaders(`${server.url}/remotes.json`, {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
    });
    expect(JSON.parse(response.body).directory).toBe(`${appUrl}/remotes/directory/mf-manifest.json`);
  });

  it('applies the REMOTES_FILE overrides, re-read on every request', async () => {
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({ directory: 'https://cdn.example/directory/mf-manifest.json' }),
    );
    const first = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, string>;
    expect(first.directory).toBe('https://cdn.example/directory/mf-manifest.json');
    expect(first.builder).toBe(`${appUrl}/remotes/builder/mf-manifest.json`);

    fs.writeFileSync(remotesFile, JSON.stringify({ builder: 'http://localhost:3999/mf-manifest.json' }));
    const second = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, string>;
    expect(second.directory).toBe(`${appUrl}/remotes/directory/mf-manifest.json`);
    expect(second.builder).toBe('http://localhost:3999/mf-manifest.json');
  });

  it('falls back to its own remotes when REMOTES_FILE is not valid JSON', async () => {
    fs.writeFileSync(remotesFile, '{ not json');
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Record<string, string>).account).toBe(
      `${appUrl}/remotes/account/mf-manifest.json`,
    );
  });

  describe("index.html carries the remotes map and the page's hints", () => {
    const page = async (route: string) => {
      const response = await fetch(`${server.url}${route}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return response.text();
    };
    const directory = (file: string) => `${appUrl}/remotes/directory/${file}`;

    beforeEach(() => fs.writeFileSync(remotesFile, '{}'));

    it('writes what /remotes.json answers into the page, inside <head>, before the shell runs', async () => {
      const body = await page('/');
      const answer: unknown = await (await fetch(`${server.url}/remotes.json`)).json();
      expect(hintsOf(body).remotes).toEqual(answer);
      expect(body.indexOf('id="talent-remotes"')).toBeLessThan(body.indexOf('</head>'));
      expect(body).toContain('<title>Talent Pool</title>');
    });

    it("preloads the home page's remote manifest as Module Federation fetches it, and no script", async () => {
      expect(hintsOf(await page('/')).preloads).toEqual([
        { as: 'fetch', href: directory('mf-manifest.json'), crossorigin: 'anonymous' },
      ]);
    });

    it.each(['/preview/12', '/Preview/12/', '/preview/012'])(
      "preloads %s's remote manifest and its resume as a signed-out visitor's API SDK reads it",
      async (route) => {
        expect(hintsOf(await page(route)).preloads).toEqual([
          { as: 'fetch', href: directory('mf-manifest.json'), crossorigin: 'anonymous' },
          { as: 'fetch', href: '/api/applicants/12', crossorigin: 'anonymous' },
        ]);
      },
    );

    it.each(['/preview/abc', '/preview/0', '/preview/-4', '/preview/1.5', '/preview/99999999999999999999'])(
      'preloads no API read for %s, whose page makes none',
      async (route) => {
        expect(hintsOf(await page(route)).preloads).toEqual([
          { as: 'fetch', href: directory('mf-manifest.json'), crossorigin: 'anonymous' },
        ]);
      },
    );

    it('preloads nothing for a page behind a guard or an unknown address, but still carries the map', async () => {
      for (const route of ['/login', '/resume-builder', '/preview/1/more', '/no/such/page']) {
        const hints = hintsOf(await page(route));
        expect(hints.preloads).toEqual([]);
        expect(hints.remotes).toMatchObject({ directory: directory('mf-manifest.json') });
      }
    });

    it('for a remote deployed elsewhere, carries its address and preloads its manifest there', async () => {
      const elsewhere = 'https://cdn.example/directory/mf-manifest.json';
      fs.writeFileSync(remotesFile, JSON.stringify({ directory: elsewhere }));
      const hints = hintsOf(await page('/preview/3'));
      expect(hints.remotes).toMatchObject({
        directory: elsewhere,
        builder: `${appUrl}/remotes/builder/mf-manifest.json`,
      });
      expect(hints.preloads).toEqual([
        { as: 'fetch', href: elsewhere, crossorigin: 'anonymous' },
        { as: 'fetch', href: '/api/applicants/3', crossorigin: 'anonymous' },
      ]);
    });

    it('writes a hostile REMOTES_FILE value so that it can neither end the element nor the attribute', async () => {
      const hostile = 'https://cdn.example/x.json?"></script><script>alert(1)</script>';
      fs.writeFileSync(remotesFile, JSON.stringify({ directory: hostile }));
      const body = await page('/');
      expect(body).not.toContain('<script>alert(1)');
      expect(body.match(/<\/script>/g)).toHaveLength(2);
      expect(hintsOf(body).remotes).toMatchObject({ directory: hostile });
      expect(body).toContain('href="https://cdn.example/x.json?&quot;&gt;&lt;/script&gt;');
    });

    it('serves index.html itself, as built, without hints', async () => {
      const response = await fetch(`${server.url}/index.html`);
      expect(response.status).toBe(200);
      expect(hintsOf(await response.text()).remotes).toBeUndefined();
    });
  });

  describe('as curl asks: no Accept-Encoding, Accept */*', () => {
    const plainRequest = (method: 'GET' | 'HEAD', route: string) =>
      new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
        const request = http.request(
          `${server.url}${route}`,
          { method, headers: { accept: '*/*' } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });

    it('answers GET / with 200 and the shell', async () => {
      const response = await plainRequest('GET', '/');
      expect(response.status).toBe(200);
      expect(response.type).toMatch(/^text\/html/);
      expect(response.body).toContain('shell index');
    });

    it.each(['/preview/201', '/about', '/signup', '/reset-password/abc', '/no-such-page'])(
      'answers GET %s with 200 and the shell, not 404 JSON',
      async (route) => {
        const response = await plainRequest('GET', route);
        expect(response.status).toBe(200);
        expect(response.type).toMatch(/^text\/html/);
        expect(response.body).toContain('shell index');
      },
    );

    it.each(['/api/nothing-here', '/storage/none.png', '/main.00000000.js', '/favicon.ico'])(
      'still answers %s, which does not exist, with 404 JSON',
      async (route) => {
        const response = await plainRequest('GET', route);
        expect(response.status).toBe(404);
        expect(response.type).toMatch(/^application\/json/);
      },
    );

    it('answers HEAD / with 200, an HTML type and no body', async () => {
      const response = await plainRequest('HEAD', '/');
      expect(response.status).toBe(200);
      expect(response.type).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });
  });

  describe('the link preview of /preview/:id (issue #23)', () => {
    const hostile = 'Zainab "<b>&</b>" <script>alert(1)</script>';
    let published: number;
    let draft: number;

    beforeAll(async () => {
      const { db } = server.database;
      const [owner, other] = await db
        .insert(users)
        .values([
          { name: 'Zainab', email: 'zainab.preview@example.com', password: 'hash' },
          { name: 'Omar', email: 'omar.preview@example.com', password: 'hash' },
        ])
        .returning({ id: users.id });
      const resume = (fullName: string) => ({
        contact: {
          fullName,
          job_title: 'Accountant',
          email: 'private@example.com',
          showEmail: false,
          birthdate: '1990-05-17',
          birthdateDisplay: 'hidden',
        },
        summary: 'Ten years of audits in Basra.',
        image: 'applicant_images/0123456789abcdef0123456789abcdef01234567.jpg',
      });
      [{ id: published }, { id: draft }] = (await db
        .insert(applicants)
        .values([
          { userId: owner!.id, published: true, resume: resume(hostile) },
          { userId: other!.id, published: false, resume: resume('Omar Secret') },
        ])
        .returning({ id: applicants.id })) as [{ id: number }, { id: number }];
    });

    const pageOf = async (route: string) => (await fetch(`${server.url}${route}`, { headers: html })).text();
    const metaOf = (page: string, property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(page)?.[1];

    it("titles a published resume's page with the name and job title, escaped, with its Open Graph tags", async () => {
      const page = await pageOf(`/preview/${published}`);
      expect(page).toContain(
        '<title>Zainab &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &lt;script&gt;alert(1)&lt;/script&gt; – Accountant - Talent Pool</title>',
      );
      expect(page.match(/<title>/g)).toHaveLength(1);
      expect(page).not.toContain('<script>alert(1)');
      expect(metaOf(page, 'og:type')).toBe('profile');
      expect(metaOf(page, 'og:description')).toBe('Ten years of audits in Basra.');
      expect(metaOf(page, 'og:image')).toBe(
        `${appUrl}/storage/applicant_images/0123456789abcdef0123456789abcdef01234567.jpg`,
      );
      expect(metaOf(page, 'og:url')).toBe(`${appUrl}/preview/${published}`);
      expect(page).not.toContain('private@example.com');
      expect(page).not.toContain('1990-05-17');
      // The tags sit in <head>, the shell's scripts and hints still there.
      expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
      expect(page).toContain('id="talent-remotes"');
    });

    it.each([
      ['a draft', () => `/preview/${draft}`],
      ['an unknown id', () => '/preview/987654'],
      ['another page', () => '/about'],
    ])('gives %s the generic tags and nothing of any person', async (_case, route) => {
      const page = await pageOf(route());
      expect(page).toContain('<title>Talent Pool</title>');
      expect(metaOf(page, 'og:type')).toBe('website');
      expect(metaOf(page, 'og:title')).toBe('Talent Pool');
      expect(metaOf(page, 'og:image')).toBeUndefined();
      expect(page).not.toMatch(/Omar|Zainab|Accountant|audits/);
    });

    it('speaks the language of the page', async () => {
      const response = await fetch(`${server.url}/preview/987654`, {
        headers: { ...html, 'accept-language': 'ar' },
      });
      expect(metaOf(await response.text(), 'og:description')).toMatch(/^الدليل العام/);
    });
  });

  it('answers a remote that is not built with 404', async () => {
    expect((await fetch(`${server.url}/remotes/builder/mf-manifest.json`)).status).toBe(404);
  });

  // Runs last: it takes the shell's build away.
  describe('before the front end is built', () => {
    beforeAll(() => {
      fs.renameSync(
        path.join(environment.webRoot, 'shell', 'dist'),
        path.join(environment.webRoot, 'shell', 'old-dist'),
      );
    });

    it.each(['/', '/about'])('answers %s with 503 and how to build', async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: html });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(FRONT_END_NOT_BUILT);
      expect(FRONT_END_NOT_BUILT).toContain('pnpm build');
    });

    it('still serves the API', async () => {
      expect((await fetch(`${server.url}/api/statistics`)).status).toBe(200);
    });
  });
});

describe('all-in-one mode behind a trusted proxy (issue 34)', () => {
  let environment: TestEnvironment;
  let server: RunningServer;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    writeFiles(environment.webRoot, {
      'shell/dist/index.html':
        '<!doctype html><html><head><title>Talent Pool</title></head><body></body></html>',
    });
    server = await environment.start({ TRUST_PROXY: '1', APP_URL: appUrl });
  });

  afterAll(() => environment.dispose());

  it('never takes the origin of /remotes.json, the page or its tags from X-Forwarded-Host', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const remotes = await getWithHeaders(`${server.url}/remotes.json`, forwarded);
    expect(JSON.parse(remotes.body).builder).toBe(`${appUrl}/remotes/builder/mf-manifest.json`);
    const page = await getWithHeaders(`${server.url}/about`, { ...html, ...forwarded });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`<meta property="og:url" content="${appUrl}/about">`);
  });

  it('answers a malformed X-Forwarded-Host from the trusted proxy with 400', async () => {
    const response = await getWithHeaders(`${server.url}/api/statistics`, {
      'x-forwarded-host': 'evil example',
    });
    expect(response.status).toBe(400);
  });
});
