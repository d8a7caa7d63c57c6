const path = require('node:path');
const esbuild = require('esbuild');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@talent/mf-config');
const { firstRenderFiles } = require('@talent/mf-config/webpack.cjs');

const appConfig = createAppConfig({ name: 'shell', dirname: __dirname, isHost: true });

/**
 * The service worker (src/offline/serviceWorker.ts) as /sw.js, with the list of files it keeps for this
 * deployment: the shell's entry and the chunks index.html preloads, which every page loads first. The
 * rest (the other chunks, the remotes' files) it keeps as pages load them.
 *
 * The worker is bundled on its own (esbuild) and only its manifest is injected here: compiled as a child
 * of this build, it would inherit Module Federation's hooks and carry the shared modules (React, the
 * router…) it never uses.
 */
async function serviceWorker() {
  const bundled = path.join(__dirname, 'node_modules', '.cache', 'service-worker', 'sw.js');
  await esbuild.build({
    entryPoints: [path.join(__dirname, 'src', 'offline', 'serviceWorker.ts')],
    outfile: bundled,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Workbox's development logging is left out of a production build.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return new InjectManifest({
    swSrc: bundled,
    swDest: 'sw.js',
    compileSrc: false,
    // Hashed names carry their version: no revision is added to them, and the browser's cache serves them.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
    manifestTransforms: [
      (entries, compilation) => {
        const entryFiles = compilation.entrypoints.get('main')?.getFiles() ?? [];
        const firstFiles = new Set(
          [...entryFiles, ...firstRenderFiles(compilation)].map((file) => `/${file}`),
        );
        return { manifest: entries.filter((entry) => firstFiles.has(entry.url)), warnings: [] };
      },
    ],
  });
}

module.exports = async (env, argv = {}) => {
  const config = appConfig(env, argv);
  if (argv.mode === 'production') config.plugins.push(await serviceWorker());
  return config;
};
