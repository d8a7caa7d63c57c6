import { filterApplicants, isAbortError } from '@talent/api-sdk';
import type { DirectoryFacets, DirectoryFilters } from '@talent/resume-model';
import { useEffect, useMemo, useState } from 'react';
import { filterRequestOf } from '../state/searchParams';
import { applyDraft, draftOf, type FilterDraft } from './draft';

/** The pause after the last change of a choice before the counts are asked for again (issue 17). */
export const DRAFT_FACETS_DEBOUNCE_MS = 250;

/** The counts' request for a draft: page 1 with one card only, since the modal needs the facets alone. */
function facetRequestOf(filters: DirectoryFilters, draft: FilterDraft) {
  return { ...filterRequestOf(applyDraft(filters, draft), 1), per_page: 1, facets: true };
}

/**
 * The facet counts of the search the modal's draft would make (issue 17): asked for 250 ms after the
 * last change, a newer draft aborting the older call. The previous counts stay while the next ones
 * come (no flicker); a failed call leaves none (the modal then shows its choices without counts).
 * `applied` are the counts of the applied search (`filters`, the page's own answer), shown at once
 * while the draft is that search: on opening, and again after Reset applies the cleared draft.
 */
export function useDraftFacets(
  filters: DirectoryFilters,
  draft: FilterDraft,
  applied: DirectoryFacets | null,
): DirectoryFacets | null {
  const request = useMemo(() => facetRequestOf(filters, draft), [filters, draft]);
  const key = JSON.stringify(request);
  const appliedKey = useMemo(() => JSON.stringify(facetRequestOf(filters, draftOf(filters))), [filters]);
  const [facets, setFacets] = useState<DirectoryFacets | null>(key === appliedKey ? applied : null);

  useEffect(() => {
    if (key === appliedKey && applied !== null) {
      setFacets(applied);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Read back from its key: a new draft object with the same content asks nothing new.
      filterApplicants(JSON.parse(key) as typeof request, { signal: controller.signal }).then(
        (answer) => {
          if (!controller.signal.aborted) setFacets(answer.facets ?? null);
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbortError(error)) setFacets(null);
        },
      );
    }, DRAFT_FACETS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, appliedKey, applied]);

  return facets;
}
