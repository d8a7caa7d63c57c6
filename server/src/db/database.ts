import path from 'node:path';
import { type NodePgDatabase, drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database';
import { EMBEDDED_SOCKET_PORT } from './embedded-protocol';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** The database or a transaction on it: what functions that must work inside either take. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  engine: 'postgresql' | 'embedded';
  pool: pg.Pool;
  db: Db;
  /**
   * One connection without the statement bound, for start-up work: a migration may rewrite a large
   * table for longer than any request should wait. `release()` closes it.
   */
  connectWithoutTimeouts(): Promise<pg.PoolClient>;
  /** The embedded database process, when the server runs one. */
  embedded: EmbeddedDatabase | undefined;
  /** Closes the pool, then stops the embedded database process if there is one. */
  close(): Promise<void>;
}

const INT8_OID = 20;

// `pg` returns int8 (count(*), sums) as strings to avoid precision loss; our int8 values are counts
// and ids far below 2^53, and the API must send them as JSON numbers.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export interface OpenDatabaseOptions {
  log: FastifyBaseLogger;
  /** Called when the embedded database process ends without being asked to. */
  onEmbeddedDatabaseLost(error: Error): void;
  /**
   * The embedded database, already starting: `main.ts` starts it before loading the rest of the
   * server, so its seconds of WebAssembly work overlap the loading of the server's modules.
   */
  embeddedDatabase?: Promise<EmbeddedDatabase>;
}

/** Where the embedded database of this configuration keeps its files. */
export function embeddedDataDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'db');
}

/** Connects to PostgreSQL at DATABASE_URL, or starts the embedded database in `$DATA_DIR/db`. */
export async function openDatabase(config: Config, options: OpenDatabaseOptions): Promise<Database> {
  const { log } = options;
  let embedded: EmbeddedDatabase | undefined;
  let pool: pg.Pool;
  let connectWithoutTimeouts: () => Promise<pg.PoolClient>;

  if (config.databaseUrl) {
    const { connectMs, queryMs } = config.databaseTimeouts;
    const connection: pg.PoolConfig = {
      connectionString: config.databaseUrl,
      types,
      connectionTimeoutMillis: connectMs,
      keepAlive: true,
    };
    // A database that is away must not hold requests: they fail within these bounds (503) and the
    // pool opens fresh connections once it is back. The query bound also catches a silent network.
    pool = new pg.Pool({ ...connection, max: 10, query_timeout: queryMs });
    connectWithoutTimeouts = async () => {
      const single = new pg.Pool({ ...connection, max: 1 });
      single.on('error', (error) => log.error({ err: error }, 'database connection failed'));
      const client = await single.connect().catch(async (error: unknown) => {
        await single.end();
        throw error;
      });
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        release(error);
        void single.end();
      };
      return client;
    };
  } else {
    const dataDir = embeddedDataDir(config);
    log.info({ dataDir }, 'starting the embedded database');
    embedded = await (options.embeddedDatabase ?? startEmbeddedDatabase(dataDir));
    log.info({ databasePid: embedded.pid, dataDir }, 'embedded database ready');
    // PGlite runs one query at a time whatever the pool size; see embedded-db.ts for why it is one.
    pool = new pg.Pool({
      host: embedded.socketDir,
      port: EMBEDDED_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
      types,
    });
    // No bounds on the embedded pool to lift; and its one connection is the only safe one.
    connectWithoutTimeouts = () => pool.connect();
  }

  // An idle connection that breaks is replaced on next use; without a listener it would crash us.
  pool.on('error', (error) => log.error({ err: error }, 'database connection failed'));
  // pg-pool listens for errors only on idle connections. One lent out (inside a transaction, between
  // two statements) that breaks would emit an error nobody handles and take the process down; the
  // statement that follows fails instead, and the pool drops the connection.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'database connection lost while in use'));
  });

  let closing: Promise<void> | undefined;
  void embedded?.exited.then(({ code, signal }) => {
    if (!closing) {
      options.onEmbeddedDatabaseLost(
        new Error(`The embedded database process ended unexpectedly (${signal ?? `exit code ${code}`}).`),
      );
    }
  });

  const close = () => {
    closing ??= (async () => {
      await pool.end();
      await embedded?.stop();
    })();
    return closing;
  };

  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await close();
    throw new Error(
      `Cannot connect to the database${config.databaseUrl ? ' at DATABASE_URL' : ''}: ${(error as Error).message}`,
      { cause: error },
    );
  }

  return {
    engine: embedded ? 'embedded' : 'postgresql',
    pool,
    db: drizzle(pool, { schema }),
    connectWithoutTimeouts,
    embedded,
    close,
  };
}
