import '../../texts';
import { verifyEmail } from '@talent/api-sdk';
import { refreshSession } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Alert, Spinner } from '@talent/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AccountCard } from '../../components/AccountCard';
import { TextLink } from '../../components/AccountForm';
import { verifyEmailErrorMessage } from '../../common/errorMessages';

/**
 * One call per token for the page's life: a link is single use, so a second mount of the page (React's
 * development double effects, a re-render) must read the first answer, not spend the link again.
 */
const confirmations = new Map<string, Promise<void>>();
function confirmOnce(token: string): Promise<void> {
  let call = confirmations.get(token);
  if (!call) {
    call = verifyEmail(token);
    confirmations.set(token, call);
  }
  return call;
}

type Outcome = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

/**
 * The page a sign-up's mailed link opens (issue 34): `/verify-email/{token}`. It sends the token once;
 * the server answers 200, or 422 for a link that is used, replaced or too old. Signed in or not.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });

  useEffect(() => {
    let current = true;
    setOutcome({ status: 'confirming' });
    confirmOnce(token).then(
      () => {
        if (!current) return;
        setOutcome({ status: 'confirmed' });
        // A signed-in account's reminder goes, and a company's contact requests open.
        refreshSession();
      },
      (error: unknown) =>
        current && setOutcome({ status: 'failed', message: verifyEmailErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AccountCard title={t('verifyEmail.title')}>
      {outcome.status === 'confirming' && <Spinner label={t('verifyEmail.confirming')} showLabel />}
      {outcome.status === 'confirmed' && (
        <>
          <Alert type="success">{t('verifyEmail.confirmed')}</Alert>
          <TextLink to="/">{t('verifyEmail.home')}</TextLink>
        </>
      )}
      {outcome.status === 'failed' && (
        <>
          <Alert type="error">{outcome.message}</Alert>
          <TextLink to="/login">{t('verifyEmail.signIn')}</TextLink>
        </>
      )}
    </AccountCard>
  );
}
