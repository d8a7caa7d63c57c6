/* global describe, it, expect */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  federationOptions,
  routerExports,
  shareStrategy,
  sharedDependencies,
  sharedSingletons,
} = require('./federation.cjs');

// A throwaway app folder: its package.json is what the policy reads versions from.
function appWith(dependencies) {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-config-'));
  fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name: 'mfe-example', dependencies }));
  return appDir;
}

const workspaceRoot = path.resolve(__dirname, '../..');
const workspaceApp = path.join(workspaceRoot, 'shell');
const workspaceVersion = (dir) => require(path.join(workspaceRoot, 'packages', dir, 'package.json')).version;

describe('the shared-dependency policy', () => {
  it('makes every stateful library and workspace package a singleton (ARCHITECTURE.md §3)', () => {
    expect(sharedSingletons).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'styled-components',
        '@talent/event-bus',
        '@talent/api-sdk',
        '@talent/i18n',
        '@talent/ui',
      ]),
    );
    const shared = sharedDependencies({ appDir: workspaceApp });
    expect(Object.keys(shared).sort()).toEqual([...sharedSingletons].sort());
    for (const name of sharedSingletons) expect(shared[name].singleton).toBe(true);
  });

  it("takes each library's required version from the app's package.json", () => {
    const shellPackage = require(path.join(workspaceApp, 'package.json'));
    const shared = sharedDependencies({ appDir: workspaceApp });
    for (const name of ['react', 'react-dom', 'react-router-dom', 'styled-components']) {
      expect(shared[name].requiredVersion).toBe(shellPackage.dependencies[name]);
    }
  });

  it("shares react-dom/client, so a remote's own React root uses the page's one renderer, at react-dom's range", () => {
    const shellPackage = require(path.join(workspaceApp, 'package.json'));
    const shared = sharedDependencies({ appDir: workspaceApp });
    expect(shared['react-dom/client']).toMatchObject({
      singleton: true,
      requiredVersion: shellPackage.dependencies['react-dom'],
    });
  });

  it('requires a workspace package at its current version', () => {
    const shared = sharedDependencies({ appDir: workspaceApp });
    expect(shared['@talent/event-bus'].requiredVersion).toBe(`^${workspaceVersion('event-bus')}`);
    expect(shared['@talent/ui'].requiredVersion).toBe(`^${workspaceVersion('ui')}`);
  });

  it('refuses an app that does not declare a singleton, naming the missing package', () => {
    const declared = Object.fromEntries(sharedSingletons.map((name) => [name, '^1.0.0']));
    delete declared['styled-components'];
    expect(() => sharedDependencies({ appDir: appWith(declared) })).toThrow(
      /"styled-components" is a Module Federation singleton/,
    );
  });

  it('shares react-router-dom as a module holding only the names the apps use, at the installed version', () => {
    const shared = sharedDependencies({ appDir: workspaceApp });
    const router = shared['react-router-dom'];
    const installed = require(require.resolve('react-router-dom/package.json', { paths: [workspaceApp] }));
    expect(router).toMatchObject({ singleton: true, version: installed.version });
    expect(path.basename(router.import)).toBe('react-router-dom.mjs');
    const source = fs.readFileSync(router.import, 'utf8');
    const listed = /export \{([^}]*)\} from 'react-router';/
      .exec(source)[1]
      .split(',')
      .map((name) => name.trim());
    expect(listed.filter(Boolean).sort()).toEqual([...routerExports].sort());
    // Every name exists in the router the subset re-exports from.
    const reactRouter = require('react-router');
    for (const name of routerExports) expect(reactRouter[name]).toBeDefined();
  });

  it('leaves resume-model out: pure functions hold no state worth sharing', () => {
    expect(sharedSingletons).not.toContain('@talent/resume-model');
  });

  it('leaves out the libraries whose state lives in a shared workspace package, so they are tree-shaken', () => {
    for (const name of ['rxjs', 'i18next', 'react-i18next']) expect(sharedSingletons).not.toContain(name);
    expect(sharedSingletons).toEqual(expect.arrayContaining(['@talent/event-bus', '@talent/i18n']));
  });
});

