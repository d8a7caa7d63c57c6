import { emptyDirectoryFilters, type DirectoryFilters, searchQueryOf } from '@talent/resume-model';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchSource } from '../components/SearchBox';
import { filtersFromParams, paramsFromFilters } from '../state/searchParams';

/**
 * The Talent Pool search as the URL query holds it. Each change is a history entry, so Back undoes
 * it; refining a typed search replaces the entry instead of adding one per pause in typing.
 */
export function useDirectorySearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);
  const searchKey = useMemo(() => paramsFromFilters(filters).toString(), [filters]);

  const setFilters = useCallback(
    (next: DirectoryFilters, options: { replace?: boolean } = {}) => {
      const params = paramsFromFilters(next);
      if (params.toString() === paramsFromFilters(filters).toString()) return;
      setSearchParams(params, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [filters, setSearchParams],
  );

  /**
   * Spec §4: a non-empty query searches; an empty one leaves search mode and resets the filters.
   */
  const search = useCallback(
    (text: string, source: SearchSource) => {
      const query = searchQueryOf(text);
      if (query === filters.search) return;
      if (query === '') {
        setFilters(emptyDirectoryFilters());
        return;
      }
      setFilters({ ...filters, search: query }, { replace: source === 'typing' && filters.search !== '' });
    },
    [filters, setFilters],
  );

  return { filters, searchKey, setFilters, search };
}
