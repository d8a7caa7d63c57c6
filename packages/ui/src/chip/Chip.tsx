import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../icons/CloseIcon';

const ChipBody = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-inline-size: 100%;
  min-block-size: 2rem;
  padding-inline: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.tones.info.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.info.background};
  color: ${({ theme }) => theme.tones.info.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    inline-size: 0.75rem;
    block-size: 0.75rem;
  }

  &:hover {
    background: rgba(15, 23, 34, 0.1);
  }
`;

export interface ChipProps {
  children: ReactNode;
  /** Removes what the chip stands for (e.g. an active filter); without it the chip is plain. */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. "Remove filter Baghdad". */
  removeLabel?: string;
  className?: string;
}

/** A small rounded label for a chosen value, such as an active search filter, that can be removed. */
export function Chip({ children, onRemove, removeLabel, className }: ChipProps) {
  return (
    <ChipBody className={className}>
      <ChipText dir="auto">{children}</ChipText>
      {onRemove && (
        <RemoveButton type="button" aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon />
        </RemoveButton>
      )}
    </ChipBody>
  );
}
