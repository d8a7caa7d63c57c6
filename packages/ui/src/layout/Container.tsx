import styled from 'styled-components';
import type { TalentTheme } from '../theme';

export type ContainerWidth = keyof TalentTheme['containerWidths'];

export interface ContainerProps {
  width?: ContainerWidth;
}

/** Centres page content and keeps a gutter on both inline sides. */
export const Container = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'width',
})<ContainerProps>`
  inline-size: 100%;
  max-inline-size: ${({ theme, width = 'regular' }) => theme.containerWidths[width]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;
