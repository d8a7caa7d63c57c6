import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const ringSizes: Record<SpinnerSize, string> = { sm: '1rem', md: '2rem', lg: '3rem' };

export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  inline-size: ${({ $size }) => ringSizes[$size]};
  block-size: ${({ $size }) => ringSizes[$size]};
  border: ${({ $size }) => ($size === 'sm' ? '2px' : '3px')} solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* The turning ring is what says "still working", so it slows down rather than stopping. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const VisibleLabel = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface SpinnerProps {
  /** What is loading, announced to screen readers (and shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" className={className}>
      <SpinnerRing $size={size} aria-hidden="true" />
      {showLabel ? <VisibleLabel>{label}</VisibleLabel> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
