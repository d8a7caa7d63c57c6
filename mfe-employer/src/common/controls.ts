import { Button, ButtonLink } from '@talent/ui';
import styled from 'styled-components';

// Phones first: every control of the companies' screens is at least 44 px tall (a thumb's width),
// which the design system's medium button (40 px) is not.
export const TouchButton = styled(Button)`
  min-block-size: 2.75rem;
`;

export const TouchButtonLink = styled(ButtonLink)`
  min-block-size: 2.75rem;
`;
