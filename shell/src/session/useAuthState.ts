import { auth$, type AuthState } from '@talent/event-bus';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

function snapshot(): AuthState {
  return auth$.getValue();
}

/** The session as published on the bus, re-rendering whenever it changes. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, snapshot);
}
