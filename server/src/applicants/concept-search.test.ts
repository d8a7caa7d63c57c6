// Issue 35 on both databases: a keyword finds the resumes that say the same thing in any of the three
// languages (the concept list, src/search/concepts), the applicant's own words first; Kurdish endings
// come off; a misspelt word finds what the corrected one finds, through the concepts too.

import arReference from '@talent/i18n/src/locales/ar/reference.json';
import ckbReference from '@talent/i18n/src/locales/ckb/reference.json';
import type { Language } from '@talent/i18n/src/languages';
import { CONCEPTS } from '../search/concepts/concepts';
import { searchKeywords } from '../reference-data/reference-lists';
import { saveResume } from './save-resume';
import { publishableResume, type ResumeChanges } from './test-resumes';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

/** Concepts written as a job title in each language by one applicant each. */
const TRIPLES = [
  'accountant',
  'auditor',
  'cashier',
  'pharmacist',
  'nurse',
  'dentist',
  'midwife',
  'teacher',
  'lecturer',
  'translator',
  'journalist',
  'photographer',
  'lawyer',
  'judge',
  'programmer',
  'data-analyst',
  'network-engineer',
  'civil-engineer',
  'software-engineer',
  'web-developer',
  'project-manager',
  'electrician',
  'plumber',
  'carpenter',
  'driver',
  'chef',
  'farmer',
  'pilot',
  'surveyor',
  'secretary',
  'recruiter',
  'economist',
  'psychologist',
  'statistician',
  'human-resources',
  'marketing',
  'excel',
  'najaf',
  'mechanical-engineer',
  'veterinarian',
] as const;

const LANGUAGES = ['en', 'ar', 'ckb'] as const;
const NEUTRAL_SUMMARY: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Reliable and punctual, learns quickly, works well with colleagues and takes responsibility for every task given.',
  ar: 'ملتزم بالمواعيد ويتعلم بسرعة ويتعاون مع زملائه بروح طيبة ويتحمل المسؤولية في كل ما يقوم به.',
  ckb: 'پابەندی کاتە، بە خێرایی فێر دەبێت و لەگەڵ هاوکارانی بە باشی هەڵدەکات و بەرپرسیارێتی هەڵدەگرێت.',
};

const conceptOf = (id: string) => CONCEPTS.find((concept) => concept.id === id)!;
const nameOf = (id: string, language: (typeof LANGUAGES)[number]) => conceptOf(id).names[language][0]!;
const applicantName = (id: string, language: string) => `Tester ${TRIPLES.indexOf(id as never)} ${language}`;

function written(
  language: Language,
  fullName: string,
  title: string,
  summary = NEUTRAL_SUMMARY[language as 'en'],
): ResumeChanges {
  return {
    language,
    summary,
    tools: [{ item: 'Notepad', rating: 3 }],
    skills: ['Creativity'],
    courses: [],
    employment: [],
    activities: [],
    education: [{ ...publishableResume().education[0]!, institute: 'Tester Institute' }],
    contact: { fullName, job_title: title, city: 'Wasit', zone: '' },
  };
}

/** Kurdish endings and typos, beside the triples. */
const OTHERS: ResumeChanges[] = [
  written(
    'ckb',
    'Kurdish Plural',
    'کارمەند',
    'یەکێک لە ئەندازیارەکانی کۆمپانیاکە بووم و پێنج ساڵ لە پرۆژە گەورەکانی شار کارم کردووە.',
  ),
  written(
    'en',
    'Typo Writer',
    'Receptionist',
    'Finished the first module of a certified acountant course this year, at night, beside a full day of work.',
  ),
];

interface Page {
  total: number;
  data: Array<{ contact: { fullName: string } }>;
  suggestion?: string;
}

