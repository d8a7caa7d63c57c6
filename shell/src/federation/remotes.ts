// What the shell knows about the remotes: their /remotes.json keys and the pages they expose
// (contracts.md). Nothing else about a remote is allowed in here.
export type RemoteKey = 'directory' | 'builder' | 'account' | 'profile' | 'employer';

export interface RemotePageRef {
  remote: RemoteKey;
  page: string;
}

export type RemoteEntries = Record<string, string>;

const remotesManifestPath = '/remotes.json';

/** `{ "directory": "https://…/mf-manifest.json", … }`, read fresh on every call. */
export async function fetchRemoteEntries(): Promise<RemoteEntries> {
  const response = await fetch(remotesManifestPath, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${remotesManifestPath} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteEntries(body)) throw new Error(`${remotesManifestPath} is not a map of remote names to URLs`);
  return body;
}

/** The id of the element in which the all-in-one server writes the remotes map into index.html. */
export const REMOTES_ELEMENT_ID = 'talent-remotes';

/**
 * The remotes map the page came with: the all-in-one server writes what /remotes.json would answer
 * into index.html (`<script type="application/json" id="talent-remotes">`), which saves the shell a
 * round trip before it can ask for a remote. Undefined when the page has none (a shell served by any
 * other server, or a CDN) or when it is not a map of names to URLs: the shell then fetches /remotes.json.
 */
export function inlineRemoteEntries(): RemoteEntries | undefined {
  const element = document.getElementById(REMOTES_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    const body: unknown = JSON.parse(element.textContent ?? '');
    return isRemoteEntries(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function isRemoteEntries(value: unknown): value is RemoteEntries {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
