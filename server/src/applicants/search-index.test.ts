// Issue 23: a resume indexed by an older server (its document without the version lexeme) is indexed
// again at start-up, so the keyword search finds its city in every language without a migration.

import { eq, sql } from 'drizzle-orm';
import { indexUnindexedResumes } from './search-index';
import { saveResume } from './save-resume';
import { publishableResume } from './test-resumes';
import { applicants, directoryChanges, directoryState, users } from '../db/schema';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ LOG_LEVEL: 'error' });
});

afterAll(() => environment.dispose());

async function names(search: string): Promise<string[]> {
  const response = await call<{ data: Array<{ contact: { fullName: string } }> }>(
    server.url,
    'GET',
    `/api/applicants/filter?${new URLSearchParams({ search })}`,
  );
  expect(response.status).toBe(200);
  return response.body.data.map((card) => card.contact.fullName);
}

it('indexes again a document of an older version, and then leaves it be', async () => {
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Old', email: 'old@example.com', password: 'x' })
    .returning({ id: users.id });
  const { applicantId: id } = await saveResume(db, {
    userId: user!.id,
    resume: publishableResume({ contact: { fullName: 'Muntadhar Salim', city: 'Karbala', zone: '' } }),
  });
  expect(await names('كربلاء')).toEqual(['Muntadhar Salim']);

  // What a server before issue 23 wrote: the name, without places or the version lexeme.
  await db.execute(
    sql`update ${applicants} set search_vector = 'muntadhar:1A salim:2A'::tsvector where id = ${id}`,
  );
  // As search-index.ts does after its update: servers count keyword answers afresh.
  await db.transaction(async (tx) => {
    await tx.update(directoryState).set({ version: sql`${directoryState.version} + 1` });
    await tx.delete(directoryChanges);
  });
  expect(await names('كربلاء')).toEqual([]);

  expect(await indexUnindexedResumes(db)).toBe(1);
  expect(await names('كربلاء')).toEqual(['Muntadhar Salim']);
  expect(await names('Karbala')).toEqual(['Muntadhar Salim']);
  expect(await indexUnindexedResumes(db)).toBe(0);

  // A stored resume the save path refuses gets the version alone, and is not tried at every start.
  await db.execute(
    sql`update ${applicants} set search_vector = null, resume = '{"contact": 5}'::jsonb where id = ${id}`,
  );
  expect(await indexUnindexedResumes(db)).toBe(1);
  expect(await indexUnindexedResumes(db)).toBe(0);
  const [row] = await db
    .select({ vector: applicants.searchVector })
    .from(applicants)
    .where(eq(applicants.id, id));
  expect(row!.vector).toBe("'~#3':1");
});
