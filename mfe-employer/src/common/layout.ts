import { Card, Container } from '@talent/ui';
import styled from 'styled-components';

// The frame the company's list screens share (Requests, Saved searches): a page of cards under a
// heading and a line of explanation, phones first.

export const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The screen's list of cards. */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

export const CardItem = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

/** A card's first line: its name at the start, its status at the end, wrapping on a phone. */
export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

export const CardName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;
