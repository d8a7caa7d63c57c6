import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteLoadError, remoteFailurePlugin } from './remoteFailurePlugin';
import { takeRemoteEntries, type RemoteKey, type RemotePageRef } from './remotes';

export interface RemotePageModule {
  default: ComponentType;
}

const registered = new Set<string>();
let pendingRegistration: Promise<void> | undefined;

/**
 * Registers the remotes listed in /remotes.json. `forceRemote` is registered again even if known:
 * Module Federation then forgets its cached manifest and entry, so a retry really fetches again
 * (and picks up a new address if /remotes.json changed).
 */
function registerFromRemotesJson(forceRemote?: RemoteKey): Promise<void> {
  const registration = takeRemoteEntries().then((entries) => {
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

/** Called once at start: the shell renders at once while the remotes are being registered. */
export function startFederation(): void {
  registerPlugins([remoteFailurePlugin()]);
  void registerFromRemotesJson().catch(() => undefined);
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
