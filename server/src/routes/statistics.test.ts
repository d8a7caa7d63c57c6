import { applicants, users } from '../db/schema';
import type { RunningServer } from '../server';
import { countStatements, countsRows } from '../testing/statements';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

async function getStatistics() {
  const response = await fetch(`${server.url}/api/statistics`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /api/statistics', () => {
  it('reports totalResumes as 0 on a fresh database', async () => {
    expect(await getStatistics()).toEqual({ status: 200, body: { totalResumes: 0 } });
  });

  it('counts the published resumes only, as a JSON number', async () => {
    const [first, second] = await server.database.db
      .insert(users)
      .values([
        { name: 'Zainab Ali', email: 'zainab@example.com', password: 'hash' },
        { name: 'Omar Hassan', email: 'omar@example.com', password: 'hash' },
      ])
      .returning({ id: users.id });
    await server.database.db.insert(applicants).values([
      { userId: first!.id, published: true },
      { userId: second!.id, published: false },
    ]);

    expect(await getStatistics()).toEqual({ status: 200, body: { totalResumes: 1 } });
  });
});

describe('GET /api/statistics at scale', () => {
  it('does not count the directory on every visit: it follows saves from the change log', async () => {
    const before = (await getStatistics()).body as { totalResumes: number };
    const { statements } = await countStatements(server.database.pool, countsRows, async () => {
      const [user] = await server.database.db
        .insert(users)
        .values({ name: 'Huda Kareem', email: 'huda@example.com', password: 'hash' })
        .returning({ id: users.id });
      await server.database.db.insert(applicants).values({ userId: user!.id, published: true });
      expect(await getStatistics()).toEqual({ status: 200, body: { totalResumes: before.totalResumes + 1 } });
      expect(await getStatistics()).toEqual({ status: 200, body: { totalResumes: before.totalResumes + 1 } });
    });
    expect(statements).toBe(0);
  });
});
