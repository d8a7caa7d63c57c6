import { auth$ } from '@talent/event-bus';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const subscription = auth$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

const isCompany = (): boolean => auth$.getValue().user?.is_company === true;

/** A company account (issue #19): it receives no contact requests and has no resume to be viewed. */
export function useIsCompany(): boolean {
  return useSyncExternalStore(subscribe, isCompany, isCompany);
}
