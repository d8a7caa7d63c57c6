import { saveResume } from '../applicants/save-resume';
import { publishableResume } from '../applicants/test-resumes';
import { users } from './schema';
import type { RunningServer } from '../server';
import { databaseEngine, createTestEnvironment, type TestEnvironment } from '../testing/test-environment';
import { startMaintenance, VACUUM_LOCK, vacuumsItself } from './maintenance';

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

const autovacuumOn = async () =>
  (await server.database.pool.query<{ autovacuum: string }>('SHOW autovacuum')).rows[0]!.autovacuum === 'on';

it('runs unless the database vacuums itself: always on the embedded one, on PostgreSQL when autovacuum is off', async () => {
  const itself = databaseEngine === 'postgresql' && (await autovacuumOn());
  expect(await vacuumsItself(server.database)).toBe(itself);
  expect(server.app.maintenance === undefined).toBe(itself);
});

it('counts a busy table whose own autovacuum is switched off as not vacuumed by the database', async () => {
  await server.database.pool.query('ALTER TABLE directory_changes SET (autovacuum_enabled = false)');
  try {
    expect(await vacuumsItself(server.database)).toBe(false);
  } finally {
    await server.database.pool.query('ALTER TABLE directory_changes RESET (autovacuum_enabled)');
  }
  expect(await vacuumsItself(server.database)).toBe(
    databaseEngine === 'postgresql' && (await autovacuumOn()),
  );
});

it('vacuums and analyses the busy tables once enough resumes were written since the last time', async () => {
  const maintenance = startMaintenance(server.database, server.app.log, {
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

const onPostgreSql = databaseEngine === 'postgresql' ? it : it.skip;

onPostgreSql('leaves the run to another server that is vacuuming the same PostgreSQL', async () => {
  const maintenance = startMaintenance(server.database, server.app.log, {
    intervalMs: 3_600_000,
    writesBetween: 0,
  });
  const other = await server.database.connectWithoutTimeouts();
  try {
    const before = await lastVacuum();
    // The other server holds the lock for the length of its VACUUM.
    const [locked] = (
      await other.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [VACUUM_LOCK])
    ).rows;
    expect(locked!.locked).toBe(true);
    expect(await maintenance.runIfDue()).toBe(false);
    expect(await lastVacuum()).toEqual(before);

    await other.query('SELECT pg_advisory_unlock($1)', [VACUUM_LOCK]);
    expect(await maintenance.runIfDue()).toBe(true);
    expect(await lastVacuum()).not.toEqual(before);
  } finally {
    other.release();
    await maintenance.stop();
  }
});
