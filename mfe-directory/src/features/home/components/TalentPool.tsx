import { raiseAlert } from '@talent/event-bus';
import { referenceLabel, useInterfaceLanguage, useTranslation } from '@talent/i18n';
import {
  type DirectoryFilters,
  LATEST_SPECIALIZATION,
  type MainSpecialization,
  pruneSubSpecialities,
  searchQueryOf,
} from '@talent/resume-model';
import { Alert, Button, Heading, Spinner, Tabs } from '@talent/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApplicantList } from '../hooks/useApplicantList';
import { useDirectorySearch } from '../hooks/useDirectorySearch';
import { useReferenceList } from '../hooks/useReferenceList';
import { useAnnounceContent } from '../../../page/useAnnounceContent';
import { RESULTS_ID, revealResults, SEARCH_AREA_ID } from '../hooks/useScrollToSearchArea';
import { activeTabOf, hasAdvancedFilters } from '../state/searchParams';
import { ApplicantGrid } from './ApplicantGrid';
import { ExampleKeywords } from './ExampleKeywords';
import { DidYouMean, EmptyResult } from './EmptyResult';
import { FilterCapsules } from './FilterCapsules';
import { LoadMoreButton } from './LoadMoreButton';
import { SortChoice } from './SortChoice';
import { SearchBox } from './SearchBox';
import { TouchButton } from '../../company-actions/touch';
import { useIsCompany } from '../../company-actions/useIsCompany';

// The modal is code the visitor may never need: it loads when first opened (or hovered).
const loadAdvancedSearch = () => import('../advanced-search/AdvancedSearchModal');
const AdvancedSearchModal = lazy(loadAdvancedSearch);
// Company-only (issue #19), like the card's shortlist control: fetched once a company is signed in.
const SaveSearch = lazy(() =>
  import(/* webpackChunkName: "company-actions" */ '../save-search/SaveSearch').then((module) => ({
    default: module.SaveSearch,
  })),
);

const SearchArea = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  scroll-margin-block-start: 80px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  > form {
    flex: 1 1 20rem;
  }
`;

// One column that may shrink below its content: the tab strip scrolls inside it, not the page.
const Listing = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding-block-end: ${({ theme }) => theme.space.xxl};
`;

const ListingHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Total = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

const ListingTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 100%;
`;

const ErrorRow = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface TalentPoolProps {
  /** Told the list's total whenever it is the unfiltered 'Latest' list: every published resume. */
  onUnfilteredTotal?: (total: number) => void;
}

/** The Talent Pool: keyword search, example keywords, advanced filters, tabs and the applicant grid. */
export function TalentPool({ onUnfilteredTotal }: TalentPoolProps = {}) {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  const { filters, searchKey, setFilters, search } = useDirectorySearch();
  const list = useApplicantList(filters, searchKey);
  const keywords = useReferenceList('keywords');
  const specializations = useReferenceList('specializations');
  const [modalOpen, setModalOpen] = useState(false);
  const advancedButton = useRef<HTMLButtonElement>(null);
  const company = useIsCompany();
  // Issue 35: after the visitor asks for results, they come into view once they have arrived; the
  // heading takes the focus after an example keyword (its button is no place to go on from).
  // Waits for the new list when the search changed, not when it did not (nothing is loaded again).
  const pendingReveal = useRef<{ focus: boolean; changed: boolean; sawLoading: boolean } | null>(null);
  const [revealAsked, setRevealAsked] = useState(0);
  const askedForResults = (focus: boolean, changed = true) => {
    pendingReveal.current = { focus, changed, sawLoading: false };
    setRevealAsked((asked) => asked + 1);
  };

  useEffect(() => {
    if (specializations.failed) raiseAlert({ message: t('errors.specializations'), type: 'error' });
  }, [specializations.failed, t]);

  const categories: readonly MainSpecialization[] = specializations.items;
  const activeTab = activeTabOf(filters);
  const tabs = [
    { id: LATEST_SPECIALIZATION, label: t('listing.latest') },
    ...categories.map((category) => {
      const label = referenceLabel(t, 'specialization', category.id, category.title);
      // Issue 17: how many resumes the tab holds with the other filters as they are.
      const count = list.facets?.mainSpecializations[category.title];
      return {
        id: category.title,
        label:
          list.facets === null
            ? label
            : t('listing.tabCount', {
                label,
                formatted: formats.number(count ?? 0),
              }),
      };
    }),
  ];

  const selectTab = (id: string) => {
    askedForResults(false, id !== activeTab);
    const mains = id === LATEST_SPECIALIZATION ? [] : [id];
    setFilters({
      ...filters,
      mainSpecializations: mains,
      subSpecialities: pruneSubSpecialities(filters.subSpecialities, mains, categories),
      subSpecializations: [],
    });
  };

  const applyFilters = (next: DirectoryFilters) => {
    setFilters(next);
    askedForResults(false);
  };

  const loading = list.status === 'loading';
  // The home page is drawn once its first list has arrived (or failed): the hero is drawn before it.
  useAnnounceContent(!loading);
  const unfiltered =
    searchQueryOf(filters.search) === '' &&
    !hasAdvancedFilters(filters) &&
    activeTab === LATEST_SPECIALIZATION &&
    filters.mainSpecializations.length === 0;
  const unfilteredTotal = !loading && list.failure === null && unfiltered ? list.pagination.total : null;
  useEffect(() => {
    if (unfilteredTotal !== null) onUnfilteredTotal?.(unfilteredTotal);
  }, [unfilteredTotal, onUnfilteredTotal]);

  useEffect(() => {
    const pending = pendingReveal.current;
    if (pending === null) return;
    if (loading) {
      pending.sawLoading = true;
      return;
    }
    if (!pending.sawLoading && pending.changed) return;
    pendingReveal.current = null;
    revealResults(pending);
  }, [revealAsked, loading]);

  const failureText = list.failure ? t(`errors.${list.failure}`) : null;

  return (
    <>
      <SearchArea id={SEARCH_AREA_ID} aria-labelledby="talent-pool-heading">
        <Heading level={2} id="talent-pool-heading">
          {t('search.heading')}
        </Heading>
        <Intro>{t('search.intro')}</Intro>
        <SearchRow>
          <SearchBox
            query={filters.search}
            onSearch={(query, how) => {
              search(query, how);
              if (how === 'submit') askedForResults(false, searchQueryOf(query) !== filters.search);
            }}
          />
          <Button
            ref={advancedButton}
            variant="secondary"
            aria-haspopup="dialog"
            aria-expanded={modalOpen}
            onPointerEnter={() => void loadAdvancedSearch()}
            onFocus={() => void loadAdvancedSearch()}
            onClick={() => setModalOpen((open) => !open)}
          >
            {t('search.advanced')}
          </Button>
        </SearchRow>
        <ExampleKeywords
          keywords={keywords.items}
          onPick={(keyword) => {
            search(keyword, 'submit');
            askedForResults(true, keyword !== filters.search);
          }}
        />
      </SearchArea>

      <Listing aria-labelledby="applicants-heading">
        <ListingHeader>
          <Heading level={2} id={RESULTS_ID} tabIndex={-1}>
            {t('listing.heading')}
          </Heading>
          <Total aria-live="polite">
            {loading
              ? '\u00a0'
              : t('listing.total', {
                  count: list.pagination.total,
                  formatted: formats.number(list.pagination.total),
                })}
          </Total>
          <ListingTools>
            <SortChoice
              sort={filters.sort}
              search={filters.search}
              onChange={(sort) => setFilters({ ...filters, sort })}
            />
            {company && (
              // Until its code arrives, the same button, disabled, holds its place.
              <Suspense
                fallback={
                  <TouchButton variant="secondary" disabled>
                    {t('savedSearch.open')}
                  </TouchButton>
                }
              >
                <SaveSearch filters={filters} categories={categories} />
              </Suspense>
            )}
          </ListingTools>
        </ListingHeader>
        <FilterCapsules filters={filters} categories={categories} onChange={applyFilters} />
        <Tabs label={t('listing.tabsLabel')} items={tabs} selectedId={activeTab} onSelect={selectTab}>
          {failureText !== null && (
            <ErrorRow>
              <Alert type="error">{failureText}</Alert>
              <Button variant="ghost" size="sm" onClick={list.retry}>
                {t('listing.retry')}
              </Button>
            </ErrorRow>
          )}
          {loading ? (
            <Centre>
              <Spinner label={t('listing.loading')} size="lg" />
            </Centre>
          ) : list.applicants.length === 0 ? (
            failureText === null && (
              <EmptyResult
                filters={filters}
                categories={categories}
                suggestion={list.suggestion}
                onChange={setFilters}
              />
            )
          ) : (
            <>
              {/* Issue 35: a correction that finds clearly more, beside what the search found. */}
              <DidYouMean
                filters={filters}
                suggestion={list.suggestion}
                onChange={setFilters}
                variant="secondary"
              />
              <ApplicantGrid applicants={list.applicants} />
            </>
          )}
          {!loading && (list.hasMore || list.status === 'loadingMore') && (
            <Centre>
              <LoadMoreButton busy={list.status === 'loadingMore'} onLoadMore={list.loadMore} />
            </Centre>
          )}
        </Tabs>
      </Listing>

      {modalOpen && (
        <Suspense fallback={null}>
          <AdvancedSearchModal
            filters={filters}
            categories={categories}
            facets={list.facets}
            onApply={applyFilters}
            onClose={() => setModalOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
