// What the shell knows about the remotes: their /remotes.json keys and the pages they expose
// (contracts.md). Nothing else about a remote is allowed in here.
export type RemoteKey = 'directory' | 'builder' | 'account' | 'profile';

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

function isRemoteEntries(value: unknown): value is RemoteEntries {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
