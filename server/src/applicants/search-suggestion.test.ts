// "Did you mean …?" on both databases (issues 17 and 23): a table of misspelt searches and the
// correction the filter call offers beside its empty page, none beside a page with matches, none
// made of a hidden resume's words, and none that would find nothing with the query's filters.

import { expectKeywordReadThroughItsIndex, planOf, withCopiesOfOneResume } from '../testing/resume-copies';
import { keywordSearch } from './directory-search';
import { filterParts, parseDirectoryQuery } from './directory-filters';
import { mainSpecializationsOf, saveResume } from './save-resume';
import { publishableResume, type ResumeChanges } from './test-resumes';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import {
  byLikelihood,
  matchesCountedSql,
  onlyLeftOut,
  suggestionEdits,
  writtenForm,
} from './search-suggestion';

let environment: TestEnvironment;
let server: RunningServer;

interface Page {
  total: number;
  data: Array<{ contact: { fullName: string } }>;
  suggestion?: string;
}

async function filter(params: Record<string, string>): Promise<Page> {
  const response = await call<Page>(
    server.url,
    'GET',
    `/api/applicants/filter?${new URLSearchParams(params)}`,
  );
  expect(response.status).toBe(200);
  return response.body;
}

const person = (fullName: string, job_title: string, changes: ResumeChanges = {}): ResumeChanges => ({
  summary: 'Reliable and punctual, works well with a team and learns new tools quickly.',
  ...changes,
  contact: { fullName, job_title, ...changes.contact },
});

const PUBLISHED: ResumeChanges[] = [
  person('Karrar Hadi', 'Accountant', { contact: { city: 'Najaf', zone: '' } }),
  person('أحمد كاظم الجبوري', 'محاسب', {
    summary: 'محاسب في شركة نفط البصرة منذ عشر سنوات، يعد الميزانيات والتقارير الشهرية.',
  }),
  person('ڕێبوار کەریم', 'ئەندازیار', {
    contact: { city: 'Erbil', zone: '' },
    summary: 'ئەندازیاری کارەبا لە سلێمانی، دە ساڵ کاری لە پرۆژەی وزە کردووە.',
  }),
  person('Omar Saleh', 'Sales Manager'),
  person('Hussein Jaber', 'Electrician', { contact: { city: 'Basra', zone: '' } }),
  person('Fatimah Hussein', 'Pharmacist'),
  // 'ئەنبار' (store) is as many letters from 'ئەندزار' as 'ئەندازیار' (engineer) is.
  person('گۆران عەزیز', 'کارمەندی ئەنبار', { contact: { city: 'Erbil', zone: '' } }),
];

// Hidden: its words are in the typo table, but no suggestion may come from them.
const HIDDEN = person('Zubaida Qutrub', 'Astronomer', {
  published: false,
  summary: 'Observatory telescopes and the Mesopotamian night sky.',
});

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ LOG_LEVEL: 'error' });
  const { db } = server.database;
  for (const [index, changes] of [...PUBLISHED, HIDDEN].entries()) {
    const [user] = await db
      .insert(users)
      .values({ name: `Applicant ${index}`, email: `applicant${index}@example.com`, password: 'x' })
      .returning({ id: users.id });
    await saveResume(db, { userId: user!.id, resume: publishableResume(changes) });
  }
});

afterAll(() => environment.dispose());

