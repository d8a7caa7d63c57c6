import { useTranslation } from '@talent/i18n';
import { Button, Modal } from '@talent/ui';
import { useId, useRef, useState } from 'react';

interface ConfirmResetDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resets the resume; the dialog closes once it has settled either way. */
  onConfirm: () => Promise<void>;
}

/** Spec §2: 'Confirm Reset' with Cancel and Reset. Cancel has the focus, so Enter never destroys. */
export function ConfirmResetDialog({ open, onClose, onConfirm }: ConfirmResetDialogProps) {
  const { t } = useTranslation('profile');
  const [resetting, setResetting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  async function confirm() {
    if (resetting) return;
    setResetting(true);
    try {
      await onConfirm();
    } finally {
      setResetting(false);
      onClose();
    }
  }

  // While the reset runs, the dialog stays: closing it would hide whether the resume is gone.
  const close = () => {
    if (!resetting) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('reset.title')}
      closeLabel={t('reset.close')}
      size="sm"
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={resetting} onClick={close}>
            {t('reset.cancel')}
          </Button>
          <Button busy={resetting} onClick={() => void confirm()}>
            {resetting ? t('reset.resetting') : t('reset.confirm')}
          </Button>
        </>
      }
    >
      <p id={questionId}>{t('reset.question')}</p>
    </Modal>
  );
}
