import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerRing } from '../spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }

    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
};

const sizes = {
  sm: css`
    /* Compact on a wide screen; on a phone still a finger's 44 × 44 px (issue 23). */
    min-block-size: 2.75rem;
    min-inline-size: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    ${({ theme }) => theme.media.md} {
      min-block-size: 2rem;
      min-inline-size: 0;
    }
  `,
  md: css`
    /* 44 px: the smallest touch target (issue 23). */
    min-block-size: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-block-size: 3rem;
    padding-inline: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease-out,
    border-color ${({ theme }) => theme.durations.fast} ease-out;
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** Both faces of a button with a busy label, in one grid cell: the button is as wide as the wider. */
const Faces = styled.span`
  display: inline-grid;
`;

const Face = styled.span<{ $shown: boolean }>`
  grid-area: 1 / 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: the button is disabled and says so to assistive technology. */
  busy?: boolean;
  /**
   * What the button says while busy ('Saving...'), with the spinner. Given, the button keeps one width
   * busy or not (the wider of its two faces), so a save does not shift what stands beside it.
   */
  busyLabel?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  const spinner = <SpinnerRing $size="sm" aria-hidden="true" />;
  return (
    <StyledButton
      {...buttonProps}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busyLabel === undefined ? (
        <>
          {busy && spinner}
          {children}
        </>
      ) : (
        // The hidden face is hidden from assistive technology too: the button is named by what it shows.
        <Faces>
          <Face $shown={!busy} aria-hidden={busy || undefined}>
            {children}
          </Face>
          <Face $shown={busy} aria-hidden={!busy || undefined}>
            {spinner}
            {busyLabel}
          </Face>
        </Faces>
      )}
    </StyledButton>
  );
}

export interface ButtonLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A link that looks like a button, for actions that go somewhere (another page, a new tab). Pass a
 * router link through `as` (`<ButtonLink as={Link} to="/resume-builder">`) to stay inside the app.
 */
export const ButtonLink = styled.a.withConfig({
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size',
})<ButtonLinkProps>`
  ${buttonBase}
  ${({ variant = 'primary' }) => variants[variant]}
  ${({ size = 'md' }) => sizes[size]}
`;
