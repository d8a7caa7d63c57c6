// Issue 30 on both databases: the optional sections Projects and Volunteering travel through the save
// call, the profile, the public detail, the directory's search and the PDF; a resume saved before
// them reads them as empty lists.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type ApplicantProfile,
  builderFromDetail,
  builderFromProfile,
  type ProjectEntry,
  type ResumeDetail,
  type VolunteeringEntry,
  wordsOfMainVersion,
} from '@talent/resume-model';
import { RESUME_SECTION_NAMES } from '@talent/resume-model/src/schema/resume-schema';
import { publishableResume } from './test-resumes';
import { applicants } from '../db/schema';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

let accounts = 0;
async function signUp(): Promise<string> {
  accounts += 1;
  const response = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: `sections${accounts}@example.com`,
      name: 'Zainab Al-Rubaie',
      password: 'correct horse',
      is_company: false,
      recaptcha_token: '',
    },
  });
  expect(response.status).toBe(201);
  return response.body.token;
}

async function save(token: string, data: unknown) {
  const cookie = await fetchXsrfCookie(server.url);
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const response = await fetch(`${server.url}/api/applicant`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Sections {
  id: number;
  projects: unknown;
  volunteering: unknown;
}

const profileOf = async (token: string) =>
  (await call<Sections>(server.url, 'GET', '/api/profile', { token })).body;
const detailOf = async (id: number) =>
  (await call<Sections>(server.url, 'GET', `/api/applicants/${id}`)).body;

/** A word in no other resume, so the search finds this resume by it alone. */
const PROJECT_WORD = 'Zigguratscope';

const project: ProjectEntry = {
  name: `${PROJECT_WORD} telescope mount`,
  description: 'A motorised mount for a school observatory in Babylon, driven from a phone.',
  url: 'github.com/zainab/mount',
  start_year: '2022',
  start_month: '3',
  end_year: 'Present',
  end_month: '',
};

const volunteering: VolunteeringEntry = {
  organization: 'Iraqi Red Crescent Society',
  role: 'First aid volunteer',
  summary: 'First aid at the Arbaeen rest stations on the Najaf road.',
  duration: { start_year: '2021', start_month: '9', end_year: '2021', end_month: '10' },
};

function pdfText(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function downloadPdf(applicantId: number): Promise<Buffer> {
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}/api/download-resume-pdf`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: JSON.stringify({ applicant_id: applicantId }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(bytes.toString());
  return bytes;
}

/** The sections of the resume's schema, as `resume` holds them. */
function sectionsOf(resume: object): Record<string, unknown> {
  return Object.fromEntries(
    RESUME_SECTION_NAMES.map((name) => [name, (resume as Record<string, unknown>)[name]]),
  );
}

describe('every section of the resume schema (issue 30)', () => {
  it("comes back deep-equal from the save, the profile (the builder's reload), the sign-in and the detail", async () => {
    const token = await signUp();
    const main = publishableResume({
      projects: [project],
      volunteering: [volunteering],
      // As the save call stores it (international form), so it comes back as it went.
      contact: { phone: { phone: '+9647701234567', showPhone: true } },
    });
    // Issue 31: a version in Arabic, here the main words copied as "start from the main text" does.
    const resume = { ...main, translations: { ar: wordsOfMainVersion(main) } };
    const saved = sectionsOf(resume);
    // Filled in, every one: a section an answer dropped would not read as the empty one it defaults to.
    for (const [name, value] of Object.entries(saved)) {
      expect([name, Array.isArray(value) ? value.length > 0 : Boolean(value)]).toEqual([name, true]);
    }
    const answer = await save(token, resume);
    expect(answer.status).toBe(200);
    const answered = answer.body as unknown as ApplicantProfile;
    expect({
      ...sectionsOf(answered),
      specializations: builderFromProfile(answered.specializations),
    }).toEqual(saved);

    const profile = (await call<ApplicantProfile>(server.url, 'GET', '/api/profile', { token })).body;
    expect({
      ...sectionsOf(profile),
      specializations: builderFromProfile(profile.specializations),
    }).toEqual(saved);
    // The owner's own detail: the public one leaves out the contact's private values.
    const detail = (await call<ResumeDetail>(server.url, 'GET', `/api/applicants/${profile.id}`, { token }))
      .body;
    expect({ ...sectionsOf(detail), specializations: builderFromDetail(detail.specializations) }).toEqual(
      saved,
    );
    expect(detail).toMatchObject({ id: profile.id, image: null, published: true });
    expect(detail.updated_at).toBe(profile.updated_at);

    // Signing in answers with the same profile.
    const login = await call<{ user: { applicant: ApplicantProfile } }>(server.url, 'POST', '/api/login', {
      body: { email: `sections${accounts}@example.com`, password: 'correct horse', recaptcha_token: '' },
    });
    expect(login.status).toBe(200);
    expect(sectionsOf(login.body.user.applicant)).toEqual(sectionsOf(profile));
  });
});

describe('Projects and Volunteering (issue 30)', () => {
  it('come back from the profile and the public detail as they were saved', async () => {
    const token = await signUp();
    const saved = await save(token, publishableResume({ projects: [project], volunteering: [volunteering] }));
    expect(saved.status).toBe(200);
    const profile = await profileOf(token);
    expect(profile.projects).toEqual([project]);
    expect(profile.volunteering).toEqual([volunteering]);
    const detail = await detailOf(profile.id);
    expect(detail.projects).toEqual([project]);
    expect(detail.volunteering).toEqual([volunteering]);
  });

  it('read as an empty list in a resume saved before them', async () => {
    const token = await signUp();
    expect((await save(token, publishableResume())).status).toBe(200);
    const { id } = await profileOf(token);
    const [row] = await server.database.db
      .select({ resume: applicants.resume })
      .from(applicants)
      .where(eq(applicants.id, id));
    const { projects: _projects, volunteering: _volunteering, ...before } = row!.resume;
    await server.database.db.update(applicants).set({ resume: before }).where(eq(applicants.id, id));
    expect(await profileOf(token)).toMatchObject({ projects: [], volunteering: [] });
    expect(await detailOf(id)).toMatchObject({ projects: [], volunteering: [] });
  });

  it('refuse a project web address that is not one, in the 422 shape', async () => {
    const token = await signUp();
    const saved = await save(token, publishableResume({ projects: [{ ...project, url: 'not an address' }] }));
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual({ 'projects[0].url': [expect.any(String)] });
  });

  it("are found by the directory's search by a word only a project holds", async () => {
    const token = await signUp();
    const word = 'Qalatscope';
    const named = { ...project, name: `${word} survey drone` };
    expect((await save(token, publishableResume({ projects: [named] }))).status).toBe(200);
    const { id } = await profileOf(token);
    const page = await call<{ data: Array<{ id: number }> }>(
      server.url,
      'GET',
      `/api/applicants/filter?search=${word.toLowerCase()}`,
    );
    expect(page.body.data.map((card) => card.id)).toEqual([id]);
  });

  it('find a resume by a word only its volunteering holds', async () => {
    const token = await signUp();
    const word = 'Ashurbanipal';
    const entry = { ...volunteering, organization: `${word} Library Friends` };
    expect((await save(token, publishableResume({ volunteering: [entry] }))).status).toBe(200);
    const { id } = await profileOf(token);
    const page = await call<{ data: Array<{ id: number }> }>(
      server.url,
      'GET',
      `/api/applicants/filter?search=${word.toLowerCase()}`,
    );
    expect(page.body.data.map((card) => card.id)).toEqual([id]);
  });

  it('refuse volunteering that ends before it starts, in the 422 shape', async () => {
    const token = await signUp();
    const backwards = { ...volunteering, duration: { ...volunteering.duration, end_year: '2019' } };
    const saved = await save(token, publishableResume({ volunteering: [backwards] }));
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual({ 'volunteering[0].duration.end_year': [expect.any(String)] });
  });

  it("print in the PDF under the section's heading", async () => {
    const token = await signUp();
    expect(
      (await save(token, publishableResume({ projects: [project], volunteering: [volunteering] }))).status,
    ).toBe(200);
    const { id } = await profileOf(token);
    const text = pdfText(await downloadPdf(id)).replace(/\s+/g, ' ');
    expect(text).toContain('Projects');
    expect(text).toContain(project.name);
    expect(text).toContain(project.description);
    expect(text).toContain('github.com/zainab/mount');
    expect(text).toContain('March 2022 – Present');
    expect(text).toContain('Volunteering');
    expect(text).toContain(volunteering.organization);
    expect(text).toContain(volunteering.role);
    expect(text).toContain(volunteering.summary);
    expect(text).toContain('September 2021 – October 2021');
  });

  it('print in an Arabic PDF under Arabic headings', async () => {
    const token = await signUp();
    const arabic = publishableResume({
      language: 'ar',
      projects: [{ ...project, name: 'منصة حجز المواعيد', description: 'حجز مواعيد ثلاث عيادات في الكرخ.' }],
      volunteering: [
        { ...volunteering, organization: 'جمعية الهلال الأحمر العراقي', role: 'متطوعة', summary: '' },
      ],
    });
    expect((await save(token, arabic)).status).toBe(200);
    const { id } = await profileOf(token);
    const text = pdfText(await downloadPdf(id)).replace(/\s+/g, ' ');
    for (const words of ['المشاريع', 'العمل التطوعي', 'منصة حجز المواعيد', 'جمعية الهلال الأحمر العراقي']) {
      expect(text).toContain(words);
    }
  });
});