describe('federationOptions', () => {
  it('prefers modules already on the page, writes a manifest and skips the type plugin', () => {
    const options = federationOptions({ name: 'shell', appDir: workspaceApp });
    expect(options).toMatchObject({
      name: 'shell',
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
    });
    expect(shareStrategy).toBe('loaded-first');
  });

  it('bakes no remote address into any build', () => {
    expect(federationOptions({ name: 'shell', appDir: workspaceApp }).remotes).toEqual({});
  });

  it('gives a remote a remoteEntry.js with its exposed pages, and the host none', () => {
    const exposes = { './HomePage': './src/HomePage.tsx' };
    expect(federationOptions({ name: 'directory', appDir: workspaceApp, exposes })).toMatchObject({
      filename: 'remoteEntry.js',
      exposes,
    });
    const host = federationOptions({ name: 'shell', appDir: workspaceApp });
    expect(host).not.toHaveProperty('exposes');
    expect(host).not.toHaveProperty('filename');
  });
});

describe('eager shared modules', () => {
  it("bundles the host's shared singletons into its first script; a remote keeps every one lazy", () => {
    const host = federationOptions({ name: 'shell', appDir: workspaceApp, production: true });
    const remote = federationOptions({
      name: 'directory',
      appDir: workspaceApp,
      exposes: { './HomePage': './src/HomePage.tsx' },
      production: true,
    });
    for (const name of sharedSingletons) {
      expect(host.shared[name]).toMatchObject({ singleton: true, eager: true });
      expect(remote.shared[name]).toMatchObject({ singleton: true });
      expect(remote.shared[name]).not.toHaveProperty('eager');
    }
  });
});

describe('the federation runtime', () => {
  const exposes = { './HomePage': './src/HomePage.tsx' };

  it("lets the host put its runtime on the page, through the plugin's ES module build", () => {
    const host = federationOptions({ name: 'shell', appDir: workspaceApp, production: true });
    expect(host.runtimePlugins).toHaveLength(1);
    const [plugin] = host.runtimePlugins;
    expect(path.basename(plugin)).toBe('index.js');
    expect(fs.readFileSync(plugin, 'utf8')).toMatch(/_FEDERATION_RUNTIME_CORE = runtimeCore/);
    // The plugin's own switch would bundle its CommonJS build, a second runtime beside the host's.
    expect(host.experiments?.provideExternalRuntime).toBeUndefined();
  });

  it("makes a remote's production build borrow the host's runtime", () => {
    const remote = federationOptions({ name: 'directory', appDir: workspaceApp, exposes, production: true });
    expect(remote.experiments).toMatchObject({ externalRuntime: true });
    expect(remote).not.toHaveProperty('runtimePlugins');
  });

  it('builds the host for the browser alone, so its runtime carries no Node.js script loader', () => {
    for (const production of [false, true]) {
      const host = federationOptions({ name: 'shell', appDir: workspaceApp, production });
      expect(host.experiments).toEqual({ optimization: { target: 'web' } });
    }
  });

  it("leaves remote loading out of a remote's production remoteEntry.js, built for the browser alone", () => {
    const remote = federationOptions({ name: 'directory', appDir: workspaceApp, exposes, production: true });
    expect(remote.experiments).toEqual({
      externalRuntime: true,
      optimization: { target: 'web', disableRemote: true },
    });
  });

  it('passes the federation plugin its own check of these options', () => {
    const { ModuleFederationPlugin } = require(
      require.resolve('@module-federation/enhanced/webpack', { paths: [workspaceApp] }),
    );
    for (const options of [
      federationOptions({ name: 'shell', appDir: workspaceApp, production: true }),
      federationOptions({ name: 'directory', appDir: workspaceApp, exposes, production: true }),
    ]) {
      expect(() => new ModuleFederationPlugin(options)).not.toThrow();
    }
  });

  it("keeps a remote's own runtime in development, so it runs alone on its dev server", () => {
    const remote = federationOptions({ name: 'directory', appDir: workspaceApp, exposes });
    expect(remote).not.toHaveProperty('experiments');
  });
});
