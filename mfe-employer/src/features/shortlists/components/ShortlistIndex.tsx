import {
  createShortlist,
  deleteShortlist,
  employerErrorMessage,
  listShortlists,
  renameShortlist,
  type ShortlistSummary,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { SHORTLIST_NAME_MAX } from '@talent/resume-model';
import { Card, Field, TextInput } from '@talent/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TouchButton } from '../../../common/controls';
import { EmptyState, LoadFailure, Loading } from '../../../common/PageStates';
import { useLoad } from '../../../common/useLoad';
import { shortlistNameError } from '../shortlistName';
import { ConfirmDeleteDialog } from '../../../common/ConfirmDeleteDialog';

const CreateForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const Lists = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Row = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const ListLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  justify-content: center;
  flex: 1 1 12rem;
  min-inline-size: 0;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const RenameForm = styled.form`
  display: grid;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The company's shortlists: create one, open, rename or delete each. */
export function ShortlistIndex() {
  const { t } = useTranslation('employer');
  const { load, reload, update } = useLoad(listShortlists);
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ShortlistSummary | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const problem = shortlistNameError(newName, t);
    setCreateError(problem);
    if (problem !== null || creating) return;
    setCreating(true);
    try {
      const created = await createShortlist(newName.trim());
      update((lists) => [...lists, { ...created, count: 0 }]);
      setNewName('');
      raiseAlert({ type: 'success', message: t('shortlists.create.created', { name: created.name }) });
    } catch (error) {
      setCreateError(employerErrorMessage(error));
    } finally {
      setCreating(false);
    }
  }

  async function remove(list: ShortlistSummary) {
    try {
      await deleteShortlist(list.id);
      update((lists) => lists.filter((each) => each.id !== list.id));
      raiseAlert({ type: 'success', message: t('shortlists.delete.deleted') });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    }
  }

  return (
    <>
      <CreateForm onSubmit={(event) => void create(event)} noValidate>
        <Field label={t('shortlists.create.label')} error={createError ?? undefined}>
          <TextInput
            value={newName}
            maxLength={SHORTLIST_NAME_MAX + 1}
            placeholder={t('shortlists.create.placeholder')}
            onChange={(event) => setNewName(event.target.value)}
            dir="auto"
          />
        </Field>
        <TouchButton type="submit" busy={creating}>
          {t('shortlists.create.submit')}
        </TouchButton>
      </CreateForm>
      {load.status === 'loading' && <Loading label={t('shortlists.loading')} />}
      {load.status === 'failed' && (
        <LoadFailure message={employerErrorMessage(load.error)} retryLabel={t('retry')} onRetry={reload} />
      )}
      {load.status === 'ready' && load.value.length === 0 && <EmptyState>{t('shortlists.empty')}</EmptyState>}
      {load.status === 'ready' && load.value.length > 0 && (
        <Lists>
          {load.value.map((list) =>
            renamingId === list.id ? (
              <Row key={list.id}>
                <RenameShortlist
                  list={list}
                  onDone={(name) => {
                    if (name !== null)
                      update((lists) =>
                        lists.map((each) => (each.id === list.id ? { ...each, name } : each)),
                      );
                    setRenamingId(null);
                  }}
                />
              </Row>
            ) : (
              <Row key={list.id}>
                <ListLink to={`?list=${list.id}`}>
                  <bdi>{list.name}</bdi>
                  <Count>{t('shortlists.count', { count: list.count })}</Count>
                </ListLink>
                <Actions>
                  <TouchButton
                    variant="secondary"
                    aria-label={t('shortlists.rename.actionLabel', { name: list.name })}
                    onClick={() => setRenamingId(list.id)}
                  >
                    {t('shortlists.rename.action')}
                  </TouchButton>
                  <TouchButton
                    variant="ghost"
                    aria-label={t('shortlists.delete.actionLabel', { name: list.name })}
                    onClick={() => setDeleting(list)}
                  >
                    {t('shortlists.delete.action')}
                  </TouchButton>
                </Actions>
              </Row>
            ),
          )}
        </Lists>
      )}
      <ConfirmDeleteDialog
        item={deleting}
        texts="shortlists.delete"
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** The rename form in place of a list's row; `onDone` gets the new name, or null when cancelled. */
function RenameShortlist({
  list,
  onDone,
}: {
  list: ShortlistSummary;
  onDone: (name: string | null) => void;
}) {
  const { t } = useTranslation('employer');
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = shortlistNameError(name, t);
    setError(problem);
    if (problem !== null || saving) return;
    setSaving(true);
    try {
      await renameShortlist(list.id, name.trim());
      raiseAlert({ type: 'success', message: t('shortlists.rename.saved') });
      onDone(name.trim());
    } catch (failure) {
      setError(employerErrorMessage(failure));
      setSaving(false);
    }
  }

  return (
    <RenameForm onSubmit={(event) => void save(event)} noValidate>
      <Field label={t('shortlists.rename.label')} error={error ?? undefined}>
        <TextInput
          value={name}
          maxLength={SHORTLIST_NAME_MAX + 1}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone(null);
          }}
          dir="auto"
          // The form replaces the row the user chose to rename: the field is where they continue.
          autoFocus
        />
      </Field>
      <Actions>
        <TouchButton type="submit" busy={saving}>
          {t('shortlists.rename.save')}
        </TouchButton>
        <TouchButton variant="secondary" disabled={saving} onClick={() => onDone(null)}>
          {t('shortlists.rename.cancel')}
        </TouchButton>
      </Actions>
    </RenameForm>
  );
}
