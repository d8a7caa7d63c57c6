import { readFile } from 'node:fs/promises';

/** The remotes of the shell, by their `/remotes.json` key, with the app folder that builds each one. */
export const remoteApps = {
  directory: 'mfe-directory',
  builder: 'mfe-builder',
  account: 'mfe-account',
  profile: 'mfe-profile',
  employer: 'mfe-employer',
} as const;

export type RemoteKey = keyof typeof remoteApps;
export const remoteKeys = Object.keys(remoteApps) as RemoteKey[];

export type RemotesManifest = Record<string, string>;

/** Where each remote's manifest is when this server serves the built remotes itself. */
export function servedRemotes(origin: string): RemotesManifest {
  return Object.fromEntries(remoteKeys.map((key) => [key, `${origin}/remotes/${key}/mf-manifest.json`]));
}

/**
 * Reads the REMOTES_FILE overrides: a JSON object of remote key to manifest URL. Entries whose value
 * is not a string are ignored; anything else that is wrong throws, with the reason.
 */
export async function readRemoteOverrides(file: string): Promise<RemotesManifest> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object of remote names to manifest URLs.`);
  }
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
