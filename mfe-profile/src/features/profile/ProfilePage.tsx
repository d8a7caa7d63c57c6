import '../../texts';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { ALERT_DURATION_BUILDER_MS, profileFullName } from '@talent/resume-model';
import { Alert, Button, Container, Heading, Spinner } from '@talent/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmResetDialog } from './components/ConfirmResetDialog';
import { ProfileSummary } from './components/ProfileSummary';
import { ReceivedContactRequests } from './components/ReceivedContactRequests';
import { ResumeActionsCard } from './components/ResumeActionsCard';
import { ResumeProgress, ResumeVersions } from './components/ResumeProgress';
import { ResumeViews } from './components/ResumeViews';
import { useIsCompany } from './hooks/useIsCompany';
import { useProfile } from './hooks/useProfile';
import { useSpecializationNames } from './hooks/useSpecializationNames';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(16rem, 1fr) 3fr;
  }
`;

const MainColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
`;

/** `/profile` (spec §2 'Profile screen'): the applicant's resume at a glance, its progress and reset. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { state, retry, reset } = useProfile();
  const names = useSpecializationNames();
  const company = useIsCompany();
  const [confirmingReset, setConfirmingReset] = useState(false);

  async function resetResume() {
    try {
      await reset();
      raiseAlert({ message: t('reset.succeeded'), type: 'success', durationMs: ALERT_DURATION_BUILDER_MS });
    } catch {
      raiseAlert({ message: t('reset.failed'), type: 'error', durationMs: ALERT_DURATION_BUILDER_MS });
    }
  }

  return (
    <Page>
      <Header>
        <Heading level={1}>{t('title')}</Heading>
        <Subtitle>{t('subtitle')}</Subtitle>
      </Header>
      {state.status === 'loading' && (
        <Centered>
          <Spinner size="lg" label={t('loading')} />
        </Centered>
      )}
      {state.status === 'failed' && (
        <Centered>
          <Alert type="error">{t('loadFailed')}</Alert>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </Centered>
      )}
      {state.status === 'ready' && (
        <Layout>
          <ResumeActionsCard
            applicantId={typeof state.applicant.id === 'number' ? state.applicant.id : null}
            fullName={profileFullName(state.applicant.contact)}
            onReset={() => setConfirmingReset(true)}
          />
          <MainColumn>
            <ProfileSummary applicant={state.applicant} names={names} />
            <ResumeProgress applicant={state.applicant} />
            <ResumeVersions applicant={state.applicant} />
            {!company && (
              <>
                <ReceivedContactRequests />
                <ResumeViews />
              </>
            )}
          </MainColumn>
        </Layout>
      )}
      <ConfirmResetDialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        onConfirm={resetResume}
      />
    </Page>
  );
}
