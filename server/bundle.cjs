// Bundles the server for `node dist/main.js`: our sources, the workspace packages (@talent/*, TypeScript
// sources) and the plain-JavaScript packages they use, in one file each. Loading some 800 modules one by
// one through pnpm's folders took most of a start (issue 18: ready in 3 s); one file loads in a fraction
// of that. What cannot or need not be bundled stays in node_modules and loads from there at run time:
// native add-ons and WebAssembly with files of their own, and packages loaded only when first used.
//
// `pnpm build` writes dist/ with it (build.mjs); the server's test runs write the same layout once per run
// (src/testing/global-setup.ts), so the processes and threads they start skip tsx.
const path = require('node:path');
const { build } = require('esbuild');

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

// The server runs from main.js; embedded-db runs in its own process and the resume renderer and the import
// parser on threads of their own: each is a file of its own, laid out as src/paths.ts expects. Every file sits
// where its source does, so `__dirname` arithmetic holds: the folder must be one level below the server package.
const entryPoints = [
  { in: 'src/main.ts', out: 'main' },
  { in: 'src/embedded-db.ts', out: 'embedded-db' },
  { in: 'src/pdf/render-worker.ts', out: 'pdf/render-worker' },
  { in: 'src/resume-import/import-worker.ts', out: 'resume-import/import-worker' },
];

/**
 * @param {string} outdir a folder directly inside the server package
 * @param {{ sourcemap?: boolean, extraEntryPoints?: { in: string, out: string }[] }} [options]
 */
exports.bundleServer = (outdir, { sourcemap = true, extraEntryPoints = [] } = {}) => {
  if (path.dirname(path.resolve(__dirname, outdir)) !== __dirname) {
    throw new Error(`The server's bundle must sit directly inside ${__dirname}, not at ${outdir}.`);
  }
  return build({
    absWorkingDir: __dirname,
    entryPoints: [...entryPoints, ...extraEntryPoints],
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap,
    logLevel: 'warning',
    plugins: [keepSomePackagesExternal],
  });
};
