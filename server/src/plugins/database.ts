import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the server's pool, for PostgreSQL and the embedded database alike. */
    db: Db;
  }
}

/** Shares the opened database with every route and closes it when the server closes. */
export const databasePlugin = fastifyPlugin(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
