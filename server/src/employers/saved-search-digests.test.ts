// Issue 19: the saved-search digests — new matches only, the search's own filter, nothing when nothing
// is new, daily and weekly due times, the unsubscribe link, one mail per window however many runners,
// the job queue on this database, and the pruning of old who-looked rows.

import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { type Account, applicantWithResume, signUp } from '../testing/employers';
import { readableMail, readOutbox } from '../testing/outbox';
import { createTestEnvironment, databaseEngine, type TestEnvironment } from '../testing/test-environment';
import { runDigestsThroughQueue } from './digest-scheduler';

const DAY = 24 * 60 * 60 * 1000;

let environment: TestEnvironment;
let server: RunningServer;
let clock = new Date();

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: Parameters<typeof call>[3] = {},
) => call<T>(server.url, method, path, options);

/**
 * Back to the real time: a resume's publication is stamped by the database's clock, so a search saved
 * at a moved clock would find every later publication older than itself.
 */
function resetClock() {
  clock = new Date();
}

function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

async function saveSearch(company: Account, query: string, frequency: string, language = 'en') {
  const saved = await api<{ id: number }>('POST', '/api/saved-searches', {
    token: company.token,
    body: { name: `Search ${query}`, query, frequency },
    language,
  });
  expect(saved.status).toBe(201);
  return saved.body.id;
}

/** The outbox's files now. (Named by the server's clock, which the tests move back and forth.) */
const outbox = () => new Set(readOutbox(environment.dataDir).map((mail) => mail.file));
const outboxSize = () => outbox().size;

/** The mails written since the outbox held `seen`, readable. */
function mailsSince(seen: Set<string>) {
  return readOutbox(environment.dataDir)
    .filter((mail) => !seen.has(mail.file))
    .map((mail) => readableMail(mail.raw));
}

function unsubscribePathIn(mail: string): string {
  const path = /\/unsubscribe\/saved-searches\/[0-9]+\.[A-Za-z0-9_-]+/.exec(mail)?.[0];
  if (!path) throw new Error('no unsubscribe link in the mail');
  return path;
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ APP_URL: 'https://talent.example' }, { now: () => clock });
});

afterAll(() => environment.dispose());

