import { css } from 'styled-components';

export const controlStyles = css`
  inline-size: 100%;
  /* 44 px: the smallest touch target (issue 23). */
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  transition: border-color ${({ theme }) => theme.durations.fast} ease-out;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.tones.danger.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.tones.danger.accent};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;
