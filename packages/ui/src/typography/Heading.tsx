import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;

const levelStyles = {
  1: css`
    font-size: ${({ theme }) => theme.fontSizes.xxl};

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  `,
  2: css`
    font-size: ${({ theme }) => theme.fontSizes.xl};

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  `,
  3: css`
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
  4: css`
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

const HeadingText = styled.h2<{ $level: HeadingLevel }>`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: start;
  ${({ $level }) => levelStyles[$level]}
`;

export interface HeadingProps extends ComponentProps<'h2'> {
  level: HeadingLevel;
}

export function Heading({ level, ...headingProps }: HeadingProps) {
  return <HeadingText {...headingProps} as={`h${level}`} $level={level} />;
}
