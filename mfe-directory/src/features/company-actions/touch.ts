import { Button } from '@talent/ui';
import styled from 'styled-components';

// Phones first: these controls are at least 44 px tall, which the design system's medium size is not.
export const TouchButton = styled(Button)`
  min-block-size: 2.75rem;
`;

/** The body of a company dialog: its fields stacked, each control 44 px tall. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  input,
  select {
    min-block-size: 2.75rem;
  }
`;
