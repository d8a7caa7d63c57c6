// Vacuuming when nobody else does. PGlite runs PostgreSQL as one process, without the background workers
// that reclaim the rows every update leaves behind and keep the planner's statistics and the visibility
// map (which index-only scans, such as the directory's deep pages, depend on) up to date; and a
// PostgreSQL server may run with `autovacuum = off` (this project's test machines do). Without this,
// every save would make the directory a little slower for good: at a million resumes the change log's
// dead rows alone made every directory request take 110 ms instead of 4–12 (docs/benchmarks.md).
// A PostgreSQL whose autovacuum runs does it itself, and the server leaves it alone.

import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './database';

/** The tables every save rewrites a row of (the resume and its change-log entry). */
const BUSY_TABLES = ['applicants', 'directory_changes'];

/**
 * Held while one server vacuums, so the servers of one PostgreSQL (several instances behind a proxy)
 * do not queue behind each other's VACUUM: a server that finds it taken leaves the run to the holder.
 */
export const VACUUM_LOCK = 0x7a1e_0017;

export interface Maintenance {
  /** Vacuums and analyses the busy tables if enough rows were written since the last time; true if it did. */
  runIfDue(): Promise<boolean>;
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

/**
 * Whether the database reclaims dead rows by itself: never the embedded one; PostgreSQL when its
 * autovacuum is on (it needs `track_counts` too, and a table may have it switched off on its own).
 */
export async function vacuumsItself(database: Pick<Database, 'engine' | 'pool'>): Promise<boolean> {
  if (database.engine === 'embedded') return false;
  const { rows } = await database.pool.query<{ on: boolean }>(
    `SELECT current_setting('autovacuum')::boolean AND current_setting('track_counts')::boolean
       AND NOT EXISTS (SELECT 1 FROM pg_class WHERE relname = ANY($1::text[])
         AND relkind = 'r' AND reloptions @> '{autovacuum_enabled=false}') AS on`,
    [BUSY_TABLES],
  );
  return rows[0]?.on === true;
}

/**
 * Every `intervalMs`, vacuums the busy tables once at least `writesBetween` rows of `applicants` were
 * written since the last time (read from the directory's version, which counts them). One run at a time;
 * a failure (the database away) is logged and tried again at the next tick. On PostgreSQL the VACUUM
 * runs on a connection without the request's statement bound (at a million rows it takes longer), under
 * an advisory lock another server may hold.
 */
export function startMaintenance(
  database: Pick<Database, 'engine' | 'pool' | 'connectWithoutTimeouts'>,
  log: FastifyBaseLogger,
  { intervalMs = 60_000, writesBetween = 500 } = {},
): Maintenance {
  const { pool } = database;
  // The version at the last run: 0 at start, so a server started on a busy database vacuums at once.
  let vacuumedAt = 0;
  let running: Promise<boolean> | null = null;

  /** VACUUM on `client`; false when another server holds the lock (and is vacuuming). */
  async function vacuumOn(client: pg.PoolClient): Promise<boolean> {
    if (database.engine === 'embedded') {
      await client.query(`VACUUM (ANALYZE) ${BUSY_TABLES.join(', ')}`);
      return true;
    }
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      VACUUM_LOCK,
    ]);
    if (!rows[0]?.locked) return false;
    try {
      await client.query(`VACUUM (ANALYZE) ${BUSY_TABLES.join(', ')}`);
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [VACUUM_LOCK]);
    }
  }

  async function vacuumIfDue(): Promise<boolean> {
    const { rows } = await pool.query<{ version: string }>(
      'SELECT version FROM directory_state WHERE id = 1',
    );
    const version = Number(rows[0]?.version ?? 0);
    if (version - vacuumedAt < writesBetween) return false;
    const started = performance.now();
    const client = await database.connectWithoutTimeouts();
    let vacuumed: boolean;
    try {
      vacuumed = await vacuumOn(client);
    } finally {
      client.release();
    }
    // Another server's run counts as this one's: the dead rows it reclaimed were everybody's.
    vacuumedAt = version;
    if (vacuumed) {
      log.info(
        { tables: BUSY_TABLES, writes: version, ms: Math.round(performance.now() - started) },
        'database vacuumed',
      );
    }
    return vacuumed;
  }

  const runIfDue = () => {
    running ??= vacuumIfDue().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runIfDue().catch((error: unknown) => log.warn({ err: error }, 'database maintenance failed'));
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
