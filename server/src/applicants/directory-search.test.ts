// Issue 17 on both databases: search quality as a table of query → expected resumes (Arabic spellings,
// names across scripts, typos, best match first), and facet counts checked against the totals of the
// filter calls they stand for.

import { expectKeywordReadThroughItsIndex, planOf, withCopiesOfOneResume } from '../testing/resume-copies';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { FACET_GROUPS, type DirectoryFacets, type FacetGroup } from '@talent/resume-model';
import { filterParts, parseDirectoryQuery } from './directory-filters';
import {
  gatedRelevanceOf,
  type KeywordSearch,
  keywordSearch,
  relevanceOf,
  searchedMatches,
  searchedMatchesSql,
} from './directory-search';
import { fillFilterColumns } from './filter-columns';
import { mainSpecializationsOf, saveResume } from './save-resume';
import { publishableResume, type ResumeChanges } from './test-resumes';
import { users } from '../db/schema';
import { searchTerms } from '../search/search-query';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

interface Page {
  total: number;
  data: Array<{ contact: { fullName: string } }>;
  facets?: DirectoryFacets;
}

async function filter(query: URLSearchParams): Promise<Page> {
  const response = await call<Page>(server.url, 'GET', `/api/applicants/filter?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** The names a search finds, best match first. */
async function found(search: string): Promise<string[]> {
  const page = await filter(new URLSearchParams({ search, sort_by: 'relevance', per_page: '100' }));
  return page.data.map((card) => card.contact.fullName);
}

const person = (fullName: string, job_title: string, changes: ResumeChanges = {}): ResumeChanges => ({
  summary: 'Reliable and punctual, works well with a team and learns new tools quickly.',
  ...changes,
  contact: { fullName, job_title, ...changes.contact },
});

const inNajaf = { city: 'Najaf', zone: '' as const };

// Saved in this order, so a later one is the more recently updated.
const SEARCHED: ResumeChanges[] = [
  // Issue 23: the job title, city and zone in either language.
  person('Karrar Hadi', 'Accountant', { contact: inNajaf }),
  person('زينب حيدر', 'محاسبة', { contact: inNajaf }),
  person('Noor Jawad', 'Midwife', { contact: { city: 'Baghdad', zone: 'Risafa' } }),
  person('أحمد كاظم الجبوري', 'محاسب', {
    summary: 'محاسب في شركة نفط البصرة منذ عشر سنوات، يعد الميزانيات والتقارير الشهرية.',
  }),
  person('Mohammed Al-Tikriti', 'Accountant'),
  person('محمد عبدالرحمن', 'مهندس مدني'),
  person('فاطمة الزهراء علي', 'مدرّسة'),
  person('Fatimah Hussein', 'Pharmacist'),
  person('Omar Saleh', 'Sales Manager', {
    summary: 'Sales manager who worked beside an accountant for many years in Basra.',
  }),
  person('Huda Basrawi', 'Teacher', {
    summary: 'Taught English in البصرة for six years at two secondary schools.',
  }),
  person('ڕێبوار کەریم', 'ئەندازیار', {
    summary: 'ئەندازیاری کارەبا لە سلێمانی، دە ساڵ کاری لە پرۆژەی وزە کردووە.',
  }),
  person('Abdul Rahman Saad', 'Driver'),
  person('Sara Jamil', 'Receptionist', {
    summary: 'Finished the first module of a certified acountant course this year at night.',
  }),
  person('Ali Hussain', 'Developer'),
  person('Alia Mahmoud', 'Designer'),
  person('Ali Hassan', 'Developer'),
];

const cities = ['Baghdad', 'Basra', 'Erbil', 'Najaf'];
const degrees = ["Bachelor's", "Master's", 'Diploma'];
const specializations = [
  { id: 1, sub: [{ id: 101 }] },
  { id: 1, sub: [{ id: 102 }, { id: 103 }] },
  { id: 2, sub: [{ id: 201 }] },
  { id: 2, sub: [{ id: 203 }] },
];
const job = {
  title: 'Engineer',
  employer: 'Rafidain',
  duration: { start_year: '2015', start_month: '1', end_year: '2019', end_month: '12' },
  responsibilities: [],
};
/** Spoken languages as resumes write them: in any interface language, with a note or a language no list knows. */
const SPOKEN: ReadonlyArray<ResumeChanges['languages']> = [
  [
    { item: 'العربية', rating: 5 },
    { item: 'English', rating: 3 },
  ],
  [
    { item: 'عەرەبی', rating: 4 },
    { item: 'کوردی', rating: 5 },
  ],
  [
    { item: 'Arabic', rating: 5 },
    { item: 'Kurdish (Sorani)', rating: 3 },
    { item: 'التركمانية', rating: 2 },
  ],
  [
    { item: 'ئینگلیزی', rating: 4 },
    { item: 'Swahili', rating: 1 },
  ],
];
/** Resumes varied in every faceted field, for the facet counts. */
const VARIED: ResumeChanges[] = Array.from({ length: 24 }, (_, n) => {
  const city = cities[n % 4]!;
  return person(`Applicant ${n} ${n % 3 === 0 ? 'Engineer' : 'Nurse'}`, n % 2 === 0 ? 'Engineer' : 'Nurse', {
    contact: {
      city,
      zone: city === 'Baghdad' ? (n % 8 < 4 ? 'Karkh' : 'Risafa') : '',
      gender: n % 5 < 2 ? 'Female' : 'Male',
      workAvailability: n % 3 !== 1,
    },
    education: [{ ...publishableResume().education[0]!, degree: degrees[n % 3]! }],
    employment: n % 4 === 3 ? [] : [job],
    languages: SPOKEN[(n >> 1) % 4]!,
    specializations: [
      specializations[n % 4]!,
      ...(n % 6 === 0 && n % 4 < 2 ? [{ id: 2, sub: [{ id: 204 }] }] : []),
    ],
  });
});

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ LOG_LEVEL: 'error' });
  const { db } = server.database;
  for (const [index, changes] of [...SEARCHED, ...VARIED].entries()) {
    const [user] = await db
      .insert(users)
      .values({ name: `Applicant ${index}`, email: `applicant${index}@example.com`, password: 'x' })
      .returning({ id: users.id });
    await saveResume(db, { userId: user!.id, resume: publishableResume(changes) });
  }
  // A draft is never found.
  const [drafter] = await db
    .insert(users)
    .values({ name: 'Draft', email: 'draft@example.com', password: 'x' })
    .returning({ id: users.id });
  await saveResume(db, {
    userId: drafter!.id,
    resume: publishableResume({ ...person('Ahmed Draft', 'Accountant'), published: false }),
  });
});

afterAll(() => environment.dispose());

describe('search quality', () => {
  it.each([
    // Arabic spellings of one word.
    ['أحمد', 'أحمد كاظم الجبوري'],
    ['احمد', 'أحمد كاظم الجبوري'],
    ['مُحاسِب', 'أحمد كاظم الجبوري'],
    ['فاطمه', 'فاطمة الزهراء علي'],
    ['مدرسه', 'فاطمة الزهراء علي'],
    // Kurdish typed on an Arabic keyboard.
    ['ريبوار', 'ڕێبوار کەریم'],
    ['كريم', 'ڕێبوار کەریم'],
    ['سليماني', 'ڕێبوار کەریم'],
    // The article: with it, without it, on either side.
    ['الجبوري', 'أحمد كاظم الجبوري'],
    ['جبوري', 'أحمد كاظم الجبوري'],
    // Names across scripts.
    ['Ahmed', 'أحمد كاظم الجبوري'],
    ['Ahmad', 'أحمد كاظم الجبوري'],
    ['Al-Jubouri', 'أحمد كاظم الجبوري'],
    ['Aljubouri', 'أحمد كاظم الجبوري'],
    ['El Jubouri', 'أحمد كاظم الجبوري'],
    ['Kadhim', 'أحمد كاظم الجبوري'],
    ['Rebwar', 'ڕێبوار کەریم'],
    ['التكريتي', 'Mohammed Al-Tikriti'],
    ['فاطمة حسين', 'Fatimah Hussein'],
    // Typos in words of five letters or more.
    ['pharmasist', 'Fatimah Hussein'],
    ['Tikrity', 'Mohammed Al-Tikriti'],
    ['recepcionist', 'Sara Jamil'],
    ['محاسبب', 'أحمد كاظم الجبوري'],
  ])('%s finds %s first', async (search, first) => {
    expect((await found(search))[0]).toBe(first);
  });

  it.each([
    ['Mohammed', ['Mohammed Al-Tikriti', 'محمد عبدالرحمن']],
    ['Muhammad', ['Mohammed Al-Tikriti', 'محمد عبدالرحمن']],
    ['Mohamed', ['Mohammed Al-Tikriti', 'محمد عبدالرحمن']],
    ['محمد', ['Mohammed Al-Tikriti', 'محمد عبدالرحمن']],
    ['Fatima', ['فاطمة الزهراء علي', 'Fatimah Hussein']],
    ['Abdulrahman', ['محمد عبدالرحمن', 'Abdul Rahman Saad']],
    ['عبد الرحمن', ['محمد عبدالرحمن', 'Abdul Rahman Saad']],
  ])('%s finds both spellings: %j', async (search, names) => {
    expect((await found(search)).slice(0, names.length).sort()).toEqual([...names].sort());
  });

  it('finds nothing for a word nobody wrote, a short word with a typo, or only signs', async () => {
    expect(await found('Astronaut')).toEqual([]);
    // Four letters: no typo allowed, so 'Sals' is not 'Sales'.
    expect(await found('Sals')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('Draft')).toEqual([]);
  });

  it('ranks the whole word above a word it only starts, and the name above another spelling', async () => {
    // Exact name 'Ali' (most recently updated first), then 'Alia' (starts with it), then 'علي'.
    expect(await found('ali')).toEqual(['Ali Hassan', 'Ali Hussain', 'Alia Mahmoud', 'فاطمة الزهراء علي']);
  });

  it('ranks the job title above the summary, and an exact word above a typo', async () => {
    const accountant = await found('accountant');
    expect(accountant[0]).toBe('Mohammed Al-Tikriti');
    expect(accountant.indexOf('Omar Saleh')).toBeGreaterThan(0);
    // Someone who wrote 'acountant' is the exact match of that typo and comes first.
    const typo = await found('acountant');
    expect(typo[0]).toBe('Sara Jamil');
    expect(typo).toContain('Mohammed Al-Tikriti');
  });

  it('keeps the spec default (oldest first) when no sort is asked for', async () => {
    const page = await filter(new URLSearchParams({ search: 'ali' }));
    expect(page.data.map((card) => card.contact.fullName)).toEqual([
      'فاطمة الزهراء علي',
      'Ali Hussain',
      'Alia Mahmoud',
      'Ali Hassan',
    ]);
  });
});

describe('best match over many matches', () => {
  // Ranking only the first few of the small order in full must still page through every match once.
  const pages = async (search: string, perPage: number, rankedInFull: number) => {
    const { db } = server.database;
    const reference = await mainSpecializationsOf(db);
    const today = new Date();
    const ids: number[] = [];
    let total = -1;
    for (let page = 1; page <= 12; page += 1) {
      const query = parseDirectoryQuery({
        search,
        sort_by: 'relevance',
        page: String(page),
        per_page: String(perPage),
      });
      const matches = await searchedMatches(db, query, reference, today, rankedInFull);
      total = matches.total;
      ids.push(...matches.ids);
    }
    return { total, ids };
  };

  it.each([['engineer'], ['nurse'], ['accountant']])(
    'pages through every match of %s once, whether ranked in full or not',
    async (search) => {
      const everything = await filter(new URLSearchParams({ search, per_page: '100' }));
      expect(everything.total).toBeGreaterThan(2);
      const inFull = await pages(search, 3, 1_000);
      expect(inFull.total).toBe(everything.total);
      expect(inFull.ids).toHaveLength(everything.total);
      for (const rankedInFull of [1, 4, 5, 7]) {
        const bounded = await pages(search, 3, rankedInFull);
        expect(bounded.total).toBe(everything.total);
        expect(new Set(bounded.ids).size).toBe(everything.total);
        expect([...bounded.ids].sort()).toEqual([...inFull.ids].sort());
      }
      // Past the last page: the total still comes back, with no ids.
      const { db } = server.database;
      const past = await searchedMatches(
        db,
        parseDirectoryQuery({ search, sort_by: 'relevance', page: '999' }),
        await mainSpecializationsOf(db),
        new Date(),
      );
      expect([past.total, past.ids]).toEqual([everything.total, []]);
    },
  );

  it('answers the total past the last page of a column order too', async () => {
    const everything = await filter(new URLSearchParams({ search: 'engineer', per_page: '100' }));
    const past = await filter(new URLSearchParams({ search: 'engineer', page: '999' }));
    expect([past.total, past.data]).toEqual([everything.total, []]);
  });
});

describe('what best match costs (issue 35)', () => {
  /** relevanceOf and gatedRelevanceOf over every resume's rank vector, an empty one and an unrelated one. */
  const ranked = async (words: KeywordSearch) => {
    const vectors = sql`(select rank_vector as v from applicants
      union all select ''::tsvector union all select 'unrelated:1A'::tsvector) as vectors`;
    const { rows } = await server.database.db.execute<{ full: number; gated: number }>(sql`
      select ${relevanceOf(words, sql`vectors.v`)} as full, ${gatedRelevanceOf(words, sql`vectors.v`)} as gated
      from ${vectors}`);
    expect(rows.length).toBeGreaterThan(SEARCHED.length);
    expect(rows.filter((row) => row.full !== row.gated)).toEqual([]);
    return rows.map((row) => Number(row.full));
  };

  it.each([['accountant'], ['Abdulrahman'], ['عبد الرحمن'], ['civil engineer'], ['acountant'], ['ali']])(
    'ranks %s as relevanceOf does, a name in the other script only in the vectors holding its keys',
    async (search) => {
      const ranks = await ranked(await keywordSearch(server.database.db, search));
      expect(ranks.some((rank) => rank > 0)).toBe(true);
      expect(ranks.some((rank) => rank === 0)).toBe(true);
    },
  );

  /** How many times a statement calls ts_rank for each row. */
  const rankCalls = (expression: ReturnType<typeof relevanceOf>) =>
    (new PgDialect().sqlToQuery(expression).sql.match(/ts_rank\(/g) ?? []).length;

  it('ranks the words of a concept by three calls: their whole words, their starts and the concept', async () => {
    // Before: four calls per word (whole, start, name in the other script twice) and the concept.
    const search = await keywordSearch(server.database.db, 'civil engineer');
    expect(search.concepts).toHaveLength(1);
    expect(rankCalls(relevanceOf(search))).toBe(3);
    // The concept's summand ranks its names in the other languages, not the typed words again.
    const queries = new PgDialect().sqlToQuery(relevanceOf(search)).params.map(String);
    expect(queries.at(-1)).toMatch(/[\u0600-\u06ff]/u);
    expect(queries.at(-1)).not.toMatch(/'(civil|engineer)/);
    // A word that names no concept is still ranked as a name in the other script too.
    const name = await keywordSearch(server.database.db, 'Abdulrahman engineer');
    expect(rankCalls(relevanceOf(name))).toBeGreaterThan(3);
  });

  it('gives the words ranked by one call the value of one call per word', async () => {
    const words = searchTerms('office manager excel').map((term) => ({ ...term, keys: [] }));
    const search: KeywordSearch = { terms: words, typoWords: new Map() };
    const separately = sql.join(
      words.flatMap((term) => [
        sql`4 * ts_rank(v, ${`'${term.word}'`}::tsquery)`,
        sql`ts_rank(v, ${`'${term.stem}':*`}::tsquery)`,
      ]),
      sql` + `,
    );
    const { rows } = await server.database.db.execute<{ merged: number; separately: number }>(sql`
      select ${relevanceOf(search, sql`v`)} as merged, ${separately} as separately
      from (select rank_vector as v from applicants) as vectors`);
    expect(rows.some((row) => Number(row.separately) > 0)).toBe(true);
    for (const row of rows) expect(Number(row.merged)).toBeCloseTo(Number(row.separately), 6);
  });

  it('reads a word most resumes hold through its index, not by testing every document', async () => {
    // 2,000 copies of one resume whose summary says 'punctual', in a transaction rolled back. With a
    // word as a constant the planner estimates its share, and for a common one (two thirds of the rows
    // at 100,000 resumes) tests every row instead, each search_vector fetched from TOAST, which it does
    // not price: 8 times slower than the index.
    const { db } = server.database;
    const reference = await mainSpecializationsOf(db);
    const query = parseDirectoryQuery({ search: 'punctual', sort_by: 'relevance' });
    const search = await keywordSearch(db, query.search);
    const parts = () => filterParts(query, reference, new Date());
    const [plan, analysed] = await withCopiesOfOneResume(db, 2000, async (tx) => [
      (await planOf(tx, searchedMatchesSql(query, search, parts(), 1_000, true))) +
        (await planOf(tx, searchedMatchesSql(query, search, parts(), 1_000, false))),
      await planOf(tx, searchedMatchesSql(query, search, parts()), sql`(analyze, timing off)`),
    ]);
    expectKeywordReadThroughItsIndex(plan);
    // Of the 2,000 matches, the first 20 pages of 12 are ranked again by the whole document, read from
    // TOAST: no more (RANKED_IN_FULL).
    expect(analysed).toMatch(/Subquery Scan on ranked .*\(actual rows=240(\.00)? loops=1\)/);
  });

  it('gives a vector without the words of an AND what ts_rank gives it (1e-20), and an empty one 0', async () => {
    // A name of two keys is an AND of their lexemes (termQueries' names).
    const ranks = await ranked({
      terms: searchTerms('accountant').map((term) => ({ ...term, keys: [['kntnt', 'njf']] })),
      typoWords: new Map(),
    });
    expect(ranks.some((rank) => rank > 0 && rank < 1e-10)).toBe(true);
    expect(ranks.some((rank) => rank === 0)).toBe(true);
  });
});

describe('job title, city and zone in either language (issue 23)', () => {
  it.each([
    // The job title through the concept list too (issue 35): the applicant's own words first.
    ['accountant Najaf', ['Karrar Hadi', 'زينب حيدر']],
    ['accountant النجف', ['Karrar Hadi', 'زينب حيدر']],
    ['محاسب النجف', ['زينب حيدر', 'Karrar Hadi']],
    ['محاسب نجف', ['زينب حيدر', 'Karrar Hadi']],
    ['محاسبة نەجەف', ['زينب حيدر']],
    ['midwife Risafa', ['Noor Jawad']],
    ['midwife الرصافة', ['Noor Jawad']],
    ['midwife ڕەسافە', ['Noor Jawad']],
  ])('%s finds %j', async (search, names) => {
    expect(await found(search)).toEqual(names);
  });

  it('finds a city without its article, and ranks those who live there above a mention in a summary', async () => {
    const basra = await found('بصرة');
    const huda = basra.indexOf('Huda Basrawi');
    expect(huda).toBeGreaterThan(0);
    // Applicants 1, 5, 9, … live in Basra (VARIED's cities in turn).
    expect(basra.slice(0, huda).every((name) => /^Applicant \d+ /.test(name))).toBe(true);
  });

  it('finds a city alone among everyone who lives there, in each language', async () => {
    for (const search of ['Najaf', 'النجف', 'نەجەف']) {
      expect((await found(search)).sort()).toEqual(expect.arrayContaining(['Karrar Hadi', 'زينب حيدر']));
      expect(await found(search)).not.toContain('Mohammed Al-Tikriti');
    }
  });

  it('sends the card its job title, city, zone in Baghdad and years from the employment dates', async () => {
    const page = (await filter(new URLSearchParams({ search: 'Karrar', per_page: '1' }))) as Page & {
      data: Array<Record<string, unknown>>;
    };
    expect(page.data[0]).toMatchObject({ jobTitle: 'Accountant', city: 'Najaf', zone: null });
    // publishableResume's one job: January 2019 to December 2023.
    expect(page.data[0]!.experienceYears).toBe(5);
    const noor = (await filter(new URLSearchParams({ search: 'Noor Jawad' }))) as Page & {
      data: Array<Record<string, unknown>>;
    };
    expect(noor.data[0]).toMatchObject({ jobTitle: 'Midwife', city: 'Baghdad', zone: 'Risafa' });
  });
});

/** The groups a query names as `key[]`. */
const isList = (group: FacetGroup) => group.endsWith('Specializations') || group === 'languages';

describe('facet counts', () => {
  const flag = fc.constantFrom(undefined, '1', '0');
  const filterArbitrary = fc.record({
    search: fc.constantFrom(undefined, 'engineer', 'nurse', 'applicant'),
    city: fc.constantFrom(undefined, ...cities, 'baghdad'),
    zone: fc.constantFrom(undefined, 'Karkh', 'Risafa'),
    gender: fc.constantFrom(undefined, 'Female', 'Male'),
    degree: fc.constantFrom(undefined, ...degrees),
    freshGraduate: flag,
    workAvailability: flag,
    mainSpecializations: fc.subarray(['Information Technology', 'Business & Administration']),
    subSpecializations: fc.subarray(['Software Development', 'Web Development', 'Accounting & Finance']),
    languages: fc.subarray(['Kurdish', 'English', 'Turkmen', 'Arabic']),
    experience_min: fc.constantFrom(undefined, '1', '5'),
  });
  type Filter = typeof filterArbitrary extends fc.Arbitrary<infer T> ? T : never;

  const queryOf = (chosen: Filter, group?: FacetGroup, value?: string) => {
    const query = new URLSearchParams();
    const values: Record<string, string | string[] | undefined> = { ...chosen };
    if (group) values[group] = isList(group) ? [value!] : value;
    for (const [key, given] of Object.entries(values)) {
      if (Array.isArray(given)) for (const item of given) query.append(`${key}[]`, item);
      else if (given !== undefined) query.set(key, given);
    }
    return query;
  };

  it('counts, for each group and value, the total of the same filter with that group set to the value', async () => {
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (chosen) => {
        const withFacets = queryOf(chosen);
        withFacets.set('facets', '1');
        const { facets, total } = await filter(withFacets);
        expect(Object.keys(facets!).sort()).toEqual([...FACET_GROUPS].sort());
        for (const group of FACET_GROUPS) {
          for (const [value, count] of Object.entries(facets![group])) {
            expect([group, value, (await filter(queryOf(chosen, group, value))).total]).toEqual([
              group,
              value,
              count,
            ]);
          }
        }
        // A value the facets leave out has no match; a filter's own value is counted as its total.
        expect(facets!.gender.Female ?? 0).toBe((await filter(queryOf(chosen, 'gender', 'Female'))).total);
        if (chosen.gender) expect(facets!.gender[chosen.gender] ?? 0).toBe(total);
      }),
      { numRuns: 15 },
    );
  });

  /** Every count of the facets of `query` against the total of its filter call. */
  const expectTotals = async (query: URLSearchParams) => {
    const withFacets = new URLSearchParams(query);
    withFacets.set('facets', '1');
    const { facets } = await filter(withFacets);
    for (const group of FACET_GROUPS) {
      for (const [value, count] of Object.entries(facets![group])) {
        const one = new URLSearchParams(query);
        if (isList(group)) one.set(`${group}[]`, value);
        else one.set(group, value);
        expect([group, value, (await filter(one)).total]).toEqual([group, value, count]);
      }
    }
    return facets!;
  };

  it('follows saves: a resume that moves city, is hidden and is published again', async () => {
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ name: 'Mover', email: 'mover@example.com', password: 'x' })
      .returning({ id: users.id });
    const save = (changes: ResumeChanges) =>
      saveResume(db, {
        userId: user!.id,
        resume: publishableResume(person('Dunya Mover', 'Engineer', changes)),
      });
    const engineers = new URLSearchParams({ search: 'engineer' });
    await save({ contact: { city: 'Kirkuk', zone: '' } });
    // Counted once, so what follows reaches the counts through the change log.
    expect((await expectTotals(engineers)).city.Kirkuk).toBe(1);
    expect((await expectTotals(new URLSearchParams())).city.Kirkuk).toBe(1);

    await save({ contact: { city: 'Duhok', zone: '' } });
    let facets = await expectTotals(engineers);
    expect(facets.city.Kirkuk).toBeUndefined();
    expect(facets.city.Duhok).toBe(1);
    expect((await expectTotals(new URLSearchParams({ city: 'duhok' }))).city.Duhok).toBe(1);

    await save({ contact: { city: 'Duhok', zone: '' }, published: false });
    facets = await expectTotals(new URLSearchParams());
    expect(facets.city.Duhok).toBeUndefined();

    await save({ contact: { city: 'Duhok', zone: '' } });
    expect((await expectTotals(engineers)).city.Duhok).toBe(1);
  });

  it('counts afresh after a gap in the change log', async () => {
    const before = await expectTotals(new URLSearchParams({ gender: 'Female' }));
    // A version with no logged change (what a TRUNCATE does): the server's copy is read again.
    await server.database.pool.query('UPDATE directory_state SET version = version + 1 WHERE id = 1');
    expect(await expectTotals(new URLSearchParams({ gender: 'Female' }))).toEqual(before);
  });

  it("reads a keyword's matches once for its page and its facets, with a filter or without, and its near words once", async () => {
    const { pool } = server.database;
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as { query: unknown }).query = (...args: unknown[]) => {
      const [text] = args as [string | { text: string }];
      statements.push(typeof text === 'string' ? text : text.text);
      return query(...args);
    };
    try {
      for (const extra of [{}, { city: 'Basra' }] as Array<Record<string, string>>) {
        // Nothing kept from before: the directory moved on.
        await query('UPDATE directory_state SET version = version + 1 WHERE id = 1');
        statements.length = 0;
        const search = new URLSearchParams({ search: 'nurse', sort_by: 'relevance', facets: '1', ...extra });
        expect((await filter(search)).facets).toBeDefined();
        const matching = statements.filter((text) => text.includes('@@') && !text.includes('search_words'));
        // The page's statement lists the keyword's ids too, with a filter beside it or without.
        expect(matching).toHaveLength(1);
        // "Did you mean" beside the matches reads the keyword as the page searched it: its near words
        // (typo words, in search_words) are looked up once.
        expect(statements.filter((text) => text.includes('search_words'))).toHaveLength(1);
      }
    } finally {
      (pool as { query: unknown }).query = query;
    }
  });

  it('leaves facets out unless asked for', async () => {
    expect((await filter(new URLSearchParams())).facets).toBeUndefined();
  });
});

describe('what the facet counts and filters read (migration 0012)', () => {
  it("keeps the filters' columns in the row and the specialisation indexes without a predicate", async () => {
    const { db } = server.database;
    // STORAGE MAIN: out of line only when the row could not fit a page otherwise, so counting a facet
    // or testing an array filter reads the row alone, not the TOAST table.
    const { rows: columns } = await db.execute<{ name: string; storage: string }>(sql`
      select attname as name, attstorage as storage from pg_attribute
      where attrelid = 'applicants'::regclass and attname in ('degrees', 'main_specialization_ids',
        'sub_specialization_ids', 'full_name', 'city', 'zone', 'gender')
      order by attname`);
    expect(columns).toEqual(
      [
        'city',
        'degrees',
        'full_name',
        'gender',
        'main_specialization_ids',
        'sub_specialization_ids',
        'zone',
      ].map((name) => ({ name, storage: 'm' })),
    );
    // Two partial indexes WHERE published are never combined (a BitmapAnd) by the planner.
    const { rows: indexes } = await db.execute<{ name: string; partial: boolean }>(sql`
      select indexrelid::regclass::text as name, indpred is not null as partial from pg_index
      where indrelid = 'applicants'::regclass and indexrelid::regclass::text like '%specialization_ids_index'
      order by 1`);
    expect(indexes).toEqual([
      { name: 'applicants_main_specialization_ids_index', partial: false },
      { name: 'applicants_sub_specialization_ids_index', partial: false },
    ]);
  });
});

describe('languages spoken (issue 30)', () => {
  const interpreters = new URLSearchParams({ search: 'interpreter' });

  beforeAll(async () => {
    const { db } = server.database;
    const written: Array<[string, ResumeChanges['languages']]> = [
      ['Hawre Interpreter', [{ item: 'عەرەبی', rating: 5 }]],
      ['Samir Interpreter', [{ item: 'العربية', rating: 5 }]],
      [
        'Jane Interpreter',
        [
          { item: 'Arabic', rating: 3 },
          { item: 'ئینگلیزی', rating: 5 },
        ],
      ],
    ];
    for (const [name, languages] of written) {
      const [user] = await db
        .insert(users)
        .values({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, password: 'x' })
        .returning({ id: users.id });
      await saveResume(db, {
        userId: user!.id,
        resume: publishableResume(person(name, 'Interpreter', { languages })),
      });
    }
  });

  const names = async (query: URLSearchParams) =>
    (await filter(query)).data.map((card) => card.contact.fullName).sort();

  it("counts a language written in Arabic, Kurdish or English under its English name, in the filter's facets", async () => {
    const withFacets = new URLSearchParams(interpreters);
    withFacets.set('facets', '1');
    expect((await filter(withFacets)).facets!.languages).toEqual({ Arabic: 3, English: 1 });
  });

  it('finds every resume that writes the language, in whichever language it writes it', async () => {
    const arabic = new URLSearchParams(interpreters);
    arabic.append('languages[]', 'Arabic');
    expect(await names(arabic)).toEqual(['Hawre Interpreter', 'Jane Interpreter', 'Samir Interpreter']);
    const english = new URLSearchParams(interpreters);
    english.append('languages[]', 'English');
    expect(await names(english)).toEqual(['Jane Interpreter']);
    // The query may name it in another letter case or in another interface language too.
    const named = new URLSearchParams(interpreters);
    named.append('languages[]', 'الإنجليزية');
    expect(await names(named)).toEqual(['Jane Interpreter']);
    const none = new URLSearchParams(interpreters);
    none.append('languages[]', 'kurdish');
    expect((await filter(none)).total).toBe(0);
  });

  it('matches any of several languages, and their facets stay the totals of each alone', async () => {
    const either = new URLSearchParams(interpreters);
    either.append('languages[]', 'English');
    either.append('languages[]', 'Kurdish');
    either.set('facets', '1');
    const page = await filter(either);
    expect(page.total).toBe(1);
    expect(page.facets!.languages).toEqual({ Arabic: 3, English: 1 });
  });

  it('reads them at start-up for resumes saved before they were kept (migration 0013)', async () => {
    const { db, pool } = server.database;
    await pool.query(`UPDATE applicants SET spoken_languages = NULL WHERE full_name LIKE '% Interpreter'`);
    const withFacets = new URLSearchParams(interpreters);
    withFacets.set('facets', '1');
    expect((await filter(withFacets)).facets!.languages).toEqual({});
    expect(await fillFilterColumns(db)).toBe(3);
    expect((await filter(withFacets)).facets!.languages).toEqual({ Arabic: 3, English: 1 });
    expect(await fillFilterColumns(db)).toBe(0);
  });
});

describe('a hidden birth date (security review)', () => {
  const ranged = new URLSearchParams({ search: 'glassblower', age_min: '18', age_max: '80', facets: '1' });

  beforeAll(async () => {
    const { db } = server.database;
    for (const [name, birthdateDisplay] of [
      ['Shown Glassblower', 'date'],
      ['Aged Glassblower', 'age'],
      ['Hidden Glassblower', 'hidden'],
    ] as const) {
      const [user] = await db
        .insert(users)
        .values({ name, email: `${name.split(' ')[0]!.toLowerCase()}.glass@example.com`, password: 'x' })
        .returning({ id: users.id });
      await saveResume(db, {
        userId: user!.id,
        resume: publishableResume(person(name, 'Glassblower', { contact: { birthdateDisplay } })),
      });
    }
  });

  it('matches no age filter, so no age range can tell its owner’s age', async () => {
    const page = await filter(ranged);
    expect(page.data.map((card) => card.contact.fullName).sort()).toEqual([
      'Aged Glassblower',
      'Shown Glassblower',
    ]);
    // Nor is it in any count of the ranged search.
    expect(page.facets!.gender).toEqual({ Female: 2 });
    // Without an age filter it is found like any other resume.
    expect((await filter(new URLSearchParams({ search: 'glassblower' }))).total).toBe(3);
  });

  it('is taken out of the age filters at start-up for a resume saved before', async () => {
    const { db, pool } = server.database;
    // As a resume saved before issue 30 was stored: its hidden birth date in the filters' column.
    await pool.query(
      `UPDATE applicants SET spoken_languages = NULL, birthdate = '1996-04-12' WHERE full_name LIKE '% Glassblower'`,
    );
    expect((await filter(ranged)).total).toBe(3);
    expect(await fillFilterColumns(db)).toBe(3);
    expect((await filter(ranged)).total).toBe(2);
  });
});
