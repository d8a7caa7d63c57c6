import { useTranslation } from '@talent/i18n';
import { Modal } from '@talent/ui';
import { useId, useRef, useState } from 'react';
import { TouchButton } from './controls';

/** The catalogue group holding a dialog's title, question and buttons (`employer` namespace). */
export type DeleteTexts = 'shortlists.delete' | 'savedSearches.delete';

interface ConfirmDeleteDialogProps<Item extends { name: string }> {
  /** What to delete; null keeps the dialog closed. */
  item: Item | null;
  /** Whose words the dialog speaks: a list loses its notes, a saved search stops its e-mails. */
  texts: DeleteTexts;
  onClose: () => void;
  /** Deletes the item; the dialog closes once it has settled either way. */
  onConfirm: (item: Item) => Promise<void>;
}

/** Deleting a named thing of the company's: asked first, with Cancel focused so Enter never deletes. */
export function ConfirmDeleteDialog<Item extends { name: string }>({
  item,
  texts,
  onClose,
  onConfirm,
}: ConfirmDeleteDialogProps<Item>) {
  const { t } = useTranslation('employer');
  const [deleting, setDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    if (deleting || item === null) return;
    setDeleting(true);
    try {
      await onConfirm(item);
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
      open={item !== null}
      onClose={close}
      title={t(`${texts}.title`)}
      closeLabel={t(`${texts}.close`)}
      size="sm"
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <TouchButton ref={cancelRef} variant="secondary" disabled={deleting} onClick={close}>
            {t(`${texts}.cancel`)}
          </TouchButton>
          <TouchButton busy={deleting} onClick={() => void confirm()}>
            {t(`${texts}.confirm`)}
          </TouchButton>
        </>
      }
    >
      <p id={questionId}>{t(`${texts}.question`, { name: item?.name ?? '' })}</p>
    </Modal>
  );
}
