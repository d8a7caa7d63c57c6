import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteLoadError, remoteFailurePlugin } from './remoteFailurePlugin';
import {
  fetchRemoteEntries,
  inlineRemoteEntries,
  type RemoteEntries,
  type RemoteKey,
  type RemotePageRef,
} from './remotes';

export interface RemotePageModule {
  default: ComponentType;
}

const registered = new Set<string>();
let pendingRegistration: Promise<void> | undefined;

/**
 * Registers the remotes listed in /remotes.json (or in `known`, the map index.html came with).
 * `forceRemote` is registered again even if known:
 * Module Federation then forgets its cached manifest and entry, so a retry really fetches again
 * (and picks up a new address if /remotes.json changed).
 */
function registerFromRemotesJson(forceRemote?: RemoteKey, known?: Promise<RemoteEntries>): Promise<void> {
  const registration = (known ?? fetchRemoteEntries()).then((entries) => {
    const remotes = Object.entries(entries).map(([name, entry]) => ({ name, entry }));
    registerRemotes(remotes.filter(({ name }) => name !== forceRemote && !registered.has(name)));
    const forced = remotes.filter(({ name }) => name === forceRemote);
    if (forced.length > 0) registerRemotes(forced, { force: true });
    for (const { name } of remotes) registered.add(name);
  });
  pendingRegistration = registration;
  // A failed registration is reported to whoever awaits it; the next page load simply tries again.
  void registration
    .catch(() => undefined)
    .finally(() => {
      if (pendingRegistration === registration) pendingRegistration = undefined;
    });
  return registration;
}

/**
 * Called once, as the shell's first script runs (index.ts): the remotes map index.html came with is
 * registered at once, or else /remotes.json is read while the shell's own chunks are still downloading;
 * the shell renders at once while the remotes are registered. A retry (reloadRemote) always reads
 * /remotes.json afresh.
 */
export function startFederation(): void {
  registerPlugins([remoteFailurePlugin()]);
  const inline = inlineRemoteEntries();
  void registerFromRemotesJson(undefined, inline ? Promise.resolve(inline) : undefined).catch(
    () => undefined,
  );
}

/**
 * Fetches a remote page's files (the remote's manifest, its remoteEntry.js and the page's own chunks)
 * without running them, so they are in the browser's cache by the time the page renders. Only a head
 * start: if it fails, the page's own load meets the failure again and reports it.
 */
export function preloadRemotePage({ remote, page }: RemotePageRef): void {
  const preload = (pendingRegistration ?? Promise.resolve()).then(() => {
    if (!registered.has(remote)) return undefined;
    return preloadRemote([{ nameOrAlias: remote, exposes: [page], resourceCategory: 'sync' }]);
  });
  void preload.catch(() => undefined);
}

export async function loadRemotePage({ remote, page }: RemotePageRef): Promise<RemotePageModule> {
  const request = `${remote}/${page}`;
  if (!registered.has(remote)) {
    try {
      await (pendingRegistration ?? registerFromRemotesJson());
    } catch (error) {
      throw new RemoteLoadError(request, error);
    }
  }
  const module = await loadRemote<RemotePageModule>(request);
  if (!module?.default) {
    throw new RemoteLoadError(request, new Error(`"${request}" has no default export to render`));
  }
  return module;
}

/** Re-reads /remotes.json and makes Module Federation fetch this remote again on the next load. */
export async function reloadRemote(remote: RemoteKey): Promise<void> {
  await registerFromRemotesJson(remote);
}