describe('the digest of a saved search', () => {
  let baghdadCompany: Account;
  let erbilCompany: Account;
  let first: Set<string>;

  beforeAll(async () => {
    baghdadCompany = await signUp(server, { company: true, email: 'hr@baghdad-bank.example.com' });
    erbilCompany = await signUp(server, { company: true, email: 'hr@zagros.example.com' });
    // Published before the searches exist: never new to them.
    await applicantWithResume(server, { contact: { fullName: 'Old Baghdadi', city: 'Baghdad' } });
    clock = new Date();
    await saveSearch(baghdadCompany, 'city=Baghdad', 'daily', 'ar');
    await saveSearch(erbilCompany, 'city=Erbil', 'weekly');
    await applicantWithResume(server, { contact: { fullName: 'Layla Kareem', city: 'Baghdad' } });
    await applicantWithResume(server, { contact: { fullName: 'Karwan Aziz', city: 'Erbil' } });
    await applicantWithResume(server, {
      contact: { fullName: 'Draft Baghdadi', city: 'Baghdad' },
      published: false,
    });
    first = outbox();
  });

  it('is not sent before its day has passed', async () => {
    later(DAY - 60_000);
    expect(await server.app.savedSearchDigests.runNow()).toEqual({ searches: 0, mailed: 0 });
    expect(outboxSize()).toBe(first.size);
  });

  it('mails a daily search the resumes published since, that match its query, in its language', async () => {
    later(2 * 60_000);
    expect(await server.app.savedSearchDigests.runNow()).toEqual({ searches: 1, mailed: 1 });
    const [mail, ...others] = mailsSince(first);
    expect(others).toEqual([]);
    expect(mail).toContain('To: hr@baghdad-bank.example.com');
    expect(mail).toContain('Layla Kareem');
    expect(mail).toContain('https://talent.example/preview/');
    // Published before the search, in another city, or not published: not in it.
    expect(mail).not.toContain('Old Baghdadi');
    expect(mail).not.toContain('Karwan Aziz');
    expect(mail).not.toContain('Draft Baghdadi');
    // Saved with Accept-Language: ar.
    expect(mail).toContain('سِيَر ذاتية جديدة لبحثك المحفوظ');
    expect(mail).toContain('https://talent.example/unsubscribe/saved-searches/');
  });

  it('does not mail the same window twice, and sends nothing when nothing new matched', async () => {
    const before = outboxSize();
    expect(await server.app.savedSearchDigests.runNow()).toEqual({ searches: 0, mailed: 0 });
    later(DAY + 60_000);
    // The daily search is due again, with nothing new; the weekly one is not due yet.
    expect(await server.app.savedSearchDigests.runNow()).toEqual({ searches: 1, mailed: 0 });
    expect(outboxSize()).toBe(before);
  });

  it('mails a weekly search once its seven days have passed', async () => {
    const before = outbox();
    later(5 * DAY);
    const report = await server.app.savedSearchDigests.runNow();
    expect(report.mailed).toBe(1);
    const [mail, ...others] = mailsSince(before);
    expect(others).toEqual([]);
    expect(mail).toContain('To: hr@zagros.example.com');
    expect(mail).toContain('Karwan Aziz');
    expect(mail).not.toContain('Layla Kareem');
    expect(mail).toContain('New resumes for your saved search');
  });

  it('sends every search at once when asked (`pnpm alerts:run --all`), each with only what is new', async () => {
    resetClock();
    const company = await signUp(server, { company: true });
    await saveSearch(company, 'city=Mosul', 'weekly');
    await applicantWithResume(server, { contact: { fullName: 'Mosul Applicant', city: 'Mosul' } });
    later(60_000);
    const before = outbox();
    expect((await server.app.savedSearchDigests.runNow()).mailed).toBe(0);
    expect((await server.app.savedSearchDigests.runNow({ everySearch: true })).mailed).toBe(1);
    const mails = mailsSince(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Mosul Applicant');
    // Its window closed: nothing new since.
    expect((await server.app.savedSearchDigests.runNow({ everySearch: true })).mailed).toBe(0);
  });

  it('follows a search with a keyword', async () => {
    resetClock();
    const company = await signUp(server, { company: true });
    await saveSearch(company, 'search=kotlin', 'daily');
    await applicantWithResume(server, {
      contact: { fullName: 'Kotlin Person' },
      tools: [{ item: 'Kotlin', rating: 5 }],
    });
    await applicantWithResume(server, { contact: { fullName: 'Plain Person' } });
    const before = outbox();
    later(DAY + 60_000);
    await server.app.savedSearchDigests.runNow();
    const mine = mailsSince(before).filter((mail) => mail.includes('Kotlin Person'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Kotlin Person');
    expect(mine[0]).not.toContain('Plain Person');
  });
  it('follows the languages filter, and leaves a hidden birth date out of an age range (issue 30)', async () => {
    resetClock();
    const company = await signUp(server, { company: true });
    await saveSearch(company, 'search=glazier&languages[]=Kurdish&age_min=18&age_max=80', 'daily');
    const glazier = (fullName: string, item: string, birthdateDisplay: 'date' | 'hidden') =>
      applicantWithResume(server, {
        contact: { fullName, job_title: 'Glazier', birthdateDisplay },
        languages: [{ item, rating: 5 }],
      });
    await glazier('Kurdish Glazier', 'کوردی', 'date');
    await glazier('Arabic Glazier', 'العربية', 'date');
    await glazier('Private Glazier', 'Kurdish', 'hidden');
    const before = outbox();
    later(DAY + 60_000);
    await server.app.savedSearchDigests.runNow();
    const mine = mailsSince(before).filter((mail) => mail.includes('Glazier'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Kurdish Glazier');
    expect(mine[0]).not.toContain('Arabic Glazier');
    expect(mine[0]).not.toContain('Private Glazier');
  });
});

describe('the unsubscribe link', () => {
  let company: Account;
  let link: string;

  beforeAll(async () => {
    resetClock();
    company = await signUp(server, { company: true });
    await saveSearch(company, 'city=Basra', 'daily', 'ckb');
    await applicantWithResume(server, { contact: { fullName: 'Basra Applicant', city: 'Basra' } });
    const before = outbox();
    later(DAY + 60_000);
    await server.app.savedSearchDigests.runNow();
    const mail = mailsSince(before).find((text) => text.includes('Basra Applicant'));
    link = unsubscribePathIn(mail ?? '');
  });

  const open = (method: string, path: string, accept = 'text/html') =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        accept,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? '' : undefined,
    });

  it('asks first, in the mail’s language, without a sign-in and without deleting on a GET', async () => {
    const page = await open('GET', link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('Search city=Basra');
    const listed = await api<{ data: unknown[] }>('GET', '/api/saved-searches', { token: company.token });
    expect(listed.body.data).toHaveLength(1);
  });

  it('refuses a forged or altered token', async () => {
    const [, id, signature = ''] = /([0-9]+)\.(.+)$/.exec(link)!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [
      `/unsubscribe/saved-searches/${id}.${flipped}`,
      `/unsubscribe/saved-searches/${Number(id) + 1}.${signature}`,
      '/unsubscribe/saved-searches/abc',
      `/unsubscribe/saved-searches/${id}`,
    ]) {
      const answer = await open('POST', forged, 'application/json');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        message: 'This link is not valid, or the saved search has already been deleted.',
      });
    }
    const listed = await api<{ data: unknown[] }>('GET', '/api/saved-searches', { token: company.token });
    expect(listed.body.data).toHaveLength(1);
  });

  it('deletes the saved search when confirmed, and is spent afterwards', async () => {
    const done = await open('POST', link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('تەواو');
    const listed = await api<{ data: unknown[] }>('GET', '/api/saved-searches', { token: company.token });
    expect(listed.body.data).toEqual([]);
    expect((await open('POST', link)).status).toBe(404);
    expect((await open('GET', link)).status).toBe(404);
  });
});

it('mails each window once when runners race (two on this server, and a second server on PostgreSQL)', async () => {
  resetClock();
  const company = await signUp(server, { company: true });
  await saveSearch(company, 'city=Najaf', 'daily');
  await applicantWithResume(server, { contact: { fullName: 'Najaf Applicant', city: 'Najaf' } });
  later(DAY + 60_000);
  const second =
    databaseEngine === 'postgresql' ? await environment.start({}, { now: () => clock }) : undefined;
  const before = outbox();
  const runners = [server, server, ...(second ? [second, second] : [])].map((runner) =>
    runner.app.savedSearchDigests.runNow(),
  );
  const reports = await Promise.all(runners);
  await second?.close();
  expect(reports.reduce((sum, report) => sum + report.mailed, 0)).toBeGreaterThanOrEqual(1);
  const najaf = mailsSince(before).filter((mail) => mail.includes('Najaf Applicant'));
  expect(najaf).toHaveLength(1);
});

it('runs through the job queue of a server with the scheduler on, as `pnpm alerts:run` does', async () => {
  resetClock();
  const scheduled = await createTestEnvironment({ ALERTS_SCHEDULER: '1' });
  try {
    const withQueue = await scheduled.start({}, { now: () => clock });
    const company = await signUp(withQueue, { company: true });
    await call(withQueue.url, 'POST', '/api/saved-searches', {
      token: company.token,
      body: { name: 'Queued', query: 'city=Kirkuk', frequency: 'daily' },
    });
    await applicantWithResume(withQueue, { contact: { fullName: 'Kirkuk Applicant', city: 'Kirkuk' } });
    later(DAY + 60_000);
    const pool = withQueue.database.pool;
    const report = await runDigestsThroughQueue((text, values) => pool.query(text, values));
    expect(report).toEqual({ searches: 1, mailed: 1 });
    const mails = readOutbox(scheduled.dataDir).map((mail) => readableMail(mail.raw));
    expect(mails.filter((mail) => mail.includes('Kirkuk Applicant'))).toHaveLength(1);
    // The hourly digest and the daily pruning are on pg-boss's cron.
    const schedules = await pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(schedules.rows).toEqual([
      { name: 'resume-views-prune', cron: '17 3 * * *' },
      { name: 'saved-search-digests', cron: '5 * * * *' },
    ]);
  } finally {
    await scheduled.dispose();
  }
});

it('prunes who-looked rows older than 90 days', async () => {
  const applicant = await applicantWithResume(server, { contact: { fullName: 'Viewed Applicant' } });
  const db = server.database.db;
  await db.execute(sql`insert into resume_views (applicant_id, kind, count, viewed_at) values
    (${applicant.applicantId}, 'view', 3, ${new Date(clock.getTime() - 91 * DAY)}::timestamptz),
    (${applicant.applicantId}, 'view', 2, ${new Date(clock.getTime() - 89 * DAY)}::timestamptz)`);
  expect(await server.app.savedSearchDigests.pruneViewsNow()).toBeGreaterThanOrEqual(1);
  const left = await db.execute<{ count: number }>(
    sql`select count::int as count from resume_views where applicant_id = ${applicant.applicantId}`,
  );
  expect(left.rows).toEqual([{ count: 2 }]);
});

it('finds the rows to prune through an index on viewed_at (migration 0011), not by reading the table', async () => {
  const db = server.database.db;
  const indexes = await db.execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where tablename = 'resume_views'`,
  );
  expect(indexes.rows).toContainEqual({
    indexname: 'resume_views_viewed_at_index',
    indexdef: expect.stringMatching(/USING btree \(viewed_at\)$/),
  });
  // The pruning's own statement, planned as if the table were large (a handful of test rows would be
  // read whole whatever the indexes).
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`explain delete from resume_views where viewed_at < ${new Date(clock.getTime() - 90 * DAY)}::timestamptz`,
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('resume_views_viewed_at_index');
});
