import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import arabicReference from '@talent/i18n/src/locales/ar/reference.json';
import kurdishReference from '@talent/i18n/src/locales/ckb/reference.json';
import englishResume from '@talent/i18n/src/locales/en/resume.json';
import { type ApplicantPage, type ResumeDetail, resumeInLanguage, visibleLinks } from '@talent/resume-model';
import { renderResumeHtml } from '@talent/resume-template/server';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { FIRST_START_DEMO_COUNT } from './first-start';
import { demoMainSpecializations, generateDemoApplicants } from './generate';
import { PUBLISHED_DEMO_PASSWORD, retirePublishedDemoPassword, seedDemoApplicants } from './seed';

async function applicantCount(server: RunningServer): Promise<number> {
  const [row] = await server.database.db.select({ total: count() }).from(applicants);
  return row?.total ?? 0;
}

async function directory(server: RunningServer, query = ''): Promise<ApplicantPage> {
  const response = await fetch(`${server.url}/api/applicants/filter?per_page=100${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApplicantPage;
}

describe('seeding demo applicants through the save path', () => {
  let environment: TestEnvironment;
  let server: RunningServer;
  const today = new Date();
  const expected = generateDemoApplicants(20, { seed: 5, today });

  beforeAll(async () => {
    environment = await createTestEnvironment();
    server = await environment.start();
    const result = await seedDemoApplicants(server.database.db, {
      count: 20,
      seed: 5,
      today,
      photos: server.app.photos,
      hashPassword: (password) => server.app.passwords.hash(password),
    });
    expect(result).toEqual({ created: 20, first: 1, last: 20 });
  });

  afterAll(() => environment.dispose());

  it('creates 20 applicants, the published ones listed by the directory', async () => {
    expect(await applicantCount(server)).toBe(20);
    const page = await directory(server);
    const published = expected.filter((demo) => demo.resume.published);
    expect(page.total).toBe(published.length);
    // Cards carry no e-mail (issue 34): the published ones are told apart by name.
    // Each card reads in the request's language (English here) when its resume has that version (issue 31).
    expect(page.data.map((card) => card.contact.fullName).sort()).toEqual(
      published.map((demo) => resumeInLanguage(demo.resume, 'en').contact.fullName).sort(),
    );
  });

  it('finds a demo applicant by an Arabic name', async () => {
    const arabic = expected.find(
      (demo) => demo.resume.published && /^[\u0600-\u06FF ]+$/.test(demo.resume.contact.fullName),
    )!;
    const firstName = arabic.resume.contact.fullName.split(' ')[0]!;
    const page = await directory(server, `&search=${encodeURIComponent(firstName)}`);
    expect(page.data.map((card) => card.contact.fullName)).toContain(arabic.resume.contact.fullName);
  });

  it('prints an Arabic and a Kurdish demo resume right to left with no English heading or text', async () => {
    const cards = (await directory(server)).data;
    for (const [language, reference] of [
      ['ar', arabicReference],
      ['ckb', kurdishReference],
    ] as const) {
      const demo = expected.find(
        (applicant) => applicant.resume.published && applicant.resume.language === language,
      )!;
      const card = cards.find((listed) => listed.contact.fullName === demo.resume.contact.fullName)!;
      const { body: resume } = await call<ResumeDetail>(server.url, 'GET', `/api/applicants/${card.id}`);
      expect(resume.language).toBe(language);
      expect(resume.contact.job_title).toBe(demo.resume.contact.job_title);

      const html = renderResumeHtml(resume, { specializations: demoMainSpecializations });
      expect(html).toContain(`<html lang="${language}" dir="rtl">`);
      const text = html
        .slice(html.indexOf('<body>'))
        .replace(/<[^>]*>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'");
      for (const heading of Object.values(englishResume.sections)) expect(text).not.toContain(heading);
      // Latin letters only where the document's own language keeps them: tools, links, e-mail, and
      // the Latin terms of its catalogue's specialisation names (DevOps, UI/UX).
      const kept = [
        ...resume.tools.map((tool) => tool.item),
        ...(resume.contact.links ?? []).flatMap((link) => [link.label, link.link]),
        // A link prints its address beside its label (issue 23).
        ...visibleLinks(resume.contact.links ?? []).flatMap((link) => (link.address ? [link.address] : [])),
        resume.contact.email,
        // A project's web address (issue 30).
        ...resume.projects.map((project) => project.url),
        ...Object.values(reference.specialization),
      ].sort((a, b) => b.length - a.length);
      const rest = kept.reduce((remaining, allowed) => remaining.split(allowed).join(' '), text);
      expect(rest.match(/\p{Script=Latin}+/gu) ?? []).toEqual([]);
    }
  });

  it('stores the generated photos as re-encoded JPEGs served from /storage/', async () => {
    const withPhoto = (await directory(server)).data.filter((card) => card.image !== null);
    const expectedWithPhoto = expected.filter((demo) => demo.resume.published && demo.avatar !== null);
    expect(withPhoto).toHaveLength(expectedWithPhoto.length);
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const card of withPhoto) {
      expect(card.image).toMatch(/^applicant_images\/[0-9a-f]+\.jpg$/);
      expect(await server.app.photos.has(card.image!)).toBe(true);
    }
    const response = await fetch(`${server.url}/storage/${withPhoto[0]!.image}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(fs.existsSync(path.join(environment.dataDir, 'storage'))).toBe(false);
  });

  it('gives the demo accounts a password nobody knows, not the one the READMEs once published', async () => {
    const response = await call(server.url, 'POST', '/api/login', {
      body: { email: 'demo1@talentpool.local', password: PUBLISHED_DEMO_PASSWORD },
    });
    expect(response.status).toBe(401);
  });

  it('numbers a second run after the demo accounts already there', async () => {
    const result = await seedDemoApplicants(server.database.db, {
      count: 2,
      seed: 5,
      today,
      photos: server.app.photos,
      hashPassword: (password) => server.app.passwords.hash(password),
    });
    expect(result).toEqual({ created: 2, first: 21, last: 22 });
    expect(await applicantCount(server)).toBe(22);
  });

  it('gives the demo accounts the password their seeder chose, when one was given', async () => {
    await seedDemoApplicants(server.database.db, {
      count: 1,
      seed: 5,
      today,
      photos: server.app.photos,
      hashPassword: (password) => server.app.passwords.hash(password),
      password: 'my own local demo password',
    });
    const response = await call(server.url, 'POST', '/api/login', {
      body: { email: 'demo23@talentpool.local', password: 'my own local demo password' },
    });
    expect(response.status).toBe(200);
  });

  it('retires the published password of demo accounts an earlier version seeded', async () => {
    const earlier = await seedDemoApplicants(server.database.db, {
      count: 2,
      seed: 5,
      today,
      photos: server.app.photos,
      hashPassword: (password) => server.app.passwords.hash(password),
      password: PUBLISHED_DEMO_PASSWORD,
    });
    const signIn = (number: number | null) =>
      call(server.url, 'POST', '/api/login', {
        body: { email: `demo${number}@talentpool.local`, password: PUBLISHED_DEMO_PASSWORD },
      });
    expect((await signIn(earlier.first)).status).toBe(200);

    expect(await retirePublishedDemoPassword(server.database.db, server.app.passwords)).toBe(2);
    expect((await signIn(earlier.first)).status).toBe(401);
    expect((await signIn(earlier.last)).status).toBe(401);
    expect(await retirePublishedDemoPassword(server.database.db, server.app.passwords)).toBe(0);
  });
});