describe('Did you mean', () => {
  it.each([
    // English: a word two letters off, a word three letters off (from nine letters), a short word one off.
    ['Acuntant', 'Accountant'],
    ['Electrcain', 'Electrician'],
    ['Sals Manager', 'Sales Manager'],
    // Only the wrong word of several changes, as the resume writes it; the others stay as typed.
    ['accountant Najf', 'accountant Najaf'],
    ['Hadi acuntant', 'Hadi Accountant'],
    // Arabic: folded alike, shown as the resume writes it.
    ['محسب', 'محاسب'],
    ['محسب البصرة', 'محاسب البصرة'],
    // Kurdish, with or without its own letters.
    ['ئەندزار', 'ئەندازیار'],
    ['ئندزیار سلێمانی', 'ئەندازیار سلێمانی'],
    // A name (Latin spellings of names are found by their name keys, typos and all).
    ['الجنوزي', 'الجبوري'],
    ['احمد الجنوزي', 'احمد الجبوري'],
  ])('%s → %s, which finds a resume', async (search, suggestion) => {
    const page = await filter({ search });
    expect(page.total).toBe(0);
    expect(page.suggestion).toBe(suggestion);
    expect((await filter({ search: suggestion })).total).toBeGreaterThan(0);
  });

  it('offers one beside matches when the correction finds clearly more (issue 35)', async () => {
    // 'acountant' finds Karrar through its typo, but as typed nobody: 'Accountant' finds him and,
    // through the concept list, the Arabic accountant too.
    const page = await filter({ search: 'acountant' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.suggestion).toBe('Accountant');
  });

  it('offers none beside matches of the words as typed, nor without a keyword', async () => {
    for (const search of ['accountant', 'محاسب']) {
      const page = await filter({ search });
      expect(page.total).toBeGreaterThan(0);
      expect(page).not.toHaveProperty('suggestion');
    }
    expect(await filter({ city: 'Kirkuk' })).not.toHaveProperty('suggestion');
  });

  it('never offers a hidden resume’s words', async () => {
    for (const search of ['Astronomr', 'Zubayda Qutrb', 'Observatry', 'telescops']) {
      const page = await filter({ search });
      expect(page.total).toBe(0);
      expect(page).not.toHaveProperty('suggestion');
    }
  });

  it('offers none that would find nothing with the filters', async () => {
    // Najaf's accountant lives in Najaf, not Basra; Basra's electrician is found.
    expect(await filter({ search: 'accountant Najf', city: 'Basra' })).not.toHaveProperty('suggestion');
    expect((await filter({ search: 'Electrcain', city: 'Basra' })).suggestion).toBe('Electrician');
  });

  it('offers none for a word with nothing near it', async () => {
    expect(await filter({ search: 'Xylophonist' })).not.toHaveProperty('suggestion');
    expect(await filter({ search: 'accountant Xylophonist' })).not.toHaveProperty('suggestion');
  });
});

describe('what a suggestion beside matches costs', () => {
  it('counts the words as typed through their index, not by testing row after row', async () => {
    // 2,000 copies of a resume whose summary says 'punctual', in a transaction rolled back. With the
    // words as constants the planner estimates a common word's share and, at 100,000 resumes, reads the
    // table from the top for the first matches it counts, each document fetched from TOAST (40–320 ms
    // for `resources`).
    const { db } = server.database;
    const query = parseDirectoryQuery({ search: 'punctual' });
    const parts = filterParts(query, await mainSpecializationsOf(db), new Date());
    const search = await keywordSearch(db, query.search);
    const plan = await withCopiesOfOneResume(db, 2000, (tx) => planOf(tx, matchesCountedSql(parts, search)));
    expectKeywordReadThroughItsIndex(plan);
  });
});

describe('the pieces', () => {
  it('ranks near words: fewest changes, then letters only left out, then the commoner, then the most alike', () => {
    expect(onlyLeftOut('acuntant', 'accountant')).toBe(true);
    expect(onlyLeftOut('ئهندزار', 'ئهندازيار')).toBe(true);
    expect(onlyLeftOut('ئهندزار', 'ئهنبار')).toBe(false);
    expect(onlyLeftOut('sals', 'sales')).toBe(true);
    expect(onlyLeftOut('salse', 'sales')).toBe(false);
    const near = (word: string, edits: number, holders: number, likeness = 0.5) => ({
      word,
      edits,
      holders,
      likeness,
    });
    const ranked = (typed: string, words: ReturnType<typeof near>[]) =>
      [...words].sort(byLikelihood(typed)).map((candidate) => candidate.word);
    expect(ranked('ئهندزار', [near('ئهنبار', 2, 40, 0.6), near('ئهندازيار', 2, 3, 0.4)])).toEqual([
      'ئهندازيار',
      'ئهنبار',
    ]);
    expect(ranked('nurce', [near('nurse', 1, 2), near('nurture', 2, 90)])).toEqual(['nurse', 'nurture']);
    expect(ranked('bakar', [near('bakir', 1, 2), near('bakr', 1, 30)])).toEqual(['bakr', 'bakir']);
    expect(ranked('karim', [near('karin', 1, 5, 0.5), near('karam', 1, 5, 0.6)])).toEqual(['karam', 'karin']);
  });

  it('allows more changed letters in longer words', () => {
    expect([3, 4, 5, 8, 9, 14].map(suggestionEdits)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('reads a word as a resume writes it, with its article, marks and letter forms', () => {
    expect(writtenForm(['Lives in Najaf.'], 'najaf')).toBe('Najaf');
    expect(writtenForm(['شركة نفط البصرة'], 'بصره')).toBe('البصرة');
    expect(writtenForm(['ئەندازیاری کارەبا'], 'كارهبا')).toBe('کارەبا');
    expect(writtenForm(['مُحاسِب'], 'محاسب')).toBe('مُحاسِب');
    expect(writtenForm(['Najaf'], 'basra')).toBeNull();
  });
});
