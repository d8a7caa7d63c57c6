import { preloadRemotePage, startFederation } from './federation/federation';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { routeAt } from './routing/routes';
import { afterFirstContentPainted } from './firstContentPainted';

// Before the app itself loads: register the remotes from /remotes.json and fetch the remote page this
// address shows (its manifest, entry and chunks) while React and the rest of the shell still download,
// instead of one file after another once the shell has rendered.
startFederation();
const route = routeAt(window.location.pathname);
if (route) preloadRemotePage(route);
// Loading the app behind a dynamic import gives Module Federation the moment it needs to agree on
// shared singletons (React, the bus, i18n) before any of them runs. Where the server wrote the page's
// first content, the app starts once the browser has painted it: run at once, React's code (evaluated
// for about 0.4 s on a slow phone) held the first frame back, and the page stayed blank meanwhile.
void afterFirstContentPainted().then(() => import('./bootstrap'));
// The offline copy (issue 32), once the page has loaded; a development server has no worker to install.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorker();
}
