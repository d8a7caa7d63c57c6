// What the served index.html carries besides the shell's own build: the remotes map (what /remotes.json
// would answer) and preload hints for the page the address shows. Without them, a first visit walks a
// chain of requests one after another — index.html, the shell's scripts, /remotes.json, the remote's
// mf-manifest.json, its remoteEntry.js and page chunk, then the page's API read — and on a phone each
// link of that chain costs a round trip. With them, the browser asks for all of it while it parses
// index.html. The shell still works without any of this (it then fetches /remotes.json itself), so a
// shell served by any other server behaves as before.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseApplicantId } from '@talent/resume-model';
import { remoteApps, type RemoteKey, type RemotesManifest } from './remotes';

/** The id of the inline JSON element the shell reads the remotes map from (shell/src/federation/remotes.ts). */
export const REMOTES_ELEMENT_ID = 'talent-remotes';

interface PageHint {
  /** The route's path as in the shell's route table (contracts.md), `:name` for one segment. */
  path: string;
  remote: RemoteKey;
  /** The exposed module, as in the remote's mf-manifest.json (`./HomePage`). */
  expose: string;
  /** A GET of the API the page makes first, in the shape the API SDK sends it; undefined if none. */
  read?: (params: Record<string, string>) => string | undefined;
}

/**
 * The public pages a visitor opens first (links shared, search results): the ones worth hinting. Pages
 * behind a guard are left out — a visitor without the right session is sent elsewhere, and the hints
 * would be fetched for nothing.
 */
const pageHints: readonly PageHint[] = [
  { path: '/', remote: 'directory', expose: './HomePage' },
  { path: '/about', remote: 'directory', expose: './AboutPage' },
  {
    path: '/preview/:id',
    remote: 'directory',
    expose: './ResumePreviewPage',
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

interface ManifestExpose {
  path?: unknown;
  assets?: { js?: { sync?: unknown } };
}

/**
 * The scripts a remote's exposed page needs before it can run, read from the remote's own build:
 * its remoteEntry.js and the page's synchronous chunks. Empty if the build is not there or unreadable.
 */
async function exposeScripts(dist: string, expose: string): Promise<string[]> {
  let manifest: { metaData?: { remoteEntry?: { name?: unknown } }; exposes?: ManifestExpose[] };
  try {
    manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  const entry = manifest.metaData?.remoteEntry?.name;
  const sync = manifest.exposes?.find((candidate) => candidate.path === expose)?.assets?.js?.sync;
  const chunks = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  return typeof entry === 'string' ? [entry, ...chunks] : [];
}

export interface PageHintsInput {
  /** The requested address's path, without the query. */
  pathname: string;
  /** What /remotes.json answers for this request. */
  remotes: RemotesManifest;
  /** This server's own remotes map, to tell a remote it serves from one deployed elsewhere. */
  servedRemotes: RemotesManifest;
  /** Where the built apps are (config.webRoot). */
  webRoot: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON that cannot end the element it sits in (`</script>`) or open a comment. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');

/**
 * The markup to put at the end of index.html's <head> for this address. Each hint is written to be
 * used by the request the page makes anyway, so none is fetched twice:
 *  - the remote's mf-manifest.json as Module Federation fetches it (`fetch(url)`: CORS mode, the
 *    default credentials), i.e. `crossorigin="anonymous"`;
 *  - its remoteEntry.js and page chunks as the plain <script> elements that load them (no crossorigin),
 *    only when this server serves that remote (for one elsewhere it does not know the file names);
 *  - the page's API read as the API SDK makes it for a visitor who is not signed in: without
 *    credentials of its own (`crossorigin="anonymous"`, axios `withCredentials: false`). A signed-in
 *    read carries a bearer token and is made with credentials, so it never takes this answer.
 */
export async function pageHintsMarkup({
  pathname,
  remotes,
  servedRemotes,
  webRoot,
}: PageHintsInput): Promise<string> {
  const tags = [`<script type="application/json" id="${REMOTES_ELEMENT_ID}">${inlineJson(remotes)}</script>`];
  const preload = (href: string, as: 'fetch' | 'script') =>
    tags.push(
      `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    );

  for (const hint of pageHints) {
    const params = matchPath(hint.path, pathname);
    if (!params) continue;
    const manifestUrl = remotes[hint.remote];
    if (manifestUrl) {
      preload(manifestUrl, 'fetch');
      if (manifestUrl === servedRemotes[hint.remote]) {
        const dist = path.join(webRoot, remoteApps[hint.remote], 'dist');
        for (const file of await exposeScripts(dist, hint.expose)) {
          preload(new URL(file, manifestUrl).href, 'script');
        }
      }
    }
    const read = hint.read?.(params);
    if (read) preload(read, 'fetch');
    break;
  }
  return tags.join('');
}
