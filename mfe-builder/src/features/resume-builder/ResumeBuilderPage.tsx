import '../../texts';
import { auth$ } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Alert, Button, Spinner } from '@talent/ui';
import styled from 'styled-components';
import { BuilderWorkspace } from './components/BuilderWorkspace';
import { useBuilderData } from './hooks/useBuilderData';
import { forgetAccountsOnSignOut } from './model/keptDraft';

// From the first time the builder loads until the page closes, a sign-out clears what it kept (the shell does
// too; this covers a shell of the release before).
forgetAccountsOnSignOut(auth$);

const Centre = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: 60vh;
  padding: ${({ theme }) => theme.space.xl};
`;

/** `/resume-builder` (spec §2): the applicant's own resume in four steps beside its live preview. */
export default function ResumeBuilderPage() {
  const { t } = useTranslation('builder');
  const { data, retry } = useBuilderData();

  if (data.status === 'loading') {
    return (
      <Centre>
        <Spinner label={t('loading')} showLabel />
      </Centre>
    );
  }
  if (data.status === 'failed') {
    return (
      <Centre>
        <h1>{t('title')}</h1>
        <Alert type="error">{t('messages.loadFailed')}</Alert>
        <Button onClick={retry}>{t('actions.retry')}</Button>
      </Centre>
    );
  }
  return (
    <BuilderWorkspace
      initialDraft={data.draft}
      applicantId={data.applicantId}
      updatedAt={data.updatedAt}
      reference={data.reference}
      userId={data.userId}
      kept={data.kept}
      fromDevice={data.fromDevice}
    />
  );
}
