import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';
import { migrationsFolder } from '../paths';
import { fillFilterColumns } from '../applicants/filter-columns';
import { indexUnindexedResumes } from '../applicants/search-index';
import { seedReferenceData } from '../reference-data/seed';
import * as schema from './schema';

// Any fixed number: it names the lock that serialises start-up work between server instances.
const PREPARE_LOCK_KEY = 7_420_001;

/**
 * Brings the schema up to date and seeds the reference data. Several servers sharing one PostgreSQL
 * may start together, so the work runs under an advisory lock, on one connection (the embedded
 * database's pool has only one), free of the request-time statement bound.
 */
export async function prepareDatabase(
  database: Pick<Database, 'connectWithoutTimeouts'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const client = await database.connectWithoutTimeouts();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder });
      const changedRows = await seedReferenceData(db);
      log.info({ changedRows }, 'database schema and reference data up to date');
      const indexed = await indexUnindexedResumes(db);
      if (indexed > 0) log.info({ indexed }, 'resumes indexed for the keyword search');
      const filled = await fillFilterColumns(db);
      if (filled > 0) log.info({ filled }, "resumes' spoken languages read for the directory's filters");
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
