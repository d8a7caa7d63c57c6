import '../../texts';
import {
  deleteSavedSearch,
  employerErrorMessage,
  listSavedSearches,
  type SavedSearch,
} from '@talent/api-sdk';
import { useCalendar, useTranslation } from '@talent/i18n';
import { Alert, Badge, Heading } from '@talent/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardItem, CardList, CardName, CardTop, Header, Muted, Page } from '../../common/layout';
import { TouchButton } from '../../common/controls';
import { shortDate } from '../../common/dates';
import { EmptyState, LoadFailure, Loading } from '../../common/PageStates';
import { useLoad } from '../../common/useLoad';
import { ConfirmDeleteDialog } from '../../common/ConfirmDeleteDialog';
import { directoryLinkOf } from './directoryLink';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const OpenLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * `/saved-searches` (issue #19): a company's saved directory searches, each mailed as a digest of new
 * matching resumes daily or weekly; open one in the directory, or delete it (asked first).
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation('employer');
  const { load, reload, update } = useLoad(listSavedSearches);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(search: SavedSearch) {
    setFailure(null);
    try {
      await deleteSavedSearch(search.id);
      update((searches) => searches.filter((each) => each.id !== search.id));
    } catch (error) {
      setFailure(employerErrorMessage(error));
    }
  }

  return (
    <Page>
      <Header>
        <Heading level={1}>{t('savedSearches.title')}</Heading>
        <Muted>{t('savedSearches.subtitle')}</Muted>
      </Header>
      {failure && <Alert type="error">{failure}</Alert>}
      {load.status === 'loading' && <Loading label={t('savedSearches.loading')} />}
      {load.status === 'failed' && (
        <LoadFailure message={employerErrorMessage(load.error)} retryLabel={t('retry')} onRetry={reload} />
      )}
      {load.status === 'ready' && load.value.length === 0 && (
        <EmptyState>{t('savedSearches.empty')}</EmptyState>
      )}
      {load.status === 'ready' && load.value.length > 0 && (
        <CardList>
          {load.value.map((search) => (
            <SavedSearchItem key={search.id} search={search} onDelete={() => setDeleting(search)} />
          ))}
        </CardList>
      )}
      <ConfirmDeleteDialog
        item={deleting}
        texts="savedSearches.delete"
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Page>
  );
}

function SavedSearchItem({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const { t } = useTranslation('employer');
  const calendar = useCalendar();
  return (
    <CardItem>
      <CardTop>
        <CardName dir="auto">{search.name}</CardName>
        <Badge tone="info">{t(`savedSearches.frequency.${search.frequency}`)}</Badge>
      </CardTop>
      {search.created_at && (
        <Muted>
          {t('savedSearches.savedOn', { date: shortDate(search.created_at, calendar.shortDate) })}
        </Muted>
      )}
      <Actions>
        <OpenLink
          to={directoryLinkOf(search.query)}
          aria-label={t('savedSearches.openNamed', { name: search.name })}
        >
          {t('savedSearches.open')}
        </OpenLink>
        <TouchButton
          variant="secondary"
          onClick={onDelete}
          aria-label={t('savedSearches.delete.actionNamed', { name: search.name })}
        >
          {t('savedSearches.delete.action')}
        </TouchButton>
      </Actions>
    </CardItem>
  );
}
