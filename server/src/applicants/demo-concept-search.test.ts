// Issue 35 on both databases: on the demo data, the three names of a concept (English, Arabic,
// Kurdish) find the same applicants, give or take 10 %: an employer sees the same pool whichever
// language they type in.

import { CONCEPTS } from '../search/concepts/concepts';
import { generateDemoApplicants } from '../demo/generate';
import { saveResume } from './save-resume';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

const DEMO_APPLICANTS = 300;
/** Concepts the demo resumes name in all three languages. */
const CHECKED = [
  'accountant',
  'financial-analyst',
  'data-analyst',
  'software-engineer',
  'web-developer',
  'network-engineer',
  'project-manager',
  'human-resources',
  'marketing',
  'recruiter',
  'excel',
  'python',
  'erbil',
  'sulaymaniyah',
  'baghdad',
] as const;

async function idsOf(keyword: string): Promise<Set<string>> {
  const query = new URLSearchParams({ search: keyword, per_page: '100', sort_by: 'created_at' });
  const ids = new Set<string>();
  for (let page = 1; ; page += 1) {
    query.set('page', String(page));
    const response = await call<{ last_page: number; data: Array<{ id: number }> }>(
      server.url,
      'GET',
      `/api/applicants/filter?${query}`,
    );
    expect(response.status).toBe(200);
    for (const card of response.body.data) ids.add(String(card.id));
    if (page >= response.body.last_page) return ids;
  }
}

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ LOG_LEVEL: 'error' });
  const { db } = server.database;
  for (const applicant of generateDemoApplicants(DEMO_APPLICANTS, { today: new Date('2026-11-01') })) {
    const [user] = await db
      .insert(users)
      .values({ name: applicant.account.name, email: applicant.account.email, password: 'x' })
      .returning({ id: users.id });
    await saveResume(db, { userId: user!.id, resume: { ...applicant.resume, image: null } });
  }
});

afterAll(() => environment.dispose());

describe('the three names of a concept on the demo data', () => {
  it('find result sets that differ by at most 10 %', async () => {
    const report: string[] = [];
    for (const id of CHECKED) {
      const concept = CONCEPTS.find((candidate) => candidate.id === id)!;
      const sets = await Promise.all(
        (['en', 'ar', 'ckb'] as const).map((language) => idsOf(concept.names[language][0]!)),
      );
      const union = new Set(sets.flatMap((set) => [...set]));
      const inAll = [...union].filter((item) => sets.every((set) => set.has(item)));
      const differing = union.size - inAll.length;
      expect(union.size).toBeGreaterThan(0);
      if (differing > union.size * 0.1) {
        report.push(
          `${id}: ${sets.map((set) => set.size).join(' / ')}, ${differing} of ${union.size} differ`,
        );
      }
    }
    expect(report).toEqual([]);
  });
});
