import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

const fixtures = path.join(__dirname, '..', '..', 'test-fixtures', 'resume-import');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

let environment: TestEnvironment;
let server: RunningServer;
let applicantToken: string;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
  applicantToken = await signUp(false);
});

afterAll(() => environment.dispose());

let accounts = 0;
async function signUp(isCompany: boolean): Promise<string> {
  accounts += 1;
  const response = await call<{ token: string }>(server.url, 'POST', '/api/signup', {
    body: {
      email: `importer${accounts}@example.com`,
      name: 'Zainab Kareem',
      password: 'correct horse',
      is_company: isCompany,
      ...(isCompany ? { company_name: 'Zagros Software' } : {}),
      recaptcha_token: '',
    },
  });
  expect(response.status).toBe(201);
  return response.body.token;
}

interface ImportAnswer {
  source?: string;
  draft?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  unmapped?: Array<{ section: string; label: string; value: string }>;
  message?: string;
}

async function importFile(
  bytes: Uint8Array,
  name: string,
  options: { token?: string; language?: string; xsrf?: boolean } = {},
): Promise<{ status: number; body: ImportAnswer }> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? applicantToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.language) headers['accept-language'] = options.language;
  if (options.xsrf !== false) {
    const cookie = await fetchXsrfCookie(server.url);
    headers.cookie = `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`;
    headers['x-xsrf-token'] = cookie.value;
  }
  const response = await fetch(`${server.url}/api/resume-import`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}

