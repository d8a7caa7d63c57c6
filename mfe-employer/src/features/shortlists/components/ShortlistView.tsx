import {
  employerErrorMessage,
  getShortlist,
  listShortlists,
  removeFromShortlist,
  saveBlobAs,
  saveToShortlist,
  type ShortlistDetail,
  type ShortlistedApplicant,
  type ShortlistSummary,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useCalendar, useTranslation } from '@talent/i18n';
import { Heading } from '@talent/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TouchButton } from '../../../common/controls';
import { shortDate } from '../../../common/dates';
import { EmptyState, LoadFailure, Loading } from '../../../common/PageStates';
import { useLoad } from '../../../common/useLoad';
import { csvFileName, csvText } from '../csv';
import { ShortlistedApplicantCard } from './ShortlistedApplicantCard';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Applicants = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/** One shortlist: its applicants with notes, removal, moving to another list, and the CSV export. */
export function ShortlistView({ listId }: { listId: number }) {
  const { t } = useTranslation('employer');
  const calendar = useCalendar();
  const { load, reload, update } = useLoad(() => getShortlist(listId), listId);
  const [otherLists, setOtherLists] = useState<ShortlistSummary[]>([]);

  useEffect(() => {
    let current = true;
    // The move targets; without them the list still works, it just offers no move.
    listShortlists().then(
      (lists) => current && setOtherLists(lists.filter((list) => list.id !== listId)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [listId]);

  function dropApplicant(applicantId: number) {
    update((list) => ({
      ...list,
      applicants: list.applicants.filter((each) => each.applicant_id !== applicantId),
    }));
  }

  async function remove(applicant: ShortlistedApplicant) {
    try {
      await removeFromShortlist(listId, applicant.applicant_id);
      dropApplicant(applicant.applicant_id);
      raiseAlert({ type: 'success', message: t('list.remove.removed', { name: applicant.full_name }) });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    }
  }

  async function saveNote(applicant: ShortlistedApplicant, note: string) {
    // Saving an applicant already in the list updates the note (POST …/applicants).
    await saveToShortlist(listId, applicant.applicant_id, note);
    update((list) => ({
      ...list,
      applicants: list.applicants.map((each) =>
        each.applicant_id === applicant.applicant_id ? { ...each, note } : each,
      ),
    }));
    raiseAlert({ type: 'success', message: t('list.note.saved') });
  }

  async function move(applicant: ShortlistedApplicant, target: ShortlistSummary) {
    try {
      // Added to the other list first: if the removal then fails, the applicant is in both, not in neither.
      await saveToShortlist(target.id, applicant.applicant_id, applicant.note);
      await removeFromShortlist(listId, applicant.applicant_id);
      dropApplicant(applicant.applicant_id);
      raiseAlert({
        type: 'success',
        message: t('list.move.moved', { name: applicant.full_name, list: target.name }),
      });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    }
  }

  function exportCsv(list: ShortlistDetail) {
    const header = [
      t('list.csv.name'),
      t('list.csv.jobTitle'),
      t('list.csv.note'),
      t('list.csv.addedOn'),
      t('list.csv.resume'),
    ];
    const rows = list.applicants.map((applicant) => [
      applicant.full_name,
      applicant.job_title,
      applicant.note,
      shortDate(applicant.added_at, calendar.shortDate),
      new URL(`/preview/${applicant.applicant_id}`, window.location.origin).href,
    ]);
    const blob = new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' });
    saveBlobAs(blob, csvFileName(list.name));
  }

  return (
    <>
      <BackLink to="/shortlists">{t('list.back')}</BackLink>
      {load.status === 'loading' && <Loading label={t('list.loading')} />}
      {load.status === 'failed' && (
        <LoadFailure message={employerErrorMessage(load.error)} retryLabel={t('retry')} onRetry={reload} />
      )}
      {load.status === 'ready' && (
        <>
          <Header>
            <Heading level={1}>
              <bdi>{load.value.name}</bdi>
            </Heading>
            <TouchButton
              variant="secondary"
              disabled={load.value.applicants.length === 0}
              onClick={() => exportCsv(load.value)}
            >
              {t('list.export')}
            </TouchButton>
          </Header>
          {load.value.applicants.length === 0 ? (
            <EmptyState>{t('list.empty')}</EmptyState>
          ) : (
            <Applicants>
              {load.value.applicants.map((applicant) => (
                <ShortlistedApplicantCard
                  key={applicant.applicant_id}
                  applicant={applicant}
                  otherLists={otherLists}
                  onSaveNote={(note) => saveNote(applicant, note)}
                  onRemove={() => remove(applicant)}
                  onMove={(target) => move(applicant, target)}
                />
              ))}
            </Applicants>
          )}
        </>
      )}
    </>
  );
}