async function search(keyword: string): Promise<Page> {
  const query = new URLSearchParams({ search: keyword, sort_by: 'relevance', per_page: '100' });
  const response = await call<Page>(server.url, 'GET', `/api/applicants/filter?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}
const found = async (keyword: string) => (await search(keyword)).data.map((card) => card.contact.fullName);

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ LOG_LEVEL: 'error' });
  const { db } = server.database;
  const resumes = [
    ...TRIPLES.flatMap((id) =>
      LANGUAGES.map((language) => written(language, applicantName(id, language), nameOf(id, language))),
    ),
    ...OTHERS,
  ];
  for (const [index, changes] of resumes.entries()) {
    const [user] = await db
      .insert(users)
      .values({ name: `Tester ${index}`, email: `tester${index}@example.com`, password: 'x' })
      .returning({ id: users.id });
    await saveResume(db, { userId: user!.id, resume: publishableResume(changes) });
  }
});

afterAll(() => environment.dispose());

describe('search across languages', () => {
  it(`finds, for ${TRIPLES.length} concepts, the resumes written in the other two languages`, async () => {
    const missed: string[] = [];
    for (const id of TRIPLES) {
      for (const typedIn of LANGUAGES) {
        const names = await found(nameOf(id, typedIn));
        for (const writtenIn of LANGUAGES) {
          if (!names.includes(applicantName(id, writtenIn))) {
            missed.push(`${nameOf(id, typedIn)} missed the ${writtenIn} ${id}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it.each([
    ['Accountant', 'accountant', 'en'],
    ['محاسب', 'accountant', 'ar'],
    ['ژمێریار', 'accountant', 'ckb'],
    ['pharmacist', 'pharmacist', 'en'],
    ['صيدلي', 'pharmacist', 'ar'],
    ['دەرمانساز', 'pharmacist', 'ckb'],
  ] as const)(
    'ranks the applicant who wrote %s above those found through another language',
    async (keyword, id, language) => {
      expect((await found(keyword))[0]).toBe(applicantName(id, language));
    },
  );

  it.each(searchKeywords.map((keyword) => [keyword]))(
    'finds people in every language with the example keyword %s, as each interface offers it',
    async (keyword) => {
      const labels = [keyword, arReference.keyword[keyword], ckbReference.keyword[keyword]];
      for (const label of labels) {
        const names = await found(label);
        for (const language of LANGUAGES) {
          expect(names.some((name) => name.endsWith(` ${language}`))).toBe(true);
        }
      }
    },
  );

  it('reads other spellings of a name: اكسل, إكسل, MS Excel, ئێکسڵ', async () => {
    for (const keyword of ['اكسل', 'إكسل', 'MS Excel', 'ئێکسڵ', 'excel']) {
      expect(await found(keyword)).toEqual(
        expect.arrayContaining(LANGUAGES.map((language) => applicantName('excel', language))),
      );
    }
  });
});

describe('Kurdish endings', () => {
  it.each([
    ['ژمێریارەکان', 'accountant'],
    ['ژمێریارێک', 'accountant'],
    ['پەرستارەکە', 'nurse'],
    ['مامۆستاکان', 'teacher'],
    ['پارێزەرێکی', 'lawyer'],
  ] as const)(
    'an inflected word (%s) finds the bare one, and through it every language',
    async (keyword, id) => {
      expect(await found(keyword)).toEqual(
        expect.arrayContaining(LANGUAGES.map((language) => applicantName(id, language))),
      );
    },
  );

  it('a bare word finds its inflected forms: ئەندازیار finds ئەندازیارەکانی, and engineer and مهندس find it too', async () => {
    for (const keyword of ['ئەندازیار', 'engineer', 'مهندس'])
      expect(await found(keyword)).toContain('Kurdish Plural');
  });

  it.each([
    ['ممرضة', 'nurse'],
    ['مهندسة شبكات', 'network-engineer'],
    ['محاسبين', 'accountant'],
    ['بەڕێوەبەری پرۆژەکان', 'project-manager'],
  ] as const)(
    'reads ة as Arabic and ە as Kurdish: %s finds its concept in every language',
    async (keyword, id) => {
      expect(await found(keyword)).toEqual(
        expect.arrayContaining(LANGUAGES.map((language) => applicantName(id, language))),
      );
    },
  );
});

describe('typos while results exist', () => {
  it.each([
    ['acountant', 'accountant'],
    ['محاصب', 'accountant'],
    ['ژمێریر', 'accountant'],
    ['pharmacst', 'pharmacist'],
  ] as const)(
    '%s finds what the corrected word finds, in every language, below the exact matches',
    async (keyword, id) => {
      const names = await found(keyword);
      expect(names).toEqual(expect.arrayContaining(LANGUAGES.map((language) => applicantName(id, language))));
    },
  );

  it('puts a resume with the typed spelling first and offers the correction that finds clearly more', async () => {
    const page = await search('acountant');
    expect(page.data[0]!.contact.fullName).toBe('Typo Writer');
    expect(page.suggestion).toBe('Accountant');
  });

  it('offers no correction for a word found as typed in many resumes', async () => {
    expect((await search('accountant')).suggestion).toBeUndefined();
  });
});
