import type { ShortlistSummary } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import { Modal } from '@talent/ui';
import { useId, useRef, useState } from 'react';
import { TouchButton } from '../../../common/controls';

interface ConfirmDeleteDialogProps {
  /** The list to delete; null keeps the dialog closed. */
  list: ShortlistSummary | null;
  onClose: () => void;
  /** Deletes the list; the dialog closes once it has settled either way. */
  onConfirm: (list: ShortlistSummary) => Promise<void>;
}

/** Deleting a list loses its notes: asked first, with Cancel focused so Enter never deletes. */
export function ConfirmDeleteDialog({ list, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('employer');
  const [deleting, setDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    if (deleting || list === null) return;
    setDeleting(true);
    try {
      await onConfirm(list);
    } finally {
      setDeleting(false);
      onClose();
    }
  }

  const close = () => {
    if (!deleting) onClose();
  };

  return (
    <Modal
      open={list !== null}
      onClose={close}
      title={t('shortlists.delete.title')}
      closeLabel={t('shortlists.delete.close')}
      size="sm"
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <TouchButton ref={cancelRef} variant="secondary" disabled={deleting} onClick={close}>
            {t('shortlists.delete.cancel')}
          </TouchButton>
          <TouchButton busy={deleting} onClick={() => void confirm()}>
            {t('shortlists.delete.confirm')}
          </TouchButton>
        </>
      }
    >
      <p id={questionId}>{t('shortlists.delete.question', { name: list?.name ?? '' })}</p>
    </Modal>
  );
}
