// Issue 19, "who looked": company views and PDF downloads by name, anonymous ones counted, read back by the
// applicant for the last 90 days — without a database write on an anonymous visit.

import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { resumeViews } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { type Account, applicantWithResume, signUp } from '../testing/employers';
import { countStatements } from '../testing/statements';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
let acme: Account;
let babylon: Account;
let samir: Account & { applicantId: number };
let other: Account & { applicantId: number };

interface Views {
  days: number;
  since: string;
  companies: Array<{
    company: { id: number; name: string };
    kind: string;
    count: number;
    last_viewed_at: string;
  }>;
  anonymous: { view: number; pdf: number };
}

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

const chromium = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v chromium || test -x /usr/lib/chromium/chromium-headless-shell']);
    return true;
  } catch {
    return false;
  }
})();

async function views(token: string) {
  await server.app.backgroundSettled();
  return api<Views>('GET', '/api/profile/views', { token });
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  // Anonymous views are written only when a test flushes them (GET /api/profile/views does): the batch timer of
  // a loaded machine would otherwise fall inside the window where a test counts writes.
  server = await environment.start({}, { anonymousViewsFlushMs: 24 * 60 * 60 * 1000 });
  acme = await signUp(server, { company: true, name: 'Acme Iraq' });
  babylon = await signUp(server, { company: true, name: 'Babylon Bank' });
  samir = await applicantWithResume(server, { contact: { fullName: 'Samir Aziz' } });
  other = await applicantWithResume(server, { contact: { fullName: 'Other Aziz' } });
});

afterAll(() => environment.dispose());

it('names the companies that opened or downloaded the resume, and counts everyone else', async () => {
  const path = `/api/applicants/${samir.applicantId}`;
  expect((await api('GET', path, { token: acme.token })).status).toBe(200);
  await api('GET', path, { token: acme.token });
  await api('GET', path, { token: babylon.token });
  // Anonymous, a signed-in applicant (counted, not named) and the owner (not counted at all).
  await api('GET', path);
  await api('GET', path);
  await api('GET', path, { token: other.token });
  await api('GET', path, { token: samir.token });
  // Another resume's views are not Samir's.
  await api('GET', `/api/applicants/${other.applicantId}`, { token: acme.token });

  const answer = await views(samir.token);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({
    days: 90,
    since: expect.any(String),
    companies: expect.arrayContaining([
      {
        company: { id: acme.userId, name: 'Acme Iraq' },
        kind: 'view',
        count: 2,
        last_viewed_at: expect.any(String),
      },
      {
        company: { id: babylon.userId, name: 'Babylon Bank' },
        kind: 'view',
        count: 1,
        last_viewed_at: expect.any(String),
      },
    ]),
    anonymous: { view: 3, pdf: 0 },
  });
  expect(answer.body.companies).toHaveLength(2);
  // The latest first.
  expect(answer.body.companies[0]!.company.name).toBe('Babylon Bank');
});

it('keeps one row per company, resume, kind and day: 300 views, 1 row, all counted (issue 34)', async () => {
  const tigris = await signUp(server, { company: true, name: 'Tigris Trading' });
  const nadia = await applicantWithResume(server, { contact: { fullName: 'Nadia Aziz' } });
  const path = `/api/applicants/${nadia.applicantId}`;
  for (let round = 0; round < 15; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('GET', path, { token: tigris.token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  }
  await server.app.backgroundSettled();
  const rows = await server.database.db
    .select()
    .from(resumeViews)
    .where(and(eq(resumeViews.applicantId, nadia.applicantId), eq(resumeViews.viewerId, tigris.userId)));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'view', count: 300 });

  const before = Date.now();
  await api('GET', path, { token: tigris.token });
  const answer = await views(nadia.token);
  expect(answer.body.companies).toEqual([
    {
      company: { id: tigris.userId, name: 'Tigris Trading' },
      kind: 'view',
      count: 301,
      last_viewed_at: expect.any(String),
    },
  ]);
  // The day's last view, as "who looked" showed it with a row per view.
  expect(Date.parse(answer.body.companies[0]!.last_viewed_at)).toBeGreaterThanOrEqual(before - 1000);
});

(chromium ? it : it.skip)(
  'records PDF downloads by a company and counts anonymous ones',
  async () => {
    const download = async (token?: string) => {
      const cookie = await fetchXsrfCookie(server.url);
      const response = await fetch(`${server.url}/api/download-resume-pdf`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
          'x-xsrf-token': cookie.value,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ applicant_id: samir.applicantId }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await download(acme.token)).toBe(200);
    expect(await download()).toBe(200);
    const answer = await views(samir.token);
    expect(answer.body.companies).toContainEqual({
      company: { id: acme.userId, name: 'Acme Iraq' },
      kind: 'pdf',
      count: 1,
      last_viewed_at: expect.any(String),
    });
    expect(answer.body.anonymous.pdf).toBe(1);
  },
  60_000,
);

it('leaves out views older than 90 days, and drafts are not counted', async () => {
  const fresh = await applicantWithResume(server, { contact: { fullName: 'Fresh Aziz' } });
  await server.database.pool.query(
    `insert into resume_views (applicant_id, viewer_id, kind, count, viewed_at)
     values ($1, $2, 'view', 1, now() - interval '91 days'), ($1, null, 'view', 5, now() - interval '91 days'),
            ($1, $2, 'view', 1, now() - interval '89 days')`,
    [fresh.applicantId, babylon.userId],
  );
  const answer = await views(fresh.token);
  expect(answer.body.companies).toEqual([
    {
      company: { id: babylon.userId, name: 'Babylon Bank' },
      kind: 'view',
      count: 1,
      last_viewed_at: expect.any(String),
    },
  ]);
  expect(answer.body.anonymous).toEqual({ view: 0, pdf: 0 });

  const draft = await applicantWithResume(server, { published: false });
  await api('GET', `/api/applicants/${draft.applicantId}`, { token: draft.token });
  expect((await views(draft.token)).body).toMatchObject({ companies: [], anonymous: { view: 0, pdf: 0 } });
});

it('writes nothing while an anonymous visitor reads a resume; the counts are written in one batch', async () => {
  const path = `/api/applicants/${other.applicantId}`;
  const writes = (statement: string) => /insert into|update "|delete from/i.test(statement);
  const { statements } = await countStatements(server.database.pool, writes, async () => {
    for (let index = 0; index < 5; index += 1) expect((await api('GET', path)).status).toBe(200);
  });
  expect(statements).toBe(0);
  const flushed = await countStatements(server.database.pool, writes, () => server.app.resumeViews.flush());
  expect(flushed.statements).toBe(1);
  expect((await views(other.token)).body.anonymous.view).toBe(5);
});

it('is for the applicant: 401 without a token, 403 for a company', async () => {
  expect((await api('GET', '/api/profile/views')).status).toBe(401);
  const company = await api('GET', '/api/profile/views', { token: acme.token });
  expect(company.status).toBe(403);
  expect(company.body.message).toBe('Only applicant accounts receive contact requests.');
});
