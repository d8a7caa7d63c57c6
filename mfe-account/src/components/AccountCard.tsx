import { Card, Container, Heading } from '@talent/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  inline-size: 100%;
  max-inline-size: 28rem;
  margin-inline: auto;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Title = styled(Heading)`
  text-align: center;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.footer`
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

interface AccountCardProps {
  title: string;
  lead?: string;
  /** Where to go instead: "Don't have an account? Sign up" and the like. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The narrow, centred card every account screen sits in (spec §2 "Account screens"). */
export function AccountCard({ title, lead, footer, children }: AccountCardProps) {
  return (
    <Page width="narrow">
      <Panel>
        <Header>
          <Title level={1}>{title}</Title>
          {lead && <Lead>{lead}</Lead>}
        </Header>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Page>
  );
}
