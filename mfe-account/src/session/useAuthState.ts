import { auth$, type AuthState } from '@talent/event-bus';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const snapshot = (): AuthState => auth$.getValue();

/** The session the shell publishes on the bus; this remote only reads it. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
