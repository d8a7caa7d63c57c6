import { sql } from 'drizzle-orm';
import type { RunningServer } from '../server';
import {
  createTestEnvironment,
  databaseEngine,
  describeOnEmbedded,
  type TestEnvironment,
} from '../testing/test-environment';
import { DATABASE_UNREACHABLE_MESSAGE, READINESS_TIMEOUT_MS, SCHEMA_OUTDATED_MESSAGE } from './health';

let environment: TestEnvironment;
let server: RunningServer;

beforeAll(async () => {
  environment = await createTestEnvironment();
  server = await environment.start();
});

afterAll(() => environment.dispose());

async function probe(path: string) {
  const started = Date.now();
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as unknown, ms: Date.now() - started };
}

describe(`health checks (${databaseEngine})`, () => {
  it('GET /healthz answers 200 {status: ok}', async () => {
    expect(await probe('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /readyz answers 200 {status: ok} with the database up and migrated', async () => {
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /readyz answers 503 while a migration this server ships is missing, and 200 once it is back', async () => {
    const latest = await server.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const row = latest.rows[0]!;
    await server.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`);
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: { message: SCHEMA_OUTDATED_MESSAGE },
      });
      expect(await probe('/healthz')).toMatchObject({ status: 200 });
    } finally {
      await server.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describeOnEmbedded('health checks with the embedded database frozen', () => {
  it('GET /readyz answers 503 within its timeout while the database does not answer; /healthz stays 200', async () => {
    const databasePid = server.database.embedded!.pid;
    process.kill(databasePid, 'SIGSTOP');
    try {
      const [ready, live] = await Promise.all([probe('/readyz'), probe('/healthz')]);
      expect(ready).toMatchObject({ status: 503, body: { message: DATABASE_UNREACHABLE_MESSAGE } });
      expect(ready.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_500);
      expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(live.ms).toBeLessThan(1_000);
    } finally {
      process.kill(databasePid, 'SIGCONT');
    }
    expect(await probe('/readyz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
