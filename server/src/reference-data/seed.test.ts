import { count, eq } from 'drizzle-orm';
import { selectables, specializations } from '../db/schema';
import type { RunningServer } from '../server';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { seedReferenceData } from './seed';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

async function rowCounts() {
  const { db } = server.database;
  const [specializationRows] = await db.select({ total: count() }).from(specializations);
  const [selectableRows] = await db.select({ total: count() }).from(selectables);
  return { specializations: specializationRows?.total, selectables: selectableRows?.total };
}

describe('reference data seeding', () => {
  it('seeds every list on the first start', async () => {
    expect(await rowCounts()).toEqual({ specializations: 18, selectables: 6 });
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts();
    expect(await seedReferenceData(server.database.db)).toBe(0);
    expect(await seedReferenceData(server.database.db)).toBe(0);
    expect(await rowCounts()).toEqual(before);
  });

  it('restores a list that was changed, and only that list', async () => {
    await server.database.db
      .update(selectables)
      .set({ data: ['Atlantis'] })
      .where(eq(selectables.name, 'cities'));
    expect(await seedReferenceData(server.database.db)).toBe(1);

    const response = await fetch(`${server.url}/api/selectables/cities`);
    const body = (await response.json()) as { data: string[] };
    expect(body.data).toHaveLength(18);
  });

  it('re-seeds on every start without duplicating rows', async () => {
    const before = await rowCounts();
    await server.close();
    server = await environment.start();
    expect(await rowCounts()).toEqual(before);

    const response = await fetch(`${server.url}/api/selectables/specializations`);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(2);
  });
});
