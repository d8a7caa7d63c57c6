import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { users } from './schema';
import type { RunningServer } from '../server';
import { databaseEngine, createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { startEmbeddedMaintenance } from './maintenance';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start({ SEED_DEMO: '0' });
});

afterAll(() => environment.dispose());

const lastVacuum = async () =>
  (
    await server.database.pool.query<{ last_vacuum: Date | null }>(
      "SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'applicants'",
    )
  ).rows[0]?.last_vacuum ?? null;

it('runs on the embedded database only (PostgreSQL vacuums itself)', () => {
  expect(server.app.maintenance === undefined).toBe(databaseEngine === 'postgresql');
});

it('vacuums and analyses the busy tables once enough resumes were written since the last time', async () => {
  const maintenance = startEmbeddedMaintenance(server.database.pool, server.app.log, {
    intervalMs: 3_600_000,
    writesBetween: 3,
  });
  try {
    const [user] = await server.database.db
      .insert(users)
      .values({ name: 'Sara', email: 'sara@example.com', password: 'x' })
      .returning({ id: users.id });
    const save = (jobTitle: string) =>
      saveResume(server.database.db, {
        userId: user!.id,
        resume: publishableResume({ contact: { job_title: jobTitle } }),
      });
    // Whatever ran before (the first start's seeding), this counts from here.
    await maintenance.runIfDue();
    const before = await lastVacuum();

    await save('Web Developer');
    await save('Front-end Developer');
    expect(await maintenance.runIfDue()).toBe(false);
    expect(await lastVacuum()).toEqual(before);

    await save('Lead Developer');
    expect(await maintenance.runIfDue()).toBe(true);
    const after = await lastVacuum();
    expect(after).not.toBeNull();
    expect(after).not.toEqual(before);
    expect(await maintenance.runIfDue()).toBe(false);
  } finally {
    await maintenance.stop();
  }
});
