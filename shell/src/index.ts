import { preloadRemotePage, startFederation } from './federation/federation';
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
