// "Import from a file" (issue 33): on the builder's first step and on an empty builder. The file goes
// to POST /api/resume-import, which saves nothing; a review shows, section by section, what will be
// filled and what could not be placed, and the applicant replaces the draft or fills only its empty
// fields. Only then does the draft change (and the builder's own save carries it, as any edit).

import { importResumeFile, isApiError, type ResumeImportResponse } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import type { ResumeDraft } from '@talent/resume-model';
import { Alert, Button, Modal } from '@talent/ui';
import { useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fillEmptyFields, isEmptyDraft, replaceDraft } from './importedDraft';
import { ImportReview } from './ImportReview';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Choose = styled(Button)`
  justify-self: start;
  min-block-size: 2.75rem;
`;

type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'review'; answer: ResumeImportResponse; mode: 'replace' | 'fillEmpty' }
  | { step: 'failed'; message: string }
  | { step: 'accepted' };

const ACCEPTED_FILES = '.json,.pdf,.docx,.zip,application/json,application/pdf,application/zip';

export function ImportFromFile() {
  const { t } = useTranslation('builder');
  const form = useFormikContext<ResumeDraft>();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const read = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    try {
      const answer = await importResumeFile(file, file.name);
      setState({ step: 'review', answer, mode: isEmptyDraft(form.values) ? 'replace' : 'fillEmpty' });
    } catch (error) {
      setState({ step: 'failed', message: (isApiError(error) && error.serverMessage) || t('import.failed') });
    }
  };

  const accept = () => {
    if (state.step !== 'review') return;
    const imported = state.answer.draft;
    void form.setValues(
      state.mode === 'replace' ? replaceDraft(form.values, imported) : fillEmptyFields(form.values, imported),
    );
    setState({ step: 'accepted' });
  };

  return (
    <Panel aria-label={t('import.open')}>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        hidden
        data-testid="resume-import-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void read(file);
        }}
      />
      <Choose
        variant="secondary"
        aria-describedby={hintId}
        busy={state.step === 'reading'}
        busyLabel={state.step === 'reading' ? t('import.reading', { name: state.fileName }) : undefined}
        onClick={() => input.current?.click()}
      >
        {t('import.open')}
      </Choose>
      <Hint id={hintId}>{t('import.hint')}</Hint>
      {state.step === 'failed' && (
        <Alert type="error" onClose={() => setState({ step: 'idle' })} closeLabel={t('import.cancel')}>
          {state.message}
        </Alert>
      )}
      {state.step === 'accepted' && (
        <Alert type="success" onClose={() => setState({ step: 'idle' })} closeLabel={t('import.cancel')}>
          {t('import.accepted')}
        </Alert>
      )}
      <Modal
        open={state.step === 'review'}
        onClose={() => setState({ step: 'idle' })}
        title={t('import.reviewTitle')}
        closeLabel={t('import.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setState({ step: 'idle' })}>
              {t('import.cancel')}
            </Button>
            <Button onClick={accept}>{t('import.accept')}</Button>
          </>
        }
      >
        {state.step === 'review' && (
          <ImportReview
            answer={state.answer}
            mode={state.mode}
            onModeChange={(mode) => setState({ ...state, mode })}
          />
        )}
      </Modal>
    </Panel>
  );
}
