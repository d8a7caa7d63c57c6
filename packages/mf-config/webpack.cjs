// One webpack preset for the shell and the four remotes, so an app's webpack.config.js is a few lines.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { federationOptions } = require('./federation.cjs');
const { apiPaths, apiTarget, devRemotesManifest, remotePorts, shellPort } = require('./ports.cjs');
// The page title before the app sets its own: the product name, from the one message catalogue.
const { product } = require('@talent/i18n/src/locales/en/common.json');

// TOOLCHAIN.md: webpack 5.111 breaks @module-federation/enhanced 2.9.2 ([contenthash] together with
// `exposes`) and 5.112 removes a file it imports. Fail the build with the reason, not with a riddle.
const supportedWebpack = '5.110.3';

function assertSupportedWebpack(appDir) {
  const { version } = require(require.resolve('webpack/package.json', { paths: [appDir] }));
  if (version !== supportedWebpack) {
    throw new Error(
      `webpack ${version} is installed, but @module-federation/enhanced 2.9.2 needs exactly ${supportedWebpack} ` +
        '(see TOOLCHAIN.md). Keep the root pnpm override on webpack.',
    );
  }
}

// Inline, so no page ever asks the server for /favicon.ico (a 404 there is a console error). The mark is
// the one the server draws the installed app's icons from (server/src/web/app-manifest.ts).
const appMark = require('@talent/ui/src/brand/appMark.json');
const favicon = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${appMark.viewBox} ${appMark.viewBox}">` +
    `<rect width="${appMark.viewBox}" height="${appMark.viewBox}" rx="8" fill="${appMark.background}"/>${appMark.glyph}</svg>`,
)}`;

const pageTemplate = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="${favicon}" />
    <title>${product}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {{
 *   name: string,                       container name: 'shell' or a /remotes.json key
 *   dirname: string,                    the app's folder (its webpack.config.js __dirname)
 *   exposes?: Record<string, string>,   route-level pages a remote offers
 *   isHost?: boolean,                   the shell: served at '/', serves /remotes.json in dev
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig({ name, dirname, exposes, isHost = false }) {
  assertSupportedWebpack(dirname);
  const port = isHost ? shellPort : remotePorts[name];
  if (!port) throw new Error(`"${name}" is neither the shell nor a remote of contracts.md`);

  return (_env, argv = {}) => {
    const production = argv.mode === 'production';
    const hashed = production ? '.[contenthash:8]' : '';
    // A remote's own page (src/index.ts) is for working on it alone on its dev server. Its production
    // build borrows the shell's federation runtime (federation.cjs), so it is only ever a remote: its
    // remoteEntry.js is the one entry, and no page is written that could not start.
    const standalonePage = isHost || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: standalonePage ? './src/index.ts' : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        // The shell answers every client route with index.html, so its assets need absolute URLs.
        // A remote is served from wherever /remotes.json says (/remotes/{key}/, a CDN, a dev port),
        // so it finds its chunks relative to its own remoteEntry.js.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // rxjs's ES2015 build: native classes instead of ES5 ones built with tslib's helpers, which
        // webpack's default ('default' → esm5) would pick for a browser target that has had classes for years.
        conditionNames: ['es2015', '...'],
      },
      module: {
        rules: [
          // Font files a page imports (the resume's typefaces) become hashed files of the build.
          {
            test: /\.woff2$/,
            type: 'asset/resource',
            generator: { filename: `fonts/[name]${hashed}[ext]` },
          },
          {
            test: /\.[jt]sx?$/,
            // Workspace packages are TypeScript sources outside node_modules, so they compile here too.
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, appDir: dirname, exposes, production })),
        withoutAxiosFetchAdapter(),
        ...(standalonePage
          ? [new HtmlWebpackPlugin({ templateContent: pageTemplate, publicPath: '/' })]
          : []),
        ...(isHost ? [new PreloadFirstRenderPlugin()] : []),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      // `pnpm size` reports gzip sizes; webpack's raw-size warnings would only be noise here.
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        // A shell on another port loads this app's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false } },
        // Every app proxies the API, so a remote running alone talks to the real server too.
        proxy: [{ context: apiPaths, target: apiTarget }],
        ...(isHost ? hostDevServer() : {}),
      },
    };
  };
}

/** axios's fetch adapter, never chosen in a browser, replaced by `axios-without-fetch.mjs`. */
function withoutAxiosFetchAdapter() {
  return new webpack.NormalModuleReplacementPlugin(
    /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    path.join(__dirname, 'axios-without-fetch.mjs'),
  );
}

/**
 * The shell's first script only starts the app: it runs `import('./bootstrap')`, and the shared modules
 * the app then uses (React, the router, the design system...) load from the chunks the shell provides
 * them in (it is the first container on the page, and the share strategy prefers what is loaded first).
 * The browser would request all of those only once main.js has downloaded and run. This plugin lists
 * them in index.html as `<link rel="preload" as="script">`, so they download while main.js does. Files
 * behind any other dynamic import, and the fallback chunks consumers would use without a provider, are
 * left out: only what the shell's first render needs, on every route.
 */
class PreloadFirstRenderPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRenderPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const links = firstRenderFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          meta: { plugin: 'PreloadFirstRenderPlugin' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * Chunks a page loads only for some visitors, named so by their import (`webpackChunkName`): each
 * language's texts (`texts-ar-shell-json`), the Arabic-script face (`arabic-ui-font`) and the employers'
 * API calls (`api-sdk-employer`, made only on company and applicant screens), the code that fetches
 * Google's reCAPTCHA (`api-sdk-recaptcha`, for the account forms) and axios with the client's
 * interceptors (`api-sdk-http`, fetched by the first call that goes to the network: `/` makes none, its
 * first reads come answered in the page). Preloading them would make every visitor download every
 * language (issue #16: no language's texts in another's load), the employers' code and axios (issue 32's
 * 170 KB budget for `/`).
 */
const ON_DEMAND_CHUNK = /^(texts-|arabic-ui-font|api-sdk-employer|api-sdk-recaptcha|api-sdk-http)/;

/**
 * The chunks loaded by the entry's own dynamic imports and by the shared modules it provides, less the
 * ones only some visitors need (ON_DEMAND_CHUNK).
 *
 * @param {import('webpack').Compilation} compilation
 */
function firstRenderFiles(compilation) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const files = new Set();
  for (const entryChunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
      if (!module.type.startsWith('javascript/') && module.type !== 'provide-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        // A named import's group may hold a vendor chunk split off beside its own (axios beside
        // `api-sdk-http`): the group's name decides for all of its chunks.
        if (!group || ON_DEMAND_CHUNK.test(group.name ?? '')) continue;
        for (const chunk of group.chunks) {
          if (ON_DEMAND_CHUNK.test(chunk.name ?? '')) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  for (const chunk of entry.chunks) for (const file of chunk.files) files.delete(file);
  return [...files].sort();
}

/**
 * Brotli and gzip copies of every text asset beside the original, made once at build time: the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`), so no byte of JavaScript is
 * compressed per request and none goes out uncompressed.
 */
function precompressed() {
  const common = { test: /\.(js|css|html|json|svg|txt)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

function hostDevServer() {
  return {
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware(_request, response) {
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(devRemotesManifest()));
        },
      });
      return middlewares;
    },
  };
}

module.exports = { createAppConfig, firstRenderFiles, PreloadFirstRenderPlugin, supportedWebpack };
