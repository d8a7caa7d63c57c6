import { Card, Heading } from '@talent/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  /* A long e-mail address wraps rather than widening a phone's screen. */
  overflow-wrap: anywhere;
`;

/** One part of the account page: a titled card, named by its heading for landmarks. */
export function AccountSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Section>
  );
}
