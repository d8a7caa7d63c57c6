import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { isDatabaseUnavailable } from '../db/outage';
import { messageSchema } from '../http/schemas';
import { migrationsFolder } from '../paths';

export const DATABASE_UNREACHABLE_MESSAGE = 'The database is not reachable.';
export const SCHEMA_OUTDATED_MESSAGE = 'The database schema is not up to date.';

/** A readiness probe answers well within a load balancer's usual 5 s, whatever the database does. */
export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; message: string };

/** Whether the database answers within `timeoutMs` and holds every migration this server ships. */
export async function checkReadiness(
  db: Db,
  latestMigrationMillis: number,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  // drizzle's migrator records each applied migration's folder time in created_at.
  const latestApplied = db
    .execute<{ latest: string | number | null }>(
      sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
    )
    .then((result) => Number(result.rows[0]?.latest ?? 0));
  try {
    const outcome = await Promise.race([latestApplied, timedOut]);
    if (outcome === 'timeout') return { ready: false, message: DATABASE_UNREACHABLE_MESSAGE };
    if (outcome < latestMigrationMillis) return { ready: false, message: SCHEMA_OUTDATED_MESSAGE };
    return { ready: true };
  } catch (error) {
    // No migrations table at all is a schema that was never brought up to date.
    const missingTable = (error as { cause?: { code?: unknown } }).cause?.code === '42P01';
    if (missingTable) return { ready: false, message: SCHEMA_OUTDATED_MESSAGE };
    if (isDatabaseUnavailable(error)) return { ready: false, message: DATABASE_UNREACHABLE_MESSAGE };
    throw error;
  } finally {
    clearTimeout(timer);
    latestApplied.catch(() => undefined);
  }
}

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;

/** Probes for load balancers, process managers and start scripts. */
export async function healthRoutes(app: FastifyInstance) {
  const migrations = readMigrationFiles({ migrationsFolder });
  const latestMigrationMillis = Math.max(0, ...migrations.map((migration) => migration.folderMillis));

  // Liveness: answers as soon as the server listens, without touching the database.
  app.get('/healthz', { logLevel: 'warn', schema: { response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  // Readiness: send traffic here only while the database answers and its schema is current.
  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { response: { 200: statusSchema, 503: messageSchema } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, latestMigrationMillis);
      if (readiness.ready) return { status: 'ok' };
      app.log.warn({ reason: readiness.message }, 'not ready');
      return reply.code(503).header('cache-control', 'no-store').send({ message: readiness.message });
    },
  );
}
