/* global describe, it, expect */
const path = require('node:path');
const { createAppConfig, firstRenderFiles } = require('./webpack.cjs');
const { devRemotesManifest } = require('./ports.cjs');

const workspaceRoot = path.resolve(__dirname, '../..');
const appDir = (name) => path.join(workspaceRoot, name);

function build(options, mode) {
  return createAppConfig(options)({}, { mode });
}

describe('createAppConfig', () => {
  it('serves the shell from / so deep client routes still find its scripts', () => {
    const config = build({ name: 'shell', dirname: appDir('shell'), isHost: true }, 'production');
    expect(config.output.publicPath).toBe('/');
  });

  it('lets a remote find its chunks from wherever it is served', () => {
    const config = build({ name: 'directory', dirname: appDir('mfe-directory'), exposes: {} }, 'production');
    expect(config.output.publicPath).toBe('auto');
  });

  it('names production files by content hash so they can be cached for ever', () => {
    const config = build({ name: 'directory', dirname: appDir('mfe-directory'), exposes: {} }, 'production');
    expect(config.output.filename).toBe('[name].[contenthash:8].js');
    expect(config.output.chunkFilename).toBe('[name].[contenthash:8].js');
    expect(config.mode).toBe('production');
  });

  it("writes a remote's own page only in development; its production build is only a remote", () => {
    const isPage = (plugin) => plugin.constructor.name === 'HtmlWebpackPlugin';
    const options = { name: 'directory', dirname: appDir('mfe-directory'), exposes: {} };
    const production = build(options, 'production');
    expect(production.entry).toEqual({});
    expect(production.plugins.some(isPage)).toBe(false);
    const development = build(options, 'development');
    expect(development.entry).toBe('./src/index.ts');
    expect(development.plugins.some(isPage)).toBe(true);
    const shell = build({ name: 'shell', dirname: appDir('shell'), isHost: true }, 'production');
    expect(shell.entry).toBe('./src/index.ts');
    expect(shell.plugins.some(isPage)).toBe(true);
  });

  it("preloads the shell's first-render chunks from its page; remotes get no such list", () => {
    const hasPreload = (config) =>
      config.plugins.some((plugin) => plugin.constructor.name === 'PreloadFirstRenderPlugin');
    expect(hasPreload(build({ name: 'shell', dirname: appDir('shell'), isHost: true }, 'production'))).toBe(
      true,
    );
    expect(
      hasPreload(build({ name: 'directory', dirname: appDir('mfe-directory'), exposes: {} }, 'development')),
    ).toBe(false);
  });

  it("lists the chunks of the entry's dynamic imports and provided shared modules, not of consumed ones", () => {
    const chunk = (...files) => ({ files: new Set(files) });
    const groups = new Map();
    const module = (type, ...blocks) => ({
      type,
      blocks: blocks.map((chunks) => {
        const b = {};
        groups.set(b, { chunks });
        return b;
      }),
    });
    const main = chunk('main.1.js');
    const fallback = chunk('fallback.js');
    const modules = new Map([
      [
        main,
        [
          module('javascript/auto', [chunk('bootstrap.js', 'bootstrap.js.map')]),
          module('provide-module', [chunk('react-dom.js')]),
          module('consume-shared-module', [fallback]),
          module('runtime'),
        ],
      ],
    ]);
    const compilation = {
      entrypoints: new Map([['main', { chunks: [main] }]]),
      chunkGraph: {
        getChunkModulesIterable: (c) => modules.get(c) ?? [],
        getBlockChunkGroup: (b) => groups.get(b),
      },
    };
    expect(firstRenderFiles(compilation)).toEqual(['bootstrap.js', 'react-dom.js']);
  });

  it("leaves out the chunks only some visitors load: another language's texts, the Arabic face, the employers' calls, reCAPTCHA, axios", () => {
    const chunk = (name, file) => ({ name, files: new Set([file]) });
    const groups = new Map();
    const block = (chunks, name = chunks[0].name) => {
      const b = {};
      groups.set(b, { name, chunks });
      return b;
    };
    const main = chunk('main', 'main.1.js');
    const modules = new Map([
      [
        main,
        [
          {
            type: 'javascript/auto',
            blocks: [
              block([chunk('texts-ar-shell-json', 'texts-ar-shell-json.1.js')]),
              block([chunk('arabic-ui-font', 'arabic-ui-font.1.js')]),
              block([chunk('api-sdk-employer', 'api-sdk-employer.1.js')]),
              block([chunk('api-sdk-recaptcha', 'api-sdk-recaptcha.1.js')]),
              // Its vendor chunk (axios), split off beside it, goes with the group's name.
              block(
                [chunk(undefined, 'vendor.1.js'), chunk('api-sdk-http', 'api-sdk-http.1.js')],
                'api-sdk-http',
              ),
              block([chunk(undefined, 'bootstrap.1.js')]),
            ],
          },
        ],
      ],
    ]);
    const compilation = {
      entrypoints: new Map([['main', { chunks: [main] }]]),
      chunkGraph: {
        getChunkModulesIterable: (c) => modules.get(c) ?? [],
        getBlockChunkGroup: (b) => groups.get(b),
      },
    };
    expect(firstRenderFiles(compilation)).toEqual(['bootstrap.1.js']);
  });

  it('minifies with SWC', () => {
    const config = build({ name: 'profile', dirname: appDir('mfe-profile'), exposes: {} }, 'production');
    const [minimizer] = config.optimization.minimizer;
    expect(minimizer.options.minimizer.implementation.name).toBe('swcMinify');
  });

  it.each([
    ['shell', 'shell', 3000],
    ['directory', 'mfe-directory', 3001],
    ['builder', 'mfe-builder', 3002],
    ['account', 'mfe-account', 3003],
    ['profile', 'mfe-profile', 3004],
    ['employer', 'mfe-employer', 3005],
  ])('runs the %s dev server on its contract port with client routing and CORS', (name, dir, port) => {
    const config = build(
      { name, dirname: appDir(dir), isHost: name === 'shell', exposes: {} },
      'development',
    );
    expect(config.devServer).toMatchObject({
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });

  it.each(['shell', 'mfe-account'])(
    'proxies the API paths from the %s dev server to the API server',
    (dir) => {
      const name = dir === 'shell' ? 'shell' : 'account';
      const config = build({ name, dirname: appDir(dir), isHost: dir === 'shell' }, 'development');
      expect(config.devServer.proxy).toEqual([
        {
          context: ['/api', '/sanctum', '/logout', '/storage', '/app-config.json'],
          target: 'http://127.0.0.1:8080',
        },
      ]);
    },
  );

  it('answers /remotes.json in shell dev with every remote on its dev port', () => {
    const config = build({ name: 'shell', dirname: appDir('shell'), isHost: true }, 'development');
    const [endpoint] = config.devServer.setupMiddlewares([]);
    const response = {
      headers: {},
      setHeader(key, value) {
        this.headers[key] = value;
      },
      end(body) {
        this.body = body;
      },
    };
    endpoint.middleware({}, response);

    expect(endpoint.path).toBe('/remotes.json');
    expect(JSON.parse(response.body)).toEqual({
      directory: 'http://localhost:3001/mf-manifest.json',
      builder: 'http://localhost:3002/mf-manifest.json',
      account: 'http://localhost:3003/mf-manifest.json',
      profile: 'http://localhost:3004/mf-manifest.json',
      employer: 'http://localhost:3005/mf-manifest.json',
    });
    expect(devRemotesManifest()).toEqual(JSON.parse(response.body));
    expect(response.headers['Cache-Control']).toBe('no-cache');
  });

  it('refuses an app name that is not in the contract', () => {
    expect(() =>
      build({ name: 'search', dirname: appDir('mfe-directory'), exposes: {} }, 'production'),
    ).toThrow(/neither the shell nor a remote/);
  });
});

describe("axios's fetch adapter", () => {
  const axiosDir = path.dirname(
    require.resolve('axios/package.json', { paths: [appDir('packages/api-sdk')] }),
  );
  const fetchAdapter = path.join(axiosDir, 'lib', 'adapters', 'fetch.js');

  it('is replaced in every app build, at the path axios keeps it', () => {
    const replacement = (config) =>
      config.plugins.find((plugin) => plugin.constructor.name === 'NormalModuleReplacementPlugin');
    for (const options of [
      { name: 'shell', dirname: appDir('shell'), isHost: true },
      { name: 'directory', dirname: appDir('mfe-directory'), exposes: {} },
    ]) {
      const plugin = replacement(build(options, 'production'));
      expect(plugin).toBeDefined();
      // If axios moves the file, this fails instead of the adapter silently coming back.
      expect(require('node:fs').existsSync(fetchAdapter)).toBe(true);
      expect(plugin.resourceRegExp.test(fetchAdapter)).toBe(true);
      expect(plugin.resourceRegExp.test(path.join(axiosDir, 'lib', 'adapters', 'xhr.js'))).toBe(false);
    }
  });

  it('is never the one a browser would use: axios tries XMLHttpRequest first', () => {
    const defaults = require('node:fs').readFileSync(
      path.join(axiosDir, 'lib', 'defaults', 'index.js'),
      'utf8',
    );
    const order = /adapter:\s*\[([^\]]*)\]/.exec(defaults)[1];
    expect(order.indexOf("'xhr'")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("'xhr'")).toBeLessThan(order.indexOf("'fetch'"));
  });

  it("answers axios's own 'not supported here' if a caller asks for it", () => {
    // An ES module (axios's adapters.js imports it as one), so it is asked in a Node of its own.
    const standIn = path.join(__dirname, 'axios-without-fetch.mjs');
    const answer = require('node:child_process').execFileSync(process.execPath, [
      '--input-type=module',
      '-e',
      `const { getFetch } = await import(${JSON.stringify(standIn)}); process.stdout.write(String(getFetch({})));`,
    ]);
    expect(answer.toString()).toBe('false');
  });
});
