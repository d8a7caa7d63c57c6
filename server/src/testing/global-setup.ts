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
import { buildSync } from 'esbuild';
import { migrationsFolder, serverRoot } from '../paths';

/**
 * A database with every migration applied, made once per run: each test file's server starts from a copy of it
 * (see test-environment.ts) and finds nothing left to migrate, as a quick start does with the build's
 * `dist/empty-db`. Creating a PGlite cluster takes seconds of WebAssembly work and the migrations over the
 * embedded socket as long again; a PostgreSQL database made from a template is a file copy.
 */
export async function createTemplateDatabase(engine: 'embedded' | 'postgresql') {
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
  process.env.TALENT_EMBEDDED_DB_BUNDLE = bundleEmbeddedDatabase();
}

/**
 * The embedded database process as one JavaScript file, so each of the run's databases starts without tsx (see
 * embeddedDatabaseLaunch in src/paths.ts). It is written inside the server package, where Node finds PGlite's
 * packages (left out of the bundle: their WebAssembly and data files sit beside their code), as `pnpm build` does.
 */
function bundleEmbeddedDatabase(): string {
  const outfile = path.join(
    serverRoot,
    'node_modules',
    '.cache',
    'talent-server-tests',
    `embedded-db-${process.pid}-${randomBytes(4).toString('hex')}.js`,
  );
  buildSync({
    entryPoints: [path.join(serverRoot, 'src', 'embedded-db.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@electric-sql/pglite-socket'],
  });
  return outfile;
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
