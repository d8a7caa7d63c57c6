// The embedded database has no autovacuum: PGlite runs PostgreSQL as one process, without the background
// workers that reclaim the rows every update leaves behind and keep the planner's statistics and the
// visibility map (which index-only scans, such as the directory's deep pages, depend on) up to date.
// Without this, every save would make the directory a little slower for good. PostgreSQL does it itself.

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** The tables every save rewrites a row of (the resume and its change-log entry). */
const BUSY_TABLES = ['applicants', 'directory_changes'];

export interface Maintenance {
  /** Vacuums and analyses the busy tables if enough rows were written since the last time; true if it did. */
  runIfDue(): Promise<boolean>;
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`, vacuums the busy tables once at least `writesBetween` rows of `applicants` were
 * written since the last time (read from the directory's version, which counts them). One run at a time;
 * a failure (the database away) is logged and tried again at the next tick.
 */
export function startEmbeddedMaintenance(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, writesBetween = 500 } = {},
): Maintenance {
  // The version at the last run: 0 at start, so a server started on a busy database vacuums at once.
  let vacuumedAt = 0;
  let running: Promise<boolean> | null = null;

  async function vacuumIfDue(): Promise<boolean> {
    const { rows } = await pool.query<{ version: string }>(
      'SELECT version FROM directory_state WHERE id = 1',
    );
    const version = Number(rows[0]?.version ?? 0);
    if (version - vacuumedAt < writesBetween) return false;
    const started = performance.now();
    await pool.query(`VACUUM (ANALYZE) ${BUSY_TABLES.join(', ')}`);
    vacuumedAt = version;
    log.info(
      { tables: BUSY_TABLES, writes: version, ms: Math.round(performance.now() - started) },
      'embedded database vacuumed',
    );
    return true;
  }

  const runIfDue = () => {
    running ??= vacuumIfDue().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runIfDue().catch((error: unknown) => log.warn({ err: error }, 'embedded database maintenance failed'));
  }, intervalMs);
  timer.unref();
  return {
    runIfDue,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
