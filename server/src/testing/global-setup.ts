import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleOnPglite } from 'drizzle-orm/pglite';
import { migrate as migrateOnPglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleOnPostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateOnPostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, serverRoot } from '../paths';

// The server's own bundling, shared with `pnpm build` (server/bundle.cjs, plain JavaScript for build.mjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bundleServer } = require('../../bundle.cjs') as {
  bundleServer(
    outdir: string,
    options?: { sourcemap?: boolean; extraEntryPoints?: { in: string; out: string }[] },
  ): Promise<unknown>;
};

/**
 * A database with every migration applied, made once per run: each test file's server starts from a copy of it
 * (see test-environment.ts) and finds nothing left to migrate, as a quick start does with the build's
 * `dist/empty-db`. Creating a PGlite cluster takes seconds of WebAssembly work and the migrations over the
 * embedded socket as long again; a PostgreSQL database made from a template is a file copy.
 */
export async function createTemplateDatabase(engine: 'embedded' | 'postgresql') {
  await bundleServerOnce();
  if (engine === 'postgresql') {
    await createPostgresTemplate();
    return;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-server-tests-'));
  process.env.TALENT_TEST_ROOT = root;
  const templateDir = path.join(root, 'template-db');
  // The same extensions as the embedded database process (src/embedded-db.ts): the migrations create them.
  const db = await PGlite.create({ dataDir: templateDir, extensions: { pg_trgm, fuzzystrmatch } });
  try {
    await migrateOnPglite(drizzleOnPglite(db), { migrationsFolder });
  } finally {
    await db.close();
  }
  process.env.TALENT_TEST_TEMPLATE_DB = templateDir;
}

/**
 * The server bundled once per run, in dist/'s layout plus the backup command (see `serverProgramLaunch` in
 * src/paths.ts): the processes and threads the tests start run from it instead of compiling TypeScript each time.
 * It is written inside the server package, where Node finds the packages left out of the bundle, as `pnpm build`
 * does; both engines' setups share it.
 */
async function bundleServerOnce(): Promise<void> {
  if (process.env.TALENT_TEST_SERVER_BUNDLE) return;
  const folder = path.join(serverRoot, `test-bundle-${process.pid}-${randomBytes(4).toString('hex')}`);
  process.env.TALENT_TEST_SERVER_BUNDLE = folder;
  await bundleServer(folder, {
    sourcemap: false,
    extraEntryPoints: [{ in: 'src/backup/cli.ts', out: 'backup-cli' }],
  });
}

async function createPostgresTemplate() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The postgresql test project needs DATABASE_URL.');
  const name = `talent_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migrateOnPostgres(drizzleOnPostgres(client), { migrationsFolder });
  } finally {
    await client.end();
  }
  process.env.TALENT_TEST_POSTGRES_TEMPLATE = name;
}
