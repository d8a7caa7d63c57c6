// Installs the service worker (serviceWorker.ts) once the page has loaded, so it never competes with
// the page's own downloads on a slow phone.

export const SERVICE_WORKER_URL = '/sw.js';

/** The worker's message to keep copies of these URLs (workbox-routing's cache listener). */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: (string | [string, RequestInit])[] };
}

/**
 * What a first visit has loaded before the worker existed, for the worker to keep: the page itself
 * (asked for as a page) and the files it loaded from this origin. They come from the browser's cache
 * (they are immutable or revalidated), so keeping them costs the network one revalidation of the page
 * and of the entries. A remote deployed on another origin is kept from the next load on, through the
 * worker.
 */
export function cacheUrlsMessage(pageUrl: string, loaded: readonly string[]): CacheUrlsMessage {
  const { origin } = new URL(pageUrl);
  const files = loaded.filter((address) => address.startsWith(`${origin}/`) && address !== pageUrl);
  return {
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[pageUrl, { headers: { Accept: 'text/html' } }], ...new Set(files)] },
  };
}

/**
 * Registers the worker after the page's `load` event. On a page the worker did not serve (the first
 * visit, or the first after the site's data was cleared), it is then asked to keep what the page loaded,
 * so the next visit opens from it even without a network.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const servedByWorker = serviceWorker.controller !== null;
  const register = async () => {
    // updateViaCache 'none': the browser asks the server for /sw.js itself, never its HTTP cache.
    await serviceWorker.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
    if (servedByWorker) return;
    const { active } = await serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    active?.postMessage(cacheUrlsMessage(window.location.href, loaded));
  };
  // A browser that refuses (a private window, storage turned off) simply has no offline copy.
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
