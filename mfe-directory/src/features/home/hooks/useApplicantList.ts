import { filterApplicants, isAbortError } from '@talent/api-sdk';
import {
  APPLICANT_FETCH_DEBOUNCE_MS,
  type ApplicantCard,
  appendUnseenById,
  type DirectoryFacets,
  type DirectoryFilters,
  hasMorePages,
  PAGE_SIZE,
  type Pagination,
  searchQueryOf,
} from '@talent/resume-model';
import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { filterRequestOf, hasAdvancedFilters } from '../state/searchParams';

export type ListFailure = 'search' | 'advancedFilters' | 'list';

export interface ApplicantListState {
  applicants: ApplicantCard[];
  pagination: Pagination;
  /** 'loading' is a new search (the grid is empty); 'loadingMore' appends a page. */
  status: 'loading' | 'loadingMore' | 'idle';
  failure: ListFailure | null;
  hasMore: boolean;
  /** The facet counts of the search's first page (issue 17); null until they arrive. */
  facets: DirectoryFacets | null;
  /** The server's "Did you mean …?" beside an empty keyword search (issues 17 and 23), else null. */
  suggestion: string | null;
}

const firstPage: Pagination = { current_page: 1, last_page: 1, per_page: PAGE_SIZE, total: 0 };

type Action =
  | { type: 'search' }
  | { type: 'loadMore' }
  | {
      type: 'loaded';
      applicants: ApplicantCard[];
      pagination: Pagination;
      append: boolean;
      facets: DirectoryFacets | null;
      suggestion: string | null;
    }
  | { type: 'failed'; failure: ListFailure };

const initialState: ApplicantListState = {
  applicants: [],
  pagination: firstPage,
  status: 'loading',
  failure: null,
  hasMore: false,
  facets: null,
  suggestion: null,
};

function reducer(state: ApplicantListState, action: Action): ApplicantListState {
  switch (action.type) {
    // Spec §4: a new search or tab clears the list and starts again at page 1.
    case 'search':
      return initialState;
    case 'loadMore':
      return { ...state, status: 'loadingMore', failure: null };
    case 'loaded':
      return {
        applicants: action.append
          ? appendUnseenById(state.applicants, action.applicants)
          : appendUnseenById([], action.applicants),
        pagination: action.pagination,
        status: 'idle',
        failure: null,
        hasMore: hasMorePages(action.pagination),
        facets: action.facets ?? state.facets,
        suggestion: action.append ? state.suggestion : action.suggestion,
      };
    case 'failed':
      // hasMore turns false on error, so the automatic load-more does not hammer a failing server.
      return { ...state, status: 'idle', failure: action.failure, hasMore: false };
  }
}

/** Which of the spec §8 'Directory' messages a failed list call shows. */
export function failureOf(filters: DirectoryFilters): ListFailure {
  if (searchQueryOf(filters.search) !== '') return 'search';
  if (hasAdvancedFilters(filters)) return 'advancedFilters';
  return 'list';
}

function paginationOf(page: Pagination): Pagination {
  return {
    current_page: page.current_page,
    last_page: page.last_page,
    per_page: page.per_page,
    total: page.total,
  };
}

/**
 * The applicant grid for a search: page 1 after a 300 ms pause whenever the search changes (spec
 * §4), then further pages on demand. A newer search aborts the call of an older one.
 */
export function useApplicantList(filters: DirectoryFilters, searchKey: string) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const current = useRef({ filters, state, controller: null as AbortController | null });
  current.current.filters = filters;
  current.current.state = state;

  const fetchPage = useCallback(async (page: number, append: boolean) => {
    current.current.controller?.abort();
    const controller = new AbortController();
    current.current.controller = controller;
    const searched = current.current.filters;
    try {
      const answer = await filterApplicants(filterRequestOf(searched, page), { signal: controller.signal });
      if (controller.signal.aborted) return;
      // Drawn as a transition: React renders the cards in slices instead of one long task.
      startTransition(() =>
        dispatch({
          type: 'loaded',
          applicants: answer.data ?? [],
          pagination: paginationOf(answer),
          append,
          facets: answer.facets ?? null,
          suggestion: answer.suggestion ?? null,
        }),
      );
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      dispatch({ type: 'failed', failure: failureOf(searched) });
    } finally {
      if (current.current.controller === controller) current.current.controller = null;
    }
  }, []);

  useEffect(() => {
    dispatch({ type: 'search' });
    const live = current.current;
    const timer = setTimeout(() => void fetchPage(1, false), APPLICANT_FETCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      live.controller?.abort();
    };
  }, [searchKey, fetchPage]);

  /** Spec §4: allowed only while more pages exist and nothing is loading. */
  const loadMore = useCallback(() => {
    const { state: now } = current.current;
    if (!now.hasMore || now.status !== 'idle') return;
    // Marked at once: the observer and a click may both ask before the next render.
    current.current.state = { ...now, status: 'loadingMore' };
    dispatch({ type: 'loadMore' });
    void fetchPage(now.pagination.current_page + 1, true);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const { state: now } = current.current;
    if (now.status !== 'idle') return;
    current.current.state = { ...now, status: 'loadingMore' };
    if (now.applicants.length === 0) {
      dispatch({ type: 'search' });
      void fetchPage(1, false);
    } else {
      dispatch({ type: 'loadMore' });
      void fetchPage(now.pagination.current_page + 1, true);
    }
  }, [fetchPage]);

  return { ...state, loadMore, retry };
}
