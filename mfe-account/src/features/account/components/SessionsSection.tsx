import { signOutEverywhere } from '@talent/api-sdk';
import { requestLogout } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Alert, Button } from '@talent/ui';
import { useState } from 'react';
import { accountCallFailure } from '../../../common/errorMessages';
import { AccountSection } from './AccountSection';

/** Sign out everywhere: every session ends, this one too; the shell then says so and goes home. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      requestLogout({ message: t('accountPage.sessions.done') });
    } catch (failure) {
      setError(accountCallFailure(failure).message);
      setBusy(false);
    }
  };

  return (
    <AccountSection title={t('accountPage.sessions.title')} lead={t('accountPage.sessions.lead')}>
      {error && <Alert type="error">{error}</Alert>}
      <div>
        <Button type="button" variant="secondary" busy={busy} onClick={() => void signOut()}>
          {busy ? t('accountPage.sessions.submitting') : t('accountPage.sessions.submit')}
        </Button>
      </div>
    </AccountSection>
  );
}
