import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { eq } from 'drizzle-orm';
import { resumeViews, users } from '../db/schema';
import type { RunningServer } from '../server';
import { bytesOf, createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

// The shell's index.html as the build writes it: an empty root for the app.
const SHELL_INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Talent Pool</title>' +
  '<script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';

const HOSTILE_NAME = 'Zainab "<b>&</b>" <script>alert(1)</script>';

let environment: TestEnvironment;
let server: RunningServer;
const ids: Record<'older' | 'newest' | 'draft', number> = { older: 0, newest: 0, draft: 0 };

// A GET as curl makes it: accepting anything, no compression, nothing else unless given.
function curl(route: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${route}`,
      { headers: { accept: '*/*', ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The first answers the server wrote into the page for its script, as written and as read. */
function answersIn(page: string) {
  const written = /<script type="application\/json" id="talent-first-answers">(.*?)<\/script>/.exec(
    page,
  )?.[1];
  const { language, answers } = JSON.parse(written ?? 'null') as {
    language: string;
    answers: Record<string, unknown>;
  };
  return { written, language, answers };
}

/** What the server wrote inside the shell's root element. */
function firstContentOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  const end = page.lastIndexOf('</body>');
  return start === -1 || end === -1 ? '' : page.slice(start, end);
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  fs.mkdirSync(path.join(environment.webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(environment.webRoot, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  server = await environment.start();
  const { db } = server.database;
  const people = await db
    .insert(users)
    .values([
      { name: 'Older', email: 'older.first@example.com', password: 'x' },
      { name: 'Newest', email: 'newest.first@example.com', password: 'x' },
      { name: 'Draft', email: 'draft.first@example.com', password: 'x' },
    ])
    .returning({ id: users.id });
  const save = async (userId: number, fullName: string, jobTitle: string, published: boolean) =>
    (
      await saveResume(db, {
        userId,
        resume: publishableResume({ contact: { fullName, job_title: jobTitle }, published }),
      })
    ).applicantId;
  ids.older = await save(people[0]!.id, 'Karim Older', 'Civil Engineer', true);
  ids.newest = await save(people[1]!.id, HOSTILE_NAME, 'Accountant', true);
  ids.draft = await save(people[2]!.id, 'Omar Secret', 'Hidden Draft Title', false);
});

afterAll(() => environment.dispose());

describe('the first content written into the page (issue 32)', () => {
  it("gives curl the public resume's name and job title, escaped, in the template's document", async () => {
    const { status, body } = await curl(`/preview/${ids.newest}`);
    expect(status).toBe(200);
    const content = firstContentOf(body);
    expect(content).toContain(
      'Zainab &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(content).toContain('Accountant');
    expect(content).toContain('Web developer with six years of experience');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('<style id="first-content-style">');
    // Not in the resume's own faces, which the page's script declares while this copy is on screen.
    const styles = /<style id="first-content-style">(.*?)<\/style>/s.exec(body)?.[1] ?? '';
    expect(styles).toContain('font-family:sans-serif');
    expect(styles).not.toContain('Resume Latin');
  });

  it('gives curl the first card of the Latest listing on /: the newest resume first, no draft', async () => {
    const { status, body } = await curl('/');
    expect(status).toBe(200);
    const content = firstContentOf(body);
    const newest = content.indexOf('Zainab &quot;&lt;b&gt;');
    expect(newest).toBeGreaterThan(-1);
    expect(content.indexOf('Karim Older')).toBeGreaterThan(newest);
    expect(content).toContain(`href="/preview/${ids.newest}"`);
    expect(content).not.toContain('Omar Secret');
    expect(content).toContain('Find Iraq&#x27;s talent, or be found.');
    expect(body).not.toContain('<script>alert(1)');
  });

  it('writes the hero and the cards in the language the lang cookie chooses, right to left for ckb', async () => {
    const { body } = await curl('/', { cookie: 'lang=ckb', 'accept-language': 'en' });
    expect(body).toMatch(/<html lang="ckb" dir="rtl"/);
    const content = firstContentOf(body);
    expect(content).toContain('Karim Older');
    expect(content).not.toContain('Find Iraq');
    expect(content).not.toContain('Applicants');
  });

  it('writes the About text in the language Accept-Language chooses', async () => {
    const english = firstContentOf((await curl('/about')).body);
    expect(english).toContain('About Us');
    expect(english).toContain('Streamlined template');
    const { body } = await curl('/about', { 'accept-language': 'ar-IQ,ar;q=0.9' });
    expect(body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(firstContentOf(body)).toContain('من نحن');
    expect(firstContentOf(body)).not.toContain('About Us');
  });

  it("writes the API's own answers to the home page's first reads for its script, in the page's language", async () => {
    const { body } = await curl('/', { cookie: 'lang=ckb' });
    const { written, language, answers } = answersIn(body);
    expect(language).toBe('ckb');
    // The reads as the API SDK names them (packages/api-sdk/src/first-answers.ts): query names in order.
    const latest = '/api/applicants/filter?facets=1&page=1&per_page=12&sort_by=created_at&sort_order=desc';
    const reads = [
      latest,
      '/api/statistics',
      '/api/selectables/keywords',
      '/api/selectables/specializations',
    ];
    expect(Object.keys(answers).sort()).toEqual([...reads].sort());
    for (const read of reads) {
      const asked = await server.app.inject({
        method: 'GET',
        url: read,
        headers: { 'accept-language': 'ckb' },
      });
      expect(answers[read]).toEqual(asked.json());
    }
    expect((answers[latest] as { data: Array<{ id: number }> }).data.map(({ id }) => id)).toEqual([
      ids.newest,
      ids.older,
    ]);
    // The hostile name travels inside the JSON without ending its element.
    expect(written).toContain('\\u003cscript\\u003e');
  });

  it("writes the API's own answer to a public resume page's read of its resume, and preloads it no more", async () => {
    const { body } = await curl(`/preview/${ids.older}`, { 'accept-language': 'ar' });
    const { language, answers } = answersIn(body);
    expect(language).toBe('ar');
    const read = `/api/applicants/${ids.older}`;
    expect(Object.keys(answers)).toEqual([read]);
    const asked = await server.app.inject({ method: 'GET', url: read, headers: { 'accept-language': 'ar' } });
    expect(answers[read]).toEqual(asked.json());
    expect(body).not.toContain(`<link rel="preload" as="fetch" href="${read}"`);
    // Where the page carries no answer, its read is preloaded as before.
    expect((await curl('/preview/987654')).body).toContain(
      '<link rel="preload" as="fetch" href="/api/applicants/987654"',
    );
  });

  it("counts no visit for writing a public resume's page, one for the HEAD its script sends with the answer", async () => {
    const counted = async () => {
      await server.app.resumeViews.flush();
      const rows = await server.database.db
        .select({ count: resumeViews.count })
        .from(resumeViews)
        .where(eq(resumeViews.applicantId, ids.older));
      return rows.reduce((sum, row) => sum + row.count, 0);
    };
    const before = await counted();
    await curl(`/preview/${ids.older}`);
    await curl(`/preview/${ids.older}`, { cookie: 'lang=ar' });
    expect(await counted()).toBe(before);
    const head = await server.app.inject({ method: 'HEAD', url: `/api/applicants/${ids.older}` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await counted()).toBe(before + 1);
  });

  it('sends the API answers the page reads compressed to a client that accepts it', async () => {
    const listing = await bytesOf(`${server.url}/api/applicants/filter?page=1`, {
      'accept-encoding': 'gzip',
    });
    expect(listing.headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(zlib.gunzipSync(listing.body).toString('utf8')) as {
      data: Array<{ id: number }>;
    };
    expect(page.data.map(({ id }) => id).sort()).toEqual([ids.newest, ids.older].sort());
  });

  it.each([
    ['a draft', () => `/preview/${ids.draft}`],
    ['an unknown resume', () => '/preview/987654'],
    ['a page with nothing of its own to show first', () => '/login'],
    ['the home page with a search in its address', () => '/?q=engineer'],
  ])('leaves the root empty for %s', async (_case, route) => {
    const { status, body } = await curl(route());
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('talent-first-answers');
    expect(body).not.toMatch(/Omar Secret|Hidden Draft Title/);
  });
});
