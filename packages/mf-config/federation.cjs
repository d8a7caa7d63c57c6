// The one shared-dependency policy for every Module Federation container of Talent Pool (STYLE.md:
// "No app invents its own shared list"). Each entry is a singleton because a second copy on the page
// breaks something a user would notice:
//  - react, react-dom: hooks throw when two Reacts render one tree;
//  - react-router-dom, styled-components, react-i18next: their React contexts (router, theme,
//    translation) must be the ones the shell provides;
//  - rxjs, i18next: the bus subjects and the i18n instance are built on them;
//  - @talent/event-bus, @talent/api-sdk, @talent/i18n: they hold page state (session, alerts,
//    XSRF/bearer handling, language), so every remote must talk to the same copy;
//  - @talent/ui: one design system on the page. Sharing it keeps one look across remotes built at
//    different times and downloads it once instead of once per remote; it is small, so losing
//    tree-shaking (shared modules are never tree-shaken) costs less than shipping it four times.
// @talent/resume-model is deliberately absent: pure functions and constants hold no state, so each
// remote keeps only the part it uses.
const fs = require('node:fs');
const path = require('node:path');

const sharedSingletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'rxjs',
  'i18next',
  'react-i18next',
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
 * @param {{ appDir: string }} options
 */
function sharedDependencies({ appDir }) {
  const packageJson = readJson(path.join(appDir, 'package.json'));
  const declared = packageJson.dependencies || {};
  return Object.fromEntries(
    sharedSingletons.map((name) => {
      const range = declared[name];
      if (!range) {
        throw new Error(
          `${packageJson.name}: "${name}" is a Module Federation singleton, so it must be listed in ` +
            `the dependencies of ${path.join(appDir, 'package.json')}.`,
        );
      }
      const policy = { singleton: true, requiredVersion: requiredVersionOf(name, range, appDir) };
      if (name === 'react-router-dom') {
        // The subset file lives outside the package, so its version is stated rather than looked up.
        const { version } = readJson(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
        return [name, { ...policy, import: routerSubset, version }];
      }
      return [name, policy];
    }),
  );
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
 * Options for `@module-federation/enhanced/webpack`'s plugin.
 *
 * @param {{ name: string, appDir: string, exposes?: Record<string, string> }} options
 */
function federationOptions({ name, appDir, exposes }) {
  return {
    name,
    ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
    // The shell registers remotes at run time from /remotes.json; no remote URL is built in.
    remotes: {},
    shared: sharedDependencies({ appDir }),
    shareStrategy,
    // Writes mf-manifest.json, the address the shell's /remotes.json points at.
    manifest: true,
    // The type plugin needs a per-app tsconfig and a running remote to fetch types from; the
    // workspace already type-checks every package from source, so it would add time and no safety.
    dts: false,
  };
}

module.exports = { federationOptions, routerExports, shareStrategy, sharedDependencies, sharedSingletons };
