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
 * Node options the embedded database process needs to run from the same kind of file as we do.
 * EMBEDDED_DB_QUICK_START=1 (the server's test runs set it) keeps PGlite's WebAssembly on V8's baseline compiler:
 * optimising it costs more processor time than a database that lives for one test file ever wins back (a start
 * and stop take about 40 % less, and even the demo seed's suite runs quicker; docs/benchmarks.md). A long-lived
 * server keeps the default, whose optimised code pays off over its life.
 */
export function embeddedDatabaseExecArgv(): string[] {
  if (!runningFromSource) return quickStartArgv();
  return ['--import', pathToFileURL(require.resolve('tsx')).href, ...quickStartArgv()];
}

function quickStartArgv(): string[] {
  return process.env.EMBEDDED_DB_QUICK_START === '1' ? ['--liftoff-only'] : [];
}

/**
 * The file and Node options that start the embedded database process. The server's test runs start a few hundred
 * short-lived databases: they bundle `src/embedded-db.ts` once per run (src/testing/global-setup.ts) and name the
 * bundle in TALENT_EMBEDDED_DB_BUNDLE, so no start pays for loading tsx and compiling TypeScript (about half a
 * second of processor time each).
 */
export function embeddedDatabaseLaunch(): { entry: string; execArgv: string[] } {
  const bundle = process.env.TALENT_EMBEDDED_DB_BUNDLE;
  if (bundle) return { entry: bundle, execArgv: quickStartArgv() };
  return { entry: embeddedDatabaseEntry, execArgv: embeddedDatabaseExecArgv() };
}

/** The entry point of the thread that renders resumes for PDFs: `src/pdf/render-worker.ts` or `dist/pdf/render-worker.js`. */
export const renderWorkerEntry = path.join(
  __dirname,
  'pdf',
  runningFromSource ? 'render-worker.ts' : 'render-worker.js',
);

/**
 * How to start that thread: the file itself once built; from source, through tsx (a worker thread does
 * not take `--import` hooks), with the repository's compiler settings (the template is TSX).
 */
export function renderWorkerStart(): { code: string; eval: boolean; env?: NodeJS.ProcessEnv } {
  if (!runningFromSource) return { code: renderWorkerEntry, eval: false };
  return {
    code: `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(renderWorkerEntry)});`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repositoryRoot, 'tsconfig.base.json') },
  };
}

/** The entry point of the resume import's threads: `src/resume-import/import-worker.ts` or `dist/resume-import/import-worker.js`. */
export const importWorkerEntry = path.join(
  __dirname,
  'resume-import',
  runningFromSource ? 'import-worker.ts' : 'import-worker.js',
);

/** How to start an import thread: as the resume renderer's (`renderWorkerStart`). */
export function importWorkerStart(): { code: string; eval: boolean; env?: NodeJS.ProcessEnv } {
  if (!runningFromSource) return { code: importWorkerEntry, eval: false };
  return {
    code: `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(importWorkerEntry)});`,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repositoryRoot, 'tsconfig.base.json') },
  };
}
