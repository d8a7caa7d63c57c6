import { Alert, Spinner } from '@talent/ui';
import styled from 'styled-components';
import { TouchButton } from './controls';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

export function Loading({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} showLabel />
    </Centered>
  );
}

/** A load that failed: what went wrong and a way to try again. */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Centered>
      <Alert type="error">{message}</Alert>
      <TouchButton variant="secondary" onClick={onRetry}>
        {retryLabel}
      </TouchButton>
    </Centered>
  );
}

export const EmptyState = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
