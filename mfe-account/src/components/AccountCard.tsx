import { Card, Container, Heading } from '@talent/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AccountCardProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The narrow, centred card every account screen sits in (spec §2 "Account screens"). */
export function AccountCard({ title, lead, children }: AccountCardProps) {
  return (
    <Page width="narrow">
      <Panel>
        <Heading level={1}>{title}</Heading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Panel>
    </Page>
  );
}
