import type { SavedSearch } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import { Modal } from '@talent/ui';
import { useId, useRef, useState } from 'react';
import { TouchButton } from '../../../common/controls';

interface ConfirmDeleteSearchDialogProps {
  /** The search to delete; null keeps the dialog closed. */
  search: SavedSearch | null;
  onClose: () => void;
  /** Deletes the search; the dialog closes once it has settled either way. */
  onConfirm: (search: SavedSearch) => Promise<void>;
}

/** Deleting a saved search stops its e-mails: asked first, with Cancel focused so Enter never deletes. */
export function ConfirmDeleteSearchDialog({ search, onClose, onConfirm }: ConfirmDeleteSearchDialogProps) {
  const { t } = useTranslation('employer');
  const [deleting, setDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    if (deleting || search === null) return;
    setDeleting(true);
    try {
      await onConfirm(search);
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
      open={search !== null}
      onClose={close}
      title={t('savedSearches.delete.title')}
      closeLabel={t('savedSearches.delete.close')}
      size="sm"
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <TouchButton ref={cancelRef} variant="secondary" disabled={deleting} onClick={close}>
            {t('savedSearches.delete.cancel')}
          </TouchButton>
          <TouchButton busy={deleting} onClick={() => void confirm()}>
            {t('savedSearches.delete.confirm')}
          </TouchButton>
        </>
      }
    >
      <p id={questionId}>{t('savedSearches.delete.question', { name: search?.name ?? '' })}</p>
    </Modal>
  );
}
