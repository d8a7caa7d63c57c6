import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../icons/CloseIcon';
import type { TalentTheme } from '../theme';

/** The spec's alert types (§3 client state: info, success, error, warning). */
export type AlertType = 'info' | 'success' | 'error' | 'warning';

const toneOf: Record<AlertType, keyof TalentTheme['tones']> = {
  info: 'info',
  success: 'success',
  error: 'danger',
  warning: 'warning',
};

const AlertBox = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $type }) => theme.tones[toneOf[$type]].accent};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $type }) => theme.tones[toneOf[$type]].text};
  background: ${({ theme, $type }) => theme.tones[toneOf[$type]].background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Message = styled.div`
  flex: 1;
  min-inline-size: 0;
  align-self: center;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  /* A 44 px target however small the icon: phones first (issue #23). */
  inline-size: 2.75rem;
  block-size: 2.75rem;
  margin-block: -0.5rem;
  margin-inline-end: -0.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(15, 23, 34, 0.08);
  }
`;

interface AlertBaseProps {
  type: AlertType;
  children: ReactNode;
  className?: string;
}

/** A dismissable alert must name its close button; a permanent one has no button to name. */
export type AlertProps = AlertBaseProps &
  ({ onClose: () => void; closeLabel: string } | { onClose?: undefined; closeLabel?: string });

export function Alert({ type, children, onClose, closeLabel, className }: AlertProps) {
  // Errors and warnings interrupt the screen reader; good news and information wait their turn.
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  return (
    <AlertBox role={role} $type={type} className={className}>
      <Message>{children}</Message>
      {onClose && (
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      )}
    </AlertBox>
  );
}
