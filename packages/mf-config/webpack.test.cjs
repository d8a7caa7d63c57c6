/* global describe, it, expect */
const path = require('node:path');
const { createAppConfig } = require('./webpack.cjs');
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
