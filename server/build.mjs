// Bundles the server for `node dist/main.js`. Workspace packages (@talent/*) are TypeScript sources,
// so they are bundled in; packages from node_modules stay external and load from there at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const keepNodeModulesExternal = {
  name: 'keep-node-modules-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@talent/')) return undefined;
      // Published as ES modules only, so bundled into the CommonJS output rather than required.
      if (args.path === 'any-ascii') return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // embedded-db runs in its own process and the resume renderer on its own thread: each must be a file
  // of its own (dist/embedded-db.js, dist/pdf/render-worker.js) beside main.js.
  entryPoints: ['src/main.ts', 'src/embedded-db.ts', 'src/pdf/render-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepNodeModulesExternal],
});
