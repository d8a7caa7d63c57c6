import { preloadRemotePage, startFederation } from './federation/federation';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { routeAt } from './routing/routes';

// Before the app itself loads: register the remotes from /remotes.json and fetch the remote page this
// address shows (its manifest, entry and chunks) while React and the rest of the shell still download,
// instead of one file after another once the shell has rendered.
startFederation();
const route = routeAt(window.location.pathname);
if (route) preloadRemotePage(route);
// Loading the app behind a dynamic import gives Module Federation the moment it needs to agree on
// shared singletons (React, the bus, i18n) before any of them runs.
void import('./bootstrap');
// The offline copy (issue 32), once the page has loaded; a development server has no worker to install.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorker();
}
