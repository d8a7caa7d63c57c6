/// <reference lib="webworker" />
// The site's service worker (issue 32: installable; a return visit opens at once, the builder opens
// offline), built into the shell's dist as /sw.js (shell/webpack.config.js). Workbox does the caching;
// offlineRules.ts says which request goes where. docs/decisions.md "Service worker" has the design.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  OFFLINE_FALLBACK_PAGE,
  cacheNames,
  isDeploymentEntry,
  isImmutableResponse,
  isPageRequest,
  isStaticFile,
  outdatedCaches,
  requestFacts,
} from './offlineRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_SECONDS = 24 * 60 * 60;
const facts = (request: Request) => requestFacts(request, self.location.origin);

// The shell's files of this deployment that every page loads first (its entry and the chunks index.html
// preloads), listed by the build. A new shell deployment is a new list, so a new worker: it takes over at
// once (nothing it serves can be stale: pages and entries come from the network) and drops the old list.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(outdatedCaches(names).map((name) => caches.delete(name)))),
  );
});

// The page's request starts while the worker wakes up, so the network-first page costs no extra time.
enableNavigationPreload();

// Pages: the server writes each one for its address and language (first content, the remotes map), so
// the network answers while there is one. The kept copy is the last one seen of that address, whatever
// its language (the page switches to the chosen language by itself).
registerRoute(
  ({ request }) => isPageRequest(facts(request)),
  new NetworkFirst({
    cacheName: cacheNames.pages,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY_SECONDS }),
    ],
  }),
);

// Entry points of a deployment: always the network's, so a remote deployed since the last visit is the
// one that loads (the server has them revalidated: no-cache, so the browser's own cache asks too).
registerRoute(
  ({ request }) => isDeploymentEntry(facts(request)),
  new NetworkFirst({
    cacheName: cacheNames.entries,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Content-hashed files, the shell's and every remote's: from the cache first. A file the server does not
// call immutable is fetched each time and never kept.
registerRoute(
  ({ request }) => isStaticFile(facts(request)),
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isImmutableResponse(response) ? response : null) },
      // A remote deployed anew leaves its old chunks behind: they go once unused for long, or when the
      // cache is full.
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// No network and no copy of this page: the builder's page, whose shell draws the address asked for.
setCatchHandler(async ({ request }) => {
  if (isPageRequest(facts(request))) {
    const fallback = await caches.match(OFFLINE_FALLBACK_PAGE, {
      cacheName: cacheNames.pages,
      ignoreVary: true,
    });
    if (fallback) return fallback;
  }
  return Response.error();
});
