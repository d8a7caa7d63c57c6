import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  emptyTranslation,
  type ResumeDraft,
  type ResumeTranslation,
  withMainLanguage,
} from '@talent/resume-model';
import { ARABIC_SECTION_HEADINGS } from '@talent/test-kit/resumes';
import { publishableResume } from '../applicants/test-resumes';
import type { RunningServer } from '../server';
import { call, fetchXsrfCookie } from '../testing/api-client';
import { startResumeTestServer } from '../testing/resume-server';

// Issue 31: one resume in several languages — the main version and its versions in the other languages,
// saved, read, laid over the main version, printed and found by the directory.

let server: RunningServer;
const { signUpApplicant } = startResumeTestServer((started) => {
  server = started;
});

interface Detail {
  id: number;
  language: string;
  available_languages: string[];
  contact: { fullName: string; job_title: string; phone: { phone: string } };
  summary: string;
  employment: Array<{ title: string; employer: string; responsibilities: string[] }>;
  projects: Array<{ name: string; url: string }>;
  translations: Record<string, ResumeTranslation>;
  errors?: Record<string, string[]>;
  message?: string;
}

interface Card {
  id: number;
  jobTitle: string;
  summary: string;
  contact: { fullName: string };
}

const save = (token: string, data: object, language?: string) =>
  call<Detail>(server.url, 'POST', '/api/applicant', {
    token,
    body: { data },
    ...(language ? { language } : {}),
  });

const detail = (id: number, query = '', language?: string) =>
  call<Detail>(server.url, 'GET', `/api/applicants/${id}${query}`, language ? { language } : {});

/** An Arabic resume (its own words) with an English version; the English version leaves the employer empty. */
function arabicWithEnglish(): ResumeDraft {
  const resume = publishableResume({
    language: 'ar',
    contact: { fullName: 'هدى كريم الساعدي', job_title: 'مهندسة نفط', welcome_message: '' },
    summary: 'مهندسة نفط بخبرة ست سنوات في حقول الرميلة وغرب القرنة في محافظة البصرة.',
    employment: [
      {
        title: 'مهندسة إنتاج',
        employer: 'شركة نفط البصرة',
        duration: { start_year: '2019', start_month: '1', end_year: '2023', end_month: '12' },
        responsibilities: ['متابعة الآبار المنتجة'],
      },
    ],
    projects: [
      {
        name: 'أتمتة قراءات الآبار',
        description: 'لوحة لقراءات الضغط.',
        url: 'github.com/huda/wells',
        start_year: '2022',
        start_month: '1',
        end_year: '2022',
        end_month: '6',
      },
    ],
  });
  return {
    ...resume,
    translations: {
      en: {
        ...emptyTranslation(),
        contact: { fullName: 'Huda Kareem Al-Saadi', job_title: 'Petroleum Engineer', welcome_message: '' },
        summary: 'Petroleum engineer with field experience at Rumaila; wellhead telemetry enthusiast.',
        employment: [
          { title: 'Production Engineer', employer: '', responsibilities: ['Monitored producing wells'] },
        ],
        projects: [{ name: 'Well readings automation', description: '' }],
      },
    },
  };
}

