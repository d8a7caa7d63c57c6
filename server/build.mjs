// Bundles the server for `node dist/main.js`: our sources, the workspace packages (@talent/*, TypeScript
// sources) and the plain-JavaScript packages they use, in one file each. Loading some 800 modules one by
// one through pnpm's folders took most of a start (issue 18: ready in 3 s); one file loads in a fraction
// of that. What cannot or need not be bundled stays in node_modules and loads from there at run time:
// native add-ons and WebAssembly with files of their own, and packages loaded only when first used.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const loadedFromNodeModules = [
  'sharp', // native add-on
  '@node-rs/argon2', // native add-on
  '@electric-sql/pglite', // WebAssembly and data files beside its code (the embedded-db process)
  '@electric-sql/pglite-socket',
  'playwright-core', // loaded with the first PDF; finds its own files at run time
  '@aws-sdk/client-s3', // loaded only with PHOTO_STORAGE=s3
  'tsx', // named only when running from source
  'pdfjs-dist', // ES modules only, loaded with the first imported PDF
];

const isLoadedFromNodeModules = (specifier) =>
  loadedFromNodeModules.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const keepSomePackagesExternal = {
  name: 'keep-some-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind !== 'entry-point' && isLoadedFromNodeModules(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // embedded-db runs in its own process and the resume renderer on its own thread: each must be a file
  // of its own (dist/embedded-db.js, dist/pdf/render-worker.js) beside main.js.
  entryPoints: [
    'src/main.ts',
    'src/embedded-db.ts',
    'src/pdf/render-worker.ts',
    'src/resume-import/import-worker.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepSomePackagesExternal],
});

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
