import { getSelectables } from '@talent/api-sdk';
import type { ReferenceList, ReferenceListName } from '@talent/resume-model';
import { startTransition, useEffect, useState } from 'react';

export interface ReferenceListState<TName extends ReferenceListName> {
  items: ReferenceList<TName>;
  failed: boolean;
}

/** A reference list (`GET /api/selectables/{name}`); empty until it arrives, and empty on failure. */
export function useReferenceList<TName extends ReferenceListName>(name: TName): ReferenceListState<TName> {
  const [state, setState] = useState<ReferenceListState<TName>>({
    items: [] as unknown as ReferenceList<TName>,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    getSelectables(name).then(
      (items) => {
        // The page redrawn with the list as a transition: in slices, not one long task.
        if (live) startTransition(() => setState({ items, failed: false }));
      },
      (error: unknown) => {
        console.warn(`The ${name} list could not be loaded`, error);
        if (live) setState((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [name]);
  return state;
}
