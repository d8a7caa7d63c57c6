// What the served index.html carries besides the shell's own build: the remotes map (what /remotes.json
// would answer) and preload hints for the page the address shows. Without them, a first visit walks a
// chain of requests one after another — index.html, the shell's scripts, /remotes.json, the remote's
// mf-manifest.json, its remoteEntry.js and page chunk, then the page's API read — and on a phone each
// link of that chain costs a round trip. With them, the shell needs no /remotes.json, and the manifest
// and the page's API read download while index.html is parsed; the shell asks for the remote's scripts
// (manifest in hand) as soon as its first script runs (shell/src/index.ts). The shell still works
// without any of this (it then fetches /remotes.json itself), so a shell served by any other server
// behaves as before.
//
// Scripts are deliberately not preloaded from here: when a preload of a script fails (the remote is
// down), Chromium hands that failure to the next <script> of the same address, so the Retry of the
// page's fallback would fail once more although the remote is back. A failed fetch() preload is not
// reused that way: fetch() asks the network again.
import { parseApplicantId, readKey } from '@talent/resume-model';
import type { RemoteKey, RemotesManifest } from './remotes';

/** The id of the inline JSON element the shell reads the remotes map from (shell/src/federation/remotes.ts). */
export const REMOTES_ELEMENT_ID = 'talent-remotes';

interface PageHint {
  /** The route's path as in the shell's route table (contracts.md), `:name` for one segment. */
  path: string;
  remote: RemoteKey;
  /** A GET of the API the page makes first, in the shape the API SDK sends it; undefined if none. */
  read?: (params: Record<string, string>) => string | undefined;
}

/**
 * The public pages a visitor opens first (links shared, search results): the ones worth hinting. Pages
 * behind a guard are left out — a visitor without the right session is sent elsewhere, and the hints
 * would be fetched for nothing.
 */
const pageHints: readonly PageHint[] = [
  { path: '/', remote: 'directory' },
  { path: '/about', remote: 'directory' },
  {
    path: '/preview/:id',
    remote: 'directory',
    // The same rule as the page's (parseApplicantId), and the SDK refuses ids below 1 without a request.
    read: ({ id }) => {
      const parsed = parseApplicantId(id);
      return parsed.ok && parsed.id >= 1 ? `/api/applicants/${parsed.id}` : undefined;
    },
  },
];

/**
 * The route's parameters if `pathname` is on it, matched as the shell's router does (shell/src/routing/
 * routes.ts): case-insensitive, one optional trailing slash, `:name` for one non-empty segment.
 */
function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    });
  const found = new RegExp(`^/${segments.join('/')}/?$`, 'i').exec(pathname);
  if (!found) return undefined;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
  } catch {
    return undefined;
  }
}

export interface PageHintsInput {
  /** The requested address's path, without the query. */
  pathname: string;
  /** What /remotes.json answers for this request. */
  remotes: RemotesManifest;
  /** The reads (by `readKey`) whose answers the page carries already: none of them is preloaded. */
  answered?: readonly string[];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end the element it sits in (`</script>`) or open a comment. */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/**
 * The markup to put at the end of index.html's <head> for this address. Each preload is written to be
 * used by the request the page makes anyway, so none is fetched twice:
 *  - the remote's mf-manifest.json as Module Federation fetches it (`fetch(url)`: CORS mode, the
 *    default credentials), i.e. `crossorigin="anonymous"`; also for a remote deployed elsewhere;
 *  - the page's API read as the API SDK makes it for a visitor who is not signed in: without
 *    credentials of its own (`crossorigin="anonymous"`, axios `withCredentials: false`). A signed-in
 *    read carries a bearer token and is made with credentials, so it never takes this answer. A read
 *    the page came answered (first-page.ts) is not preloaded: the page does not ask for it.
 */
export function pageHintsMarkup({ pathname, remotes, answered = [] }: PageHintsInput): string {
  const tags = [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${inlineJson(remotes)}</script>`];
  const preload = (href: string) =>
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin="anonymous">`);

  for (const hint of pageHints) {
    const params = matchPath(hint.path, pathname);
    if (!params) continue;
    const manifestUrl = remotes[hint.remote];
    if (manifestUrl) preload(manifestUrl);
    const read = hint.read?.(params);
    if (read && !answered.includes(readKey(read))) preload(read);
    break;
  }
  return tags.join('');
}
