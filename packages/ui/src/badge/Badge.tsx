import type { ComponentProps } from 'react';
import styled from 'styled-components';
import type { TalentTheme } from '../theme';

export type BadgeTone = keyof TalentTheme['tones'];

const BadgeText = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding-block: 0.125rem;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.tones[$tone].text};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
`;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', ...spanProps }: BadgeProps) {
  return <BadgeText {...spanProps} $tone={tone} />;
}
