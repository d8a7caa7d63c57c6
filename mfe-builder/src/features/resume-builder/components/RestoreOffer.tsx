import { formatTime, useInterfaceLanguage, useTranslation } from '@talent/i18n';
import { Button } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { KeptDraft } from '../model/keptDraft';

const Offer = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.tones.info.accent};
  color: ${({ theme }) => theme.tones.info.text};
  background: ${({ theme }) => theme.tones.info.background};
`;

const Question = styled.p`
  flex: 1 1 16rem;
  margin: 0;
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-block-size: 2.75rem;
  }
`;

export interface RestoreOfferProps {
  kept: KeptDraft;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Edits this device kept because the server never confirmed them (a closed tab, a lost network),
 * offered back when the builder opens again (issue 32). Either choice closes the offer.
 */
export function RestoreOffer({ kept, onRestore, onDiscard }: RestoreOfferProps) {
  const { t } = useTranslation('builder');
  const { language } = useInterfaceLanguage();
  const questionId = useId();
  return (
    <Offer aria-labelledby={questionId}>
      <Question id={questionId}>
        {t('restoreKept.question', { time: formatTime(kept.keptAt, language) })} {t('restoreKept.notSaved')}
      </Question>
      <Choices>
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          {t('restoreKept.discard')}
        </Button>
        <Button size="sm" onClick={onRestore}>
          {t('restoreKept.restore')}
        </Button>
      </Choices>
    </Offer>
  );
}
