import path from 'node:path';
import { pathToFileURL } from 'node:url';

// This file sits one folder below the server package both as source (`src/paths.ts`) and once
// bundled into `dist/main.js`, so the same arithmetic finds the package from either place.
export const serverRoot = path.resolve(__dirname, '..');
export const repositoryRoot = path.resolve(serverRoot, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');

const runningFromSource = __filename.endsWith('.ts');

/** The entry point of the embedded database process: `src/embedded-db.ts` or `dist/embedded-db.js`. */
export const embeddedDatabaseEntry = path.join(
  __dirname,
  runningFromSource ? 'embedded-db.ts' : 'embedded-db.js',
);

/**
 * A bundle of the server made once per test run (src/testing/global-setup.ts, with `bundle.cjs`, in dist/'s
 * layout), named in TALENT_TEST_SERVER_BUNDLE: from source, the processes and threads a test starts run from it
 * instead of loading tsx and compiling TypeScript each time (about 1 s of processor time a server start, 0.6 s a
 * renderer thread, 0.5 s an embedded database). Outside the server's tests it is never set.
 */
function testBundle(): string | undefined {
  return runningFromSource ? process.env.TALENT_TEST_SERVER_BUNDLE || undefined : undefined;
}

/**
 * EMBEDDED_DB_QUICK_START=1 (the server's test runs set it) keeps PGlite's WebAssembly on V8's baseline compiler:
 * optimising it costs more processor time than a database that lives for one test file ever wins back (a start
 * and stop take about 40 % less, and even the demo seed's suite runs quicker; docs/benchmarks.md). A long-lived
 * server keeps the default, whose optimised code pays off over its life.
 */
function quickStartArgv(): string[] {
  return process.env.EMBEDDED_DB_QUICK_START === '1' ? ['--liftoff-only'] : [];
}

/** Node options that run a file of the server's own kind (TypeScript from source through tsx, else built). */
function execArgvFor(entry: string): string[] {
  if (!entry.endsWith('.ts')) return quickStartArgv();
  return ['--import', pathToFileURL(require.resolve('tsx')).href, ...quickStartArgv()];
}

/** The file and Node options that start the embedded database process. */
export function embeddedDatabaseLaunch(): { entry: string; execArgv: string[] } {
  const bundle = testBundle();
  const entry = bundle ? path.join(bundle, 'embedded-db.js') : embeddedDatabaseEntry;
  return { entry, execArgv: execArgvFor(entry) };
}

/**
 * What a test runs as a process of its own, as `pnpm start` or `pnpm backup|restore` would: the server
 * (`src/main.ts`) or the backup command (`src/backup/cli.ts`), from the run's bundle when there is one.
 */
export function serverProgramLaunch(program: 'main' | 'backup-cli'): { entry: string; execArgv: string[] } {
  const bundle = testBundle();
  const source =
    program === 'main' ? path.join(__dirname, 'main.ts') : path.join(__dirname, 'backup', 'cli.ts');
  const entry = bundle ? path.join(bundle, `${program}.js`) : source;
  return { entry, execArgv: execArgvFor(entry) };
}

type ThreadStart = { code: string; eval: boolean; env?: NodeJS.ProcessEnv };

/**
 * How to start a thread of the server's (`pdf/render-worker`, `resume-import/import-worker`): the built file;
 * from source, the test run's bundle, else through tsx (a worker thread does not take `--import` hooks) with the
 * repository's compiler settings (the template is TSX).
 */
function threadStart(name: string): ThreadStart {
  const built = testBundle() ?? (runningFromSource ? undefined : __dirname);
  if (built) return { code: path.join(built, `${name}.js`), eval: false };
  const entry = path.join(__dirname, `${name}.ts`);
  return {
    code: `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(entry)});`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repositoryRoot, 'tsconfig.base.json') },
  };
}

/** The thread that renders resumes for PDFs. */
export const renderWorkerStart = (): ThreadStart => threadStart('pdf/render-worker');

/** A thread of the resume import. */
export const importWorkerStart = (): ThreadStart => threadStart('resume-import/import-worker');