describe('POST /api/resume-import', () => {
  it('reads a JSON Resume document using every section and saves nothing', async () => {
    const { status, body } = await importFile(fixture('every-section.resume.json'), 'resume.json');
    expect(status).toBe(200);
    expect(body.source).toBe('json-resume');
    const draft = body.draft!;
    expect(draft.contact).toMatchObject({
      fullName: 'Zainab Kareem Al-Saadi',
      job_title: 'Backend Developer',
      email: 'zainab.kareem@example.org',
      city: 'Baghdad',
    });
    expect(draft.contact.links).toHaveLength(3);
    expect(draft.employment[0]).toMatchObject({
      employer: 'Zain Iraq',
      title: 'Senior Backend Developer',
      duration: { start_year: '2021', start_month: '3', end_year: 'Present' },
    });
    expect(draft.education[0]).toMatchObject({ degree: "Bachelor's", institute: 'University of Baghdad' });
    expect(draft.volunteering[0]).toMatchObject({
      organization: 'Iraqi Red Crescent',
      role: 'Volunteer trainer',
    });
    expect(draft.projects[0]).toMatchObject({
      name: 'Bus tracker',
      url: 'https://github.com/zainab-k/bus-tracker',
    });
    expect(draft.courses[0]).toMatchObject({
      title: 'AWS Certified Developer',
      entity: 'Amazon Web Services',
    });
    expect(draft.activities[0]).toMatchObject({ title: 'Best graduation project', year: '2017' });
    expect(draft.tools.map((tool: { item: string }) => tool.item)).toEqual(['Go', 'PostgreSQL']);
    expect(draft.skills).toEqual(['Teamwork', 'Communication']);
    expect(draft.languages.map((language: { item: string }) => language.item)).toEqual(['Arabic', 'English']);
    expect(draft.published).toBe(false);
    const unmapped = body.unmapped!.map((item) => `${item.label}: ${item.value}`);
    expect(unmapped).toEqual(
      expect.arrayContaining([
        'Field of study: Computer Science',
        'Language not on our list: Klingon',
        'Interest: Chess: openings, endgames',
      ]),
    );
    // Nothing was saved: the applicant's resume is still empty.
    const profile = await call<{ data: { contact: { fullName: string } } }>(
      server.url,
      'GET',
      '/api/profile',
      {
        token: applicantToken,
      },
    );
    expect(JSON.stringify(profile.body)).not.toContain('Zainab Kareem Al-Saadi');
  });

  it('gives our own export back whole: meta.talentPool.extra over the JSON Resume fields', async () => {
    const exported = {
      basics: { name: 'سارة علي', email: 'sara@example.org', location: { city: 'البصرة' } },
      education: [
        { institution: 'جامعة البصرة', studyType: 'بكالوريوس', startDate: '2014', endDate: '2018' },
      ],
      languages: [{ language: 'العربية', fluency: 'ممتاز' }],
      meta: {
        talentPool: {
          version: 1,
          language: 'ar',
          extra: {
            contact: { gender: 'Female', workAvailability: true, city: 'Basra', showEmail: true },
            languages: [{ rating: 5 }],
            specializations: [{ id: 2, sub: [{ id: 201 }, { id: 999 }] }],
            education: [{ degree: "Bachelor's" }],
          },
        },
      },
    };
    const { status, body } = await importFile(Buffer.from(JSON.stringify(exported)), 'export.json');
    expect(status).toBe(200);
    expect(body.draft).toMatchObject({
      language: 'ar',
      contact: {
        fullName: 'سارة علي',
        gender: 'Female',
        workAvailability: true,
        city: 'Basra',
        showEmail: true,
      },
      education: [{ degree: "Bachelor's", institute: 'جامعة البصرة' }],
      languages: [{ item: 'العربية', rating: 5 }],
      specializations: [{ id: 2, sub: [{ id: 201 }] }],
    });
  });

  it('reads a LinkedIn data export', async () => {
    const { status, body } = await importFile(fixture('linkedin-export.zip'), 'Basic_LinkedInDataExport.zip');
    expect(status).toBe(200);
    expect(body.source).toBe('linkedin');
    expect(body.draft).toMatchObject({
      contact: {
        fullName: 'Omar Abdulrahman',
        job_title: 'Data Analyst at Asiacell',
        email: 'omar.abdulrahman@example.org',
        city: 'Baghdad',
      },
      employment: [
        { employer: 'Asiacell', duration: { start_year: '2020', start_month: '3', end_year: 'Present' } },
        {
          employer: 'Korek Telecom',
          duration: { start_year: '2018', start_month: '7', end_year: '2020', end_month: '2' },
        },
      ],
      education: [{ degree: "Bachelor's", institute: 'University of Technology' }],
      languages: [
        { item: 'Arabic', rating: 5 },
        { item: 'English', rating: 4 },
      ],
      courses: [{ title: 'Google Data Analytics', entity: 'Coursera' }],
      projects: [{ name: 'Tower load map', start_year: '2021', end_year: '2021', end_month: '8' }],
    });
  });

  it("reads a CV written as a Word document, in the user's language for what it could not place", async () => {
    const { status, body } = await importFile(fixture('written-cv.docx'), 'cv.docx', { language: 'ar' });
    expect(status).toBe(200);
    expect(body.source).toBe('docx');
    expect(body.draft).toMatchObject({
      contact: {
        fullName: 'Hawre Jalal Ahmed',
        job_title: 'Civil Engineer',
        email: 'hawre.jalal@example.org',
        city: 'Sulaymaniyah',
      },
      employment: [
        {
          title: 'Site Engineer',
          employer: 'Kar Group',
          duration: { start_year: '2019', start_month: '6', end_year: 'Present' },
          responsibilities: ['Supervised a 12 km ring road section', 'Led a crew of 40'],
        },
        { title: 'Junior Engineer', duration: { start_year: '2016', end_year: '2019' } },
      ],
      education: [{ degree: "Bachelor's", institute: 'University of Sulaimani' }],
      languages: [
        { item: 'Kurdish', rating: 5 },
        { item: 'Arabic', rating: 4 },
        { item: 'English', rating: 3 },
      ],
      skills: ['Leadership', 'Problem Solving', 'Teamwork'],
    });
  });

  it.each(['every-section.resume.json', 'linkedin-export.zip', 'written-cv.docx', 'own-export-ar-1.pdf'])(
    'answers with a draft the save call takes as it is (%s)',
    async (name) => {
      const { status, body } = await importFile(fixture(name), name);
      expect(status).toBe(200);
      const saved = await call(server.url, 'POST', '/api/applicant', {
        body: { data: body.draft },
        token: applicantToken,
      });
      expect(saved.status).toBe(200);
    },
  );

  it.each([
    ['bad-empty.pdf', 'This file could not be read.'],
    ['bad-png-named.pdf', 'This file could not be read.'],
    ['bad-zip-bomb.zip', 'This archive unpacks to far more'],
    ['bad-2000-pages.pdf', 'This PDF has more than 20 pages'],
    ['bad-encrypted.pdf', 'This file is protected by a password.'],
    ['bad-scanned.pdf', 'This PDF holds no text'],
    ['bad-external-entity.docx', 'This file could not be read.'],
  ])('refuses %s with a 422 saying why', async (name, message) => {
    const { status, body } = await importFile(fixture(name), name);
    expect(status).toBe(422);
    expect(body.message).toContain(message);
    expect(JSON.stringify(body)).not.toContain('root:');
  });

  it('names the kinds of file it takes, in Arabic and Kurdish too', async () => {
    const arabic = await importFile(fixture('bad-png-named.pdf'), 'cv.pdf', { language: 'ar' });
    expect(arabic.body.message).toContain('تعذّرت قراءة هذا الملف');
    const kurdish = await importFile(fixture('bad-scanned.pdf'), 'cv.pdf', { language: 'ckb' });
    expect(kurdish.body.message).toContain('سکانکراو');
  });

  it('answers other requests while it reads hostile files', async () => {
    const finished: string[] = [];
    const imports = ['bad-zip-bomb.zip', 'bad-2000-pages.pdf', 'bad-encrypted.pdf', 'written-cv.docx'].map(
      (name) =>
        importFile(fixture(name), name).then((answer) => {
          finished.push(name);
          return answer;
        }),
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(finished.length).toBeLessThan(4);
    const answers = await Promise.all(imports);
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 200]);
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const { status, body } = await importFile(new Uint8Array(5 * 1024 * 1024 + 1), 'big.pdf');
    expect(status).toBe(413);
    expect(body.message).toBe('The file is larger than 5 MB. Upload a smaller file.');
  });

  it('is for applicants: a company gets 403, a visitor 401, a call without the XSRF pair 419', async () => {
    const company = await signUp(true);
    expect(
      (await importFile(fixture('every-section.resume.json'), 'r.json', { token: company })).status,
    ).toBe(403);
    expect((await importFile(fixture('every-section.resume.json'), 'r.json', { token: '' })).status).toBe(
      401,
    );
    expect((await importFile(fixture('every-section.resume.json'), 'r.json', { xsrf: false })).status).toBe(
      419,
    );
  });

  it('asks for a file when the form holds none', async () => {
    const cookie = await fetchXsrfCookie(server.url);
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await fetch(`${server.url}/api/resume-import`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${applicantToken}`,
        cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
        'x-xsrf-token': cookie.value,
      },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ImportAnswer).message).toMatch(/^Choose a file to import/);
  });
});
