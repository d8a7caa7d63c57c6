import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database, Db } from '../db/database';
import { type Maintenance, startEmbeddedMaintenance } from '../db/maintenance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the server's pool, for PostgreSQL and the embedded database alike. */
    db: Db;
    /** The embedded database's vacuuming (none on PostgreSQL, whose autovacuum does it). */
    maintenance: Maintenance | undefined;
  }
}

/** Shares the opened database with every route and closes it when the server closes. */
export const databasePlugin = fastifyPlugin(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    // PostgreSQL vacuums itself; the embedded database needs the server to do it.
    const maintenance =
      database.engine === 'embedded' ? startEmbeddedMaintenance(database.pool, app.log) : undefined;
    app.decorate('maintenance', maintenance);
    app.addHook('onClose', async () => {
      await maintenance?.stop();
      await database.close();
    });
  },
  { name: 'database' },
);
