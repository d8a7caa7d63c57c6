import { createSavedSearch, employerErrorMessage, type SavedSearchFrequency } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import {
  type DirectoryFilters,
  type MainSpecialization,
  SAVED_SEARCH_NAME_MAX,
  searchQueryOf,
} from '@talent/resume-model';
import { Alert, Field, Modal, TextInput } from '@talent/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DialogFields, TouchButton } from '../../company-actions/touch';
import { spokenCapsule, useCapsuleText } from '../components/FilterCapsules';
import { capsulesOf } from '../state/capsules';
import { savedSearchQueryOf } from '../state/searchParams';
import './employerTexts';

const FREQUENCIES: readonly SavedSearchFrequency[] = ['daily', 'weekly'];

const Frequency = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

// The whole label is the 44 px target; the native radio keeps the keyboard (arrows) and screen readers.
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface SaveSearchProps {
  /** The directory's current search. */
  filters: DirectoryFilters;
  /** The specialisation tabs, which name the specialisation filters in the interface language. */
  categories: readonly MainSpecialization[];
  className?: string;
}

/** The name a saved search opens with: its words and filters as the capsules say them, or "All applicants". */
function useSearchName(filters: DirectoryFilters, categories: readonly MainSpecialization[]): string {
  const { t } = useTranslation('employer');
  const capsuleText = useCapsuleText(categories);
  const parts = [
    searchQueryOf(filters.search),
    ...capsulesOf(filters).map((capsule) => spokenCapsule(capsuleText(capsule))),
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches.save.allApplicants');
}

/**
 * "Save this search" (issue #19), for signed-in companies only (the caller decides): the directory's
 * current search, in the filter call's own encoding, kept by name with its new matches mailed daily or
 * weekly. The company finds it under Saved searches.
 */
export function SaveSearch({ filters, categories, className }: SaveSearchProps) {
  const { t } = useTranslation('directory');
  const [open, setOpen] = useState(false);
  const defaultName = useSearchName(filters, categories);
  const query = savedSearchQueryOf(filters);
  return (
    <>
      <TouchButton
        className={className}
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('savedSearch.open')}
      </TouchButton>
      {open && <SaveSearchDialog query={query} defaultName={defaultName} onClose={() => setOpen(false)} />}
    </>
  );
}

function SaveSearchDialog({
  query,
  defaultName,
  onClose,
}: {
  query: string;
  defaultName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('employer');
  const formId = useId();
  const explainId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(() => defaultName.slice(0, SAVED_SEARCH_NAME_MAX));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('weekly');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    const problem =
      trimmed === ''
        ? t('savedSearches.save.nameRequired')
        : trimmed.length > SAVED_SEARCH_NAME_MAX
          ? t('savedSearches.save.nameTooLong', { max: SAVED_SEARCH_NAME_MAX })
          : null;
    setNameProblem(problem);
    setFailure(null);
    if (problem !== null) {
      nameInput.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await createSavedSearch({ name: trimmed, query, frequency });
      raiseAlert({
        type: 'success',
        message: t(
          saved.frequency === 'daily' ? 'savedSearches.save.savedDaily' : 'savedSearches.save.savedWeekly',
          {
            name: saved.name,
          },
        ),
      });
      onClose();
    } catch (error) {
      setFailure(employerErrorMessage(error));
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={() => !saving && onClose()}
      title={t('savedSearches.save.title')}
      closeLabel={t('savedSearches.save.close')}
      describedBy={explainId}
      initialFocusRef={nameInput}
      size="sm"
      footer={
        <>
          <TouchButton variant="secondary" disabled={saving} onClick={onClose}>
            {t('savedSearches.save.cancel')}
          </TouchButton>
          <TouchButton type="submit" form={formId} busy={saving}>
            {t('savedSearches.save.submit')}
          </TouchButton>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <DialogFields>
          <p id={explainId}>{t('savedSearches.save.explain')}</p>
          <Field label={t('savedSearches.save.name')} error={nameProblem ?? undefined} required>
            <TextInput
              ref={nameInput}
              value={name}
              dir="auto"
              required
              maxLength={SAVED_SEARCH_NAME_MAX + 1}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Frequency>
            <legend>{t('savedSearches.save.frequency')}</legend>
            <Choices>
              {FREQUENCIES.map((choice) => (
                <Choice key={choice}>
                  <input
                    type="radio"
                    name={`${formId}-frequency`}
                    value={choice}
                    checked={frequency === choice}
                    onChange={() => setFrequency(choice)}
                  />
                  {t(`savedSearches.save.${choice}`)}
                </Choice>
              ))}
            </Choices>
          </Frequency>
          {failure !== null && <Alert type="error">{failure}</Alert>}
        </DialogFields>
      </form>
    </Modal>
  );
}
