import { employerErrorMessage, type ShortlistedApplicant, type ShortlistSummary } from '@talent/api-sdk';
import { useCalendar, useTranslation } from '@talent/i18n';
import { SHORTLIST_NOTE_MAX } from '@talent/resume-model';
import { Card, Field, Select, TextArea } from '@talent/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TouchButton } from '../../../common/controls';
import { shortDate } from '../../../common/dates';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.xs};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

const ResumeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface ShortlistedApplicantCardProps {
  applicant: ShortlistedApplicant;
  /** The company's other lists, the targets of Move. */
  otherLists: ShortlistSummary[];
  /** Saves the note; rejects when the server refused it. */
  onSaveNote: (note: string) => Promise<void>;
  onRemove: () => Promise<void>;
  onMove: (target: ShortlistSummary) => Promise<void>;
}

/** An applicant in a shortlist: who, the private note (editable), and Remove and Move. */
export function ShortlistedApplicantCard({
  applicant,
  otherLists,
  onSaveNote,
  onRemove,
  onMove,
}: ShortlistedApplicantCardProps) {
  const { t } = useTranslation('employer');
  const calendar = useCalendar();
  const [note, setNote] = useState(applicant.note);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [savingNote, setSavingNote] = useState(false);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const name = applicant.full_name;

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    if (note.length > SHORTLIST_NOTE_MAX) {
      setNoteError(t('list.note.tooLong', { max: SHORTLIST_NOTE_MAX }));
      return;
    }
    setNoteError(null);
    setSavingNote(true);
    try {
      await onSaveNote(note.trim());
    } catch (error) {
      setNoteError(employerErrorMessage(error));
    } finally {
      setSavingNote(false);
    }
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const moveTarget = otherLists.find((list) => String(list.id) === target);

  return (
    <Item>
      <div>
        <Name>
          <bdi>{name}</bdi>
        </Name>
        <Muted dir="auto">{applicant.job_title === '' ? t('list.noJobTitle') : applicant.job_title}</Muted>
        <Muted>{t('list.addedOn', { date: shortDate(applicant.added_at, calendar.shortDate) })}</Muted>
      </div>
      <ResumeLink to={`/preview/${applicant.applicant_id}`} aria-label={t('list.viewResumeLabel', { name })}>
        {t('list.viewResume')}
      </ResumeLink>
      <form onSubmit={(event) => void saveNote(event)} noValidate>
        <Row>
          <Field label={t('list.note.label')} hint={t('list.note.hint')} error={noteError ?? undefined}>
            <TextArea value={note} rows={2} dir="auto" onChange={(event) => setNote(event.target.value)} />
          </Field>
          <TouchButton type="submit" variant="secondary" busy={savingNote} disabled={note === applicant.note}>
            {t('list.note.save')}
          </TouchButton>
        </Row>
      </form>
      <Row>
        {otherLists.length > 0 && (
          <Field label={t('list.move.label')}>
            <Select value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">{t('list.move.choose')}</option>
              {otherLists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {otherLists.length > 0 && (
          <TouchButton
            variant="secondary"
            disabled={moveTarget === undefined || busy}
            onClick={() => moveTarget && void run(() => onMove(moveTarget))}
          >
            {t('list.move.action')}
          </TouchButton>
        )}
        <TouchButton
          variant="ghost"
          busy={busy}
          aria-label={t('list.remove.actionLabel', { name })}
          onClick={() => void run(onRemove)}
        >
          {t('list.remove.action')}
        </TouchButton>
      </Row>
    </Item>
  );
}
