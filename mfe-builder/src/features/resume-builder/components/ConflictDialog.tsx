import { useTranslation } from '@talent/i18n';
import { Button, Modal } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { SaveConflict } from '../hooks/useResumeSession';

const Choices = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Message = styled.p`
  margin-block-end: ${({ theme }) => theme.space.md};
`;

export interface ConflictDialogProps {
  conflict: SaveConflict | null;
  onKeepMine: () => void;
  onKeepStored: () => void;
}

/**
 * A save refused because the resume was saved elsewhere meanwhile (issue 32): the applicant keeps
 * either version, this form's or the stored one, and nothing is written until they choose. It cannot
 * be dismissed without a choice: closing it would leave the two versions to overwrite each other.
 */
export function ConflictDialog({ conflict, onKeepMine, onKeepStored }: ConflictDialogProps) {
  const { t } = useTranslation('builder');
  const messageId = useId();
  const resolving = conflict?.resolving ?? false;
  return (
    <Modal
      open={conflict !== null}
      onClose={() => undefined}
      role="alertdialog"
      describedBy={messageId}
      title={t('conflict.title')}
      footer={
        <>
          <Button variant="secondary" disabled={resolving} onClick={onKeepStored}>
            {t('conflict.keepStored')}
          </Button>
          <Button disabled={resolving} onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{conflict?.message}</Message>
      <Choices>
        <dt>{t('conflict.keepMine')}</dt>
        <dd>{t('conflict.keepMineHint')}</dd>
        <dt>{t('conflict.keepStored')}</dt>
        <dd>{t('conflict.keepStoredHint')}</dd>
      </Choices>
    </Modal>
  );
}
