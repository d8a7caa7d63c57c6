// Which requests the service worker (serviceWorker.ts) answers, and from where: plain functions of a
// request, with no Workbox in them, so the rules are tested here and read in one place.
//
// The shell and each remote are deployed on their own, and only their content-hashed files never change.
// So a deployment's entry points (the page, /remotes.json, each remote's mf-manifest.json and
// remoteEntry.js) always come from the network while there is one, and from the cache only when there
// is none; a content-hashed file comes from the cache first, since its name changes whenever its bytes do.

/**
 * Our caches' names carry this generation: a change to what they hold bumps it, and the worker that
 * brings it deletes every cache of an older generation.
 */
const CACHE_GENERATION = 1;
export const CACHE_PREFIX = 'talent-pool-';

export const cacheNames = {
  pages: `${CACHE_PREFIX}pages-v${CACHE_GENERATION}`,
  entries: `${CACHE_PREFIX}entries-v${CACHE_GENERATION}`,
  assets: `${CACHE_PREFIX}assets-v${CACHE_GENERATION}`,
} as const;

/**
 * The page an address with no copy of its own is answered with when there is no network: the builder's,
 * the one page promised offline (issue 32). It carries no first content of its own, so it serves as the
 * bare shell, whose router then draws the address asked for.
 */
export const OFFLINE_FALLBACK_PAGE = '/resume-builder';

/** The server's own addresses (server/src/web/all-in-one.ts): never a page, never cached. */
const serverPrefixes = ['/api/', '/sanctum/', '/storage/', '/remotes/'];

/** What is never kept: the API (the builder keeps its own draft, in IndexedDB), the session, photos. */
const uncachedPrefixes = ['/api/', '/sanctum/', '/storage/'];

/** A file's address: its last segment has an extension. No page of the route table has one. */
const FILE_PATH = /\.[a-z][a-z0-9]*$/i;

/** The files that start a deployment and keep their name from one to the next. */
const ENTRY_FILES = ['/mf-manifest.json', '/remoteEntry.js'];
const REMOTES_MAP = '/remotes.json';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load; a Request made in the worker has `cors`. */
  mode: string;
  accept: string;
  /** The worker's own origin. */
  origin: string;
}

/** The facts the rules read, from a Request. */
export function requestFacts(request: Request, origin: string): RequestFacts {
  return {
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    accept: request.headers.get('accept') ?? '',
    origin,
  };
}

const startsWithAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));

/**
 * A page of the shell's router: a page load (or the page itself, asked for again to keep a copy, with
 * `Accept: text/html`) of one of our addresses that is neither the server's nor a file's.
 */
export function isPageRequest({ url, method, mode, accept, origin }: RequestFacts): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (mode !== 'navigate' && !accept.includes('text/html')) return false;
  return !startsWithAny(url.pathname, serverPrefixes) && !FILE_PATH.test(url.pathname);
}

/** /remotes.json, and a remote's mf-manifest.json or remoteEntry.js wherever that remote is deployed. */
export function isDeploymentEntry({ url, method, origin }: RequestFacts): boolean {
  if (method !== 'GET') return false;
  if (url.origin === origin && url.pathname === REMOTES_MAP) return true;
  return ENTRY_FILES.some((file) => url.pathname.endsWith(file));
}

/**
 * Any other file of ours, or of a remote deployed elsewhere that answers with CORS (only then can its
 * headers be read). Whether it is kept is for its response to say (isImmutableResponse).
 */
export function isStaticFile(facts: RequestFacts): boolean {
  const { url, method, mode, origin } = facts;
  if (method !== 'GET' || isPageRequest(facts) || isDeploymentEntry(facts)) return false;
  if (url.origin !== origin) return mode === 'cors';
  return !startsWithAny(url.pathname, uncachedPrefixes);
}

/**
 * A response the server declares will never change (`immutable`: the content-hashed files,
 * server/src/web/cache-control.ts). Only those are kept and served before the network is asked.
 */
export function isImmutableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  return /(^|,)\s*immutable\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
}

/** Caches of ours that an older worker made and the current one no longer uses. */
export function outdatedCaches(names: readonly string[]): string[] {
  const current = new Set<string>(Object.values(cacheNames));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}
