import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database, Db } from '../db/database';
import { type Maintenance, startMaintenance, vacuumsItself } from '../db/maintenance';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the server's pool, for PostgreSQL and the embedded database alike. */
    db: Db;
    /** The server's vacuuming: the embedded database's, and a PostgreSQL's whose autovacuum is off. */
    maintenance: Maintenance | undefined;
  }
}

/** Shares the opened database with every route and closes it when the server closes. */
export const databasePlugin = fastifyPlugin(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    // PostgreSQL with its autovacuum on vacuums itself; the embedded database, and a PostgreSQL run with
    // `autovacuum = off`, need the server to do it.
    const maintenance = (await vacuumsItself(database)) ? undefined : startMaintenance(database, app.log);
    app.decorate('maintenance', maintenance);
    app.addHook('onClose', async () => {
      await maintenance?.stop();
      await database.close();
    });
  },
  { name: 'database' },
);