describe('the first start with SEED_DEMO=1', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await createTestEnvironment({ SEED_DEMO: '1' });
  });

  afterAll(() => environment.dispose());

  it('seeds 200 demo applicants in the background on an empty database, and not again', async () => {
    const first = await environment.start();
    await first.app.backgroundSettled();
    expect(await applicantCount(first)).toBe(FIRST_START_DEMO_COUNT);
    await first.close();

    const second = await environment.start();
    await second.app.backgroundSettled();
    expect(await applicantCount(second)).toBe(FIRST_START_DEMO_COUNT);
    // 200 resumes through the real save path take about 10 s on the embedded database, more on a busy machine.
  }, 180_000);
});

describe('a start without SEED_DEMO', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await createTestEnvironment({ SEED_DEMO: undefined });
  });

  afterAll(() => environment.dispose());

  it('seeds nothing, and locks out demo accounts that still had the published password', async () => {
    const first = await environment.start();
    await first.app.backgroundSettled();
    expect(await applicantCount(first)).toBe(0);
    await seedDemoApplicants(first.database.db, {
      count: 1,
      photos: first.app.photos,
      hashPassword: (password) => first.app.passwords.hash(password),
      password: PUBLISHED_DEMO_PASSWORD,
    });
    await first.close();

    const second = await environment.start();
    await second.app.backgroundSettled();
    const login = await call(second.url, 'POST', '/api/login', {
      body: { email: 'demo1@talentpool.local', password: PUBLISHED_DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
  });
});