describe('a resume in several languages (issue 31)', () => {
  let token: string;
  let id: number;

  beforeAll(async () => {
    token = await signUpApplicant();
    const saved = await save(token, arabicWithEnglish());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    id = saved.body.id;
  });

  it('keeps the versions it was saved with, in the profile and the save answer', async () => {
    const profile = await call<Detail>(server.url, 'GET', '/api/profile', { token });
    expect(profile.body.translations.en?.contact.fullName).toBe('Huda Kareem Al-Saadi');
    expect(profile.body.translations.en?.projects).toEqual([
      { name: 'Well readings automation', description: '' },
    ]);
    expect(profile.body.contact.fullName).toBe('هدى كريم الساعدي');
  });

  it('answers the main version without lang, naming every language it reads in', async () => {
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.language).toBe('ar');
    expect(body.available_languages).toEqual(['ar', 'en']);
    expect(body.contact.job_title).toBe('مهندسة نفط');
    expect(body.translations.en?.contact.job_title).toBe('Petroleum Engineer');
  });

  it('lays the English version over the main one for lang=en; an empty field reads as the main text', async () => {
    const { body } = await detail(id, '?lang=en');
    expect(body.language).toBe('en');
    expect(body.available_languages).toEqual(['ar', 'en']);
    expect(body.contact.fullName).toBe('Huda Kareem Al-Saadi');
    expect(body.employment[0]).toEqual(
      expect.objectContaining({
        title: 'Production Engineer',
        employer: 'شركة نفط البصرة',
        responsibilities: ['Monitored producing wells'],
      }),
    );
    expect(body.projects[0]).toEqual(
      expect.objectContaining({ name: 'Well readings automation', url: 'github.com/huda/wells' }),
    );
  });

  it('falls back to the main version for a language the resume lacks, or none of ours', async () => {
    for (const query of ['?lang=ckb', '?lang=fr', '?lang=']) {
      const { body } = await detail(id, query);
      expect(body.language).toBe('ar');
      expect(body.contact.fullName).toBe('هدى كريم الساعدي');
    }
  });

  it('gives the preview frame the version asked for', async () => {
    const html = async (language?: string) =>
      (
        await call<{ html: string }>(server.url, 'POST', '/api/preview-resume-html', {
          token,
          body: language ? { language } : {},
        })
      ).body.html;
    expect(await html('en')).toContain('Petroleum Engineer');
    expect(await html()).toContain('مهندسة نفط');
    expect(await html('ckb')).toContain('مهندسة نفط');
  });

  it('prints the PDF in the version asked for: Arabic headings and the Arabic job title by default', async () => {
    const pdfText = async (language?: string) => {
      const cookie = await fetchXsrfCookie(server.url);
      const response = await fetch(`${server.url}/api/download-resume-pdf`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
          'x-xsrf-token': cookie.value,
        },
        body: JSON.stringify({ applicant_id: id, ...(language ? { language } : {}) }),
      });
      expect(response.status).toBe(200);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-pdf-'));
      try {
        const file = path.join(folder, 'resume.pdf');
        fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
        return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    };
    const english = await pdfText('en');
    expect(english).toContain('Petroleum Engineer');
    expect(english).toContain('Professional Summary');
    const arabic = await pdfText();
    expect(arabic).toContain('مهندسة نفط');
    expect(arabic).toContain(ARABIC_SECTION_HEADINGS[0]);
  });

  it('gives a card in the request language when the resume has that version, else in its main one', async () => {
    const cardIn = async (language: string) => {
      const page = await call<{ data: Card[] }>(server.url, 'GET', '/api/applicants/filter?per_page=50', {
        language,
      });
      return page.body.data.find((card) => card.id === id)!;
    };
    const english = await cardIn('en');
    expect(english.contact.fullName).toBe('Huda Kareem Al-Saadi');
    expect(english.jobTitle).toBe('Petroleum Engineer');
    expect(english.summary).toMatch(/^Petroleum engineer/);
    const arabic = await cardIn('ar');
    expect(arabic.contact.fullName).toBe('هدى كريم الساعدي');
    const kurdish = await cardIn('ckb');
    expect(kurdish.jobTitle).toBe('مهندسة نفط');
  });

  it('finds the resume by a word written only in a version', async () => {
    const found = await call<{ data: Card[] }>(server.url, 'GET', '/api/applicants/filter?search=telemetry');
    expect(found.body.data.map((card) => card.id)).toContain(id);
    const byName = await call<{ data: Card[] }>(server.url, 'GET', '/api/applicants/filter?search=Saadi');
    expect(byName.body.data.map((card) => card.id)).toContain(id);
  });

  it('keeps every word when the main language becomes English', async () => {
    const other = await signUpApplicant();
    const first = await save(other, arabicWithEnglish());
    const swapped = await save(other, withMainLanguage(arabicWithEnglish(), 'en'));
    expect(swapped.status).toBe(200);
    const main = await detail(first.body.id);
    expect(main.body.language).toBe('en');
    expect(main.body.available_languages).toEqual(['en', 'ar']);
    expect(main.body.contact.fullName).toBe('Huda Kareem Al-Saadi');
    // The employer the English version left empty keeps its Arabic words in the main version.
    expect(main.body.employment[0]!.employer).toBe('شركة نفط البصرة');
    const arabic = await detail(first.body.id, '?lang=ar');
    expect(arabic.body.contact.fullName).toBe('هدى كريم الساعدي');
    expect(arabic.body.summary).toMatch(/^مهندسة نفط بخبرة ست سنوات/);
    expect(arabic.body.employment[0]!.title).toBe('مهندسة إنتاج');
    expect(arabic.body.projects[0]!.name).toBe('أتمتة قراءات الآبار');
  });
});

describe('versions the save refuses (issue 31)', () => {
  let token: string;
  beforeAll(async () => {
    token = await signUpApplicant();
  });

  const withVersions = (translations: unknown) => ({ ...arabicWithEnglish(), translations });

  it('refuses a version in the resume’s own language', async () => {
    const { status, body } = await save(token, withVersions({ ar: emptyTranslation() }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'translations.ar': [
        'The translations.ar field must be one of the resume languages (Arabic, Kurdish or English) other than its main language.',
      ],
    });
  });

  it('refuses a version in a language that is none of ours, in the request language', async () => {
    const { status, body } = await save(token, withVersions({ fr: emptyTranslation() }), 'ar');
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['translations.fr']);
    expect(body.errors?.['translations.fr']?.[0]).toMatch(/^يجب أن يكون الحقل translations\.fr/);
  });

  it('refuses a version with more entries than the main version', async () => {
    const longer = {
      en: { ...emptyTranslation(), courses: [{ title: 'a' }, { title: 'b' }] },
    };
    const { status, body } = await save(token, withVersions(longer));
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      'translations.en.courses': ['The translations.en.courses field must not have more than 1 items.'],
    });
  });

  it('holds a version to the main version’s bounds', async () => {
    const long = { en: { ...emptyTranslation(), contact: { fullName: 'x'.repeat(201) } } };
    const { status, body } = await save(token, withVersions(long));
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['translations.en.contact.fullName']);
  });

  it('saves nothing of a refused save', async () => {
    const profile = await call<Detail>(server.url, 'GET', '/api/profile', { token });
    expect(profile.body.translations).toEqual({});
  });
});
