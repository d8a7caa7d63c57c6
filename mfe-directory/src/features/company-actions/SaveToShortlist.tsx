import {
  createShortlist,
  employerErrorMessage,
  listShortlists,
  saveToShortlist,
  type ShortlistSummary,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { SHORTLIST_NAME_MAX, SHORTLIST_NOTE_MAX } from '@talent/resume-model';
import { Alert, Field, Modal, Select, Spinner, TextArea, TextInput } from '@talent/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { DialogFields, TouchButton } from './touch';

/** The picker's value for "a new list", beside the ids of the existing ones. */
const NEW_LIST = 'new';

type Lists =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lists: ShortlistSummary[] };

export interface SaveToShortlistProps {
  applicantId: number;
  /** Who is being saved, for the button's accessible name and the dialog. */
  applicantName: string;
  className?: string;
}

/**
 * "Save to shortlist" (issue #19), for signed-in companies only (the caller decides): a small picker
 * of the company's lists, or a new list's name, with an optional private note.
 */
export function SaveToShortlist({ applicantId, applicantName, className }: SaveToShortlistProps) {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);

  return (
    <>
      <TouchButton
        className={className}
        variant="secondary"
        aria-label={t('shortlist.openLabel', { name: applicantName })}
        onClick={() => setOpen(true)}
      >
        {t('shortlist.open')}
      </TouchButton>
      {open && (
        <ShortlistPicker
          applicantId={applicantId}
          applicantName={applicantName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ShortlistPicker({
  applicantId,
  applicantName,
  onClose,
}: {
  applicantId: number;
  applicantName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('directory');
  const [lists, setLists] = useState<Lists>({ status: 'loading' });
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'name' | 'note' | 'form'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    listShortlists().then(
      (found) => {
        if (!current) return;
        setLists({ status: 'ready', lists: found });
        setChoice(found[0] ? String(found[0].id) : NEW_LIST);
      },
      (error: unknown) => current && setLists({ status: 'failed', message: employerErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (lists.status !== 'ready' || saving) return;
    const name = newName.trim();
    if (choice === NEW_LIST && name === '') {
      setProblem({ field: 'name', message: t('shortlist.nameRequired') });
      return;
    }
    if (choice === NEW_LIST && name.length > SHORTLIST_NAME_MAX) {
      setProblem({ field: 'name', message: t('shortlist.nameTooLong', { max: SHORTLIST_NAME_MAX }) });
      return;
    }
    if (note.length > SHORTLIST_NOTE_MAX) {
      setProblem({ field: 'note', message: t('shortlist.noteTooLong', { max: SHORTLIST_NOTE_MAX }) });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const list =
        choice === NEW_LIST
          ? await createShortlist(name)
          : lists.lists.find((each) => String(each.id) === choice);
      if (!list) return;
      await saveToShortlist(list.id, applicantId, note.trim());
      raiseAlert({
        type: 'success',
        message: t('shortlist.saved', { name: applicantName, list: list.name }),
      });
      onClose();
    } catch (error) {
      setProblem({ field: 'form', message: employerErrorMessage(error) });
      setSaving(false);
    }
  }

  const formId = `shortlist-picker-${applicantId}`;
  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={t('shortlist.title', { name: applicantName })}
      closeLabel={t('shortlist.close')}
      size="sm"
      footer={
        <>
          <TouchButton variant="secondary" disabled={saving} onClick={onClose}>
            {t('shortlist.cancel')}
          </TouchButton>
          <TouchButton type="submit" form={formId} busy={saving} disabled={lists.status !== 'ready'}>
            {t('shortlist.save')}
          </TouchButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <DialogFields>
          {lists.status === 'loading' && <Spinner label={t('shortlist.loading')} showLabel />}
          {lists.status === 'failed' && <Alert type="error">{lists.message}</Alert>}
          {lists.status === 'ready' && (
            <>
              {lists.lists.length > 0 && (
                <Field label={t('shortlist.list')}>
                  <Select value={choice} onChange={(event) => setChoice(event.target.value)}>
                    {lists.lists.map((list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ))}
                    <option value={NEW_LIST}>{t('shortlist.newListOption')}</option>
                  </Select>
                </Field>
              )}
              {choice === NEW_LIST && (
                <Field
                  label={t('shortlist.newList')}
                  error={problem?.field === 'name' ? problem.message : undefined}
                >
                  <TextInput
                    value={newName}
                    dir="auto"
                    maxLength={SHORTLIST_NAME_MAX + 1}
                    onChange={(event) => setNewName(event.target.value)}
                  />
                </Field>
              )}
              <Field
                label={t('shortlist.note')}
                hint={t('shortlist.noteHint')}
                error={problem?.field === 'note' ? problem.message : undefined}
              >
                <TextArea
                  value={note}
                  rows={3}
                  dir="auto"
                  onChange={(event) => setNote(event.target.value)}
                />
              </Field>
              {problem?.field === 'form' && <Alert type="error">{problem.message}</Alert>}
            </>
          )}
        </DialogFields>
      </form>
    </Modal>
  );
}
