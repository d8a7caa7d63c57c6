// Writes dist/: the server bundled (bundle.cjs), and an empty migrated embedded database beside it.
import { rmSync } from 'node:fs';
import serverBundle from './bundle.cjs';

rmSync('dist', { recursive: true, force: true });
await serverBundle.bundleServer('dist');

// An embedded database with every migration applied, made once here: creating one takes PGlite seconds
// of WebAssembly work and the migrations seconds more (16 s together on a busy machine); copying this
// folder takes a fraction of one. A first start copies it into $DATA_DIR/db (src/embedded-db.ts) and
// finds nothing left to migrate, so the quick start's server is ready within seconds.
const { PGlite } = await import('@electric-sql/pglite');
// The same extensions as the embedded database process (src/embedded-db.ts): the migrations create them.
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const templateDatabase = await PGlite.create({
  dataDir: 'dist/empty-db',
  extensions: { pg_trgm, fuzzystrmatch },
});
await migrate(drizzle(templateDatabase), { migrationsFolder: 'drizzle' });
await templateDatabase.close();
