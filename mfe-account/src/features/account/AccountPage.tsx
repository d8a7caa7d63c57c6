import '../../texts';
import { announcePageContent } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Container, Heading, Spinner } from '@talent/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAuthState } from '../../session/useAuthState';
import { DataSection } from './components/DataSection';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { EmailSection } from './components/EmailSection';
import { NameSection } from './components/NameSection';
import { PasswordSection } from './components/PasswordSection';
import { SessionsSection } from './components/SessionsSection';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** `/account` (issue 34): every signed-in account's name, e-mail, password, sessions, data and deletion. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { status, user } = useAuthState();
  const ready = status === 'authenticated' && user !== null;

  useEffect(() => {
    if (ready) announcePageContent();
  }, [ready]);

  return (
    <Page width="narrow">
      <Heading level={1}>{t('accountPage.title')}</Heading>
      {ready ? (
        <>
          {/* Keyed by the user: a name or address changed elsewhere starts its form afresh. */}
          <NameSection key={`name-${user.name}`} name={user.name} />
          <EmailSection email={user.email} />
          <PasswordSection email={user.email} />
          <SessionsSection />
          <DataSection />
          <DeleteAccountSection isCompany={user.is_company} />
        </>
      ) : (
        <Loading>
          <Spinner size="sm" label={t('accountPage.loading')} showLabel />
        </Loading>
      )}
    </Page>
  );
}
