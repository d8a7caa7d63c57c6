// The one shared-dependency policy for every Module Federation container of Talent Pool (STYLE.md:
// "No app invents its own shared list"). Each entry is a singleton because a second copy on the page
// breaks something a user would notice:
//  - react, react-dom: hooks throw when two Reacts render one tree;
//  - react-dom/client: a request for a package's subpath is not covered by sharing the package, and a
//    remote that creates a React root of its own (the builder's preview frame) would otherwise bundle a
//    second renderer. Two renderers write the same contexts' current values (styled-components' sheet
//    context among them): rendering in turns, one read the other's, and the page's global style moved
//    into the preview frame while the builder was in use;
//  - react-router-dom, styled-components: their React contexts (router, theme) must be the ones the
//    shell provides;
//  - @talent/event-bus, @talent/api-sdk, @talent/i18n: they hold page state (session, alerts,
//    XSRF/bearer handling, language and the i18next instance), so every remote must talk to the same
//    copy;
//  - @talent/ui: one design system on the page. Sharing it keeps one look across remotes built at
//    different times and downloads it once instead of once per remote; it is small, so losing
//    tree-shaking (shared modules are never tree-shaken) costs less than shipping it four times.
// Deliberately absent:
//  - @talent/resume-model: pure functions and constants hold no state, so each remote keeps only the
//    part it uses;
//  - rxjs, i18next, react-i18next: the state built on them (the bus subjects, the i18next instance and
//    the react-i18next binding to it) lives inside the shared @talent/event-bus and @talent/i18n, so
//    one copy of each is on the page anyway; unshared, they are tree-shaken to what those packages use
//    instead of shipped whole. Lint keeps i18next and react-i18next imports inside @talent/i18n (a
//    remote importing react-i18next itself would get a copy that knows no instance); rxjs operators
//    work on the bus's observables from any copy.
const fs = require('node:fs');
const path = require('node:path');

const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  '@talent/event-bus',
  '@talent/api-sdk',
  '@talent/i18n',
  '@talent/ui',
];

// Remotes load modules from whatever copy is already on the page before fetching their own.
const shareStrategy = 'loaded-first';

/**
 * A shared module is never tree-shaken (another container may use any export), and react-router-dom
 * whole is about 60 KB gzip on every page. So the share scope gets react-router-dom.mjs instead, which
 * re-exports only these names; eslint.config.mjs refuses any other import from 'react-router-dom', so
 * a name missing here fails lint rather than the page. Add a name to both when an app needs it.
 */
const routerExports = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'matchPath',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
const routerSubset = path.join(__dirname, 'react-router-dom.mjs');

/**
 * The `shared` section for one app. Required versions come from the app's own package.json, so a
 * remote built against an incompatible major gets a console warning at load time instead of a
 * silent mismatch. Workspace packages (`workspace:*`) are required at their current version.
 *
 * `eager` (the host's): its shared modules are bundled into its first script instead of one lazily
 * loaded chunk each. The host is the first container on the page and provides all of them to its first
 * render and, with 'loaded-first', to every remote, so they always load at once; as a dozen chunks they
 * cost a phone on HTTP/1.1 (six requests at a time, a round trip each) two or three round trips more
 * before the first paint than as one script. A remote's stay lazy: it uses the host's copies.
 *
 * @param {{ appDir: string, eager?: boolean }} options
 */
function sharedDependencies({ appDir, eager = false }) {
  const packageJson = readJson(path.join(appDir, 'package.json'));
  const declared = packageJson.dependencies || {};
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      // A subpath ('react-dom/client') is required at its package's declared range.
      const owner = packageOf(name);
      const range = declared[owner];
      if (!range) {
        throw new Error(
          `${packageJson.name}: "${owner}" is a Module Federation singleton, so it must be listed in ` +
            `the dependencies of ${path.join(appDir, 'package.json')}.`,
        );
      }
      const policy = {
        singleton: true,
        requiredVersion: requiredVersionOf(owner, range, appDir),
        ...(eager ? { eager: true } : {}),
      };
      if (name === 'react-router-dom') {
        // The subset file lives outside the package, so its version is stated rather than looked up.
        const { version } = readJson(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
        return [name, { ...policy, import: routerSubset, version }];
      }
      return [name, policy];
    }),
  );
}

/** The package a shared request belongs to: 'react-dom' for 'react-dom/client', '@talent/ui' for itself. */
function packageOf(request) {
  const parts = request.split('/');
  return parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
}

function requiredVersionOf(name, range, appDir) {
  if (!range.startsWith('workspace:')) return range;
  const manifest = readJson(require.resolve(`${name}/package.json`, { paths: [appDir] }));
  return `^${manifest.version}`;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The path of the runtime plugin that puts the host's federation runtime on the page for remotes built
 * with `externalRuntime`. Its ES module build, not the CommonJS one the plugin's own
 * `provideExternalRuntime` option resolves to: the host's runtime is the ES module build, and a
 * CommonJS plugin would bundle the whole runtime a second time beside it (+24 KB gzip).
 *
 * @param {string} appDir
 */
function externalRuntimeProvider(appDir) {
  const enhanced = require.resolve('@module-federation/enhanced/webpack', { paths: [appDir] });
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return path.join(path.dirname(plugin), 'index.js');
}

/**
 * How a container gets the federation runtime (about 25 KB gzip). The host always carries it and puts
 * it on the page; a remote's production build borrows it from there instead of bringing a second copy
 * in its remoteEntry.js. A remote's development build keeps its own, so it still runs alone on its dev
 * server (README: "Working on one remote alone") and inside a shell alike.
 *
 * @param {{ appDir: string, isRemote: boolean, production: boolean }} options
 */
function runtimeOptions({ appDir, isRemote, production }) {
  if (!isRemote) {
    return {
      runtimePlugins: [externalRuntimeProvider(appDir)],
      experiments: { optimization: { target: 'web' } },
    };
  }
  return production ? { experiments: { externalRuntime: true, optimization: remoteOptimization } } : {};
}

/**
 * Build-time switches of the federation runtime, for issue 32's 170 KB on `/`. Every container runs in a
 * browser only (the server writes its first content without them), so naming the target drops the
 * runtime's Node.js script loader and environment checks. A remote also loads no other remote (STYLE.md:
 * one-way imports; `remotes` is empty), so its remoteEntry.js leaves out the code that would. Both are
 * compile-time constants of the code each build bundles: the host's runtime, which a remote borrows,
 * keeps loading remotes, and a remote built before them runs as before. A remote's development build
 * keeps the defaults, as it keeps its own runtime.
 */
const remoteOptimization = { target: 'web', disableRemote: true };

/**
 * Options for `@module-federation/enhanced/webpack`'s plugin.
 *
 * @param {{ name: string, appDir: string, exposes?: Record<string, string>, production?: boolean }} options
 */
function federationOptions({ name, appDir, exposes, production = false }) {
  return {
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    // The shell registers remotes at run time from /remotes.json; no remote URL is built in.
    remotes: {},
    shared: sharedDependencies({ appDir, eager: !exposes }),
    shareStrategy,
    // Writes mf-manifest.json, the address the shell's /remotes.json points at.
    manifest: true,
    // The type plugin needs a per-app tsconfig and a running remote to fetch types from; the
    // workspace already type-checks every package from source, so it would add time and no safety.
    dts: false,
    ...runtimeOptions({ appDir, isRemote: Boolean(exposes), production }),
  };
}

module.exports = { federationOptions, routerExports, shareStrategy, sharedDependencies, sharedSingletons };
