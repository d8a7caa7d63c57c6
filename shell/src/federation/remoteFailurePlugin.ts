import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote page could not be loaded: its manifest, its entry or the exposed module failed. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly request: string;

  constructor(request: string, cause: unknown) {
    super(`Could not load the remote module "${request}"`, { cause });
    this.name = 'RemoteLoadError';
    this.request = request;
    this.remote = request.split('/')[0] ?? request;
  }
}

/**
 * Module Federation reports failures from several stages with different error shapes. This plugin
 * waits for the last stage of a `loadRemote` call ('onLoad') and turns whatever went wrong into one
 * RemoteLoadError naming the remote, so the shell's error boundary can offer a retry for exactly
 * that remote. Earlier stages return nothing: the runtime then raises its own error, which reaches
 * 'onLoad' in turn.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'talent-pool-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
    },
  };
}
