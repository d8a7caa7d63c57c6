import '../../texts';
import { confirmEmail } from '@talent/api-sdk';
import { announcePageContent, refreshSession } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Alert, Spinner } from '@talent/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AccountCard } from '../../components/AccountCard';
import { TextLink } from '../../components/AccountForm';
import { accountCallFailure } from '../../common/errorMessages';
import { useAuthState } from '../../session/useAuthState';

const Waiting = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

type Outcome = { type: 'success' | 'error'; message: string };

// A link works once: a page drawn twice for one token (React's strict mode, a remount) sends it once.
const confirmations = new Map<string, Promise<string>>();

function confirmOnce(token: string): Promise<string> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

/** The page the link mailed to a new address opens: `/confirm-email/{token}` (issue 34). */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const { status } = useAuthState();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    confirmOnce(token).then(
      (message) => {
        if (!current) return;
        setOutcome({ type: 'success', message });
        // A signed-in page shows the new address at once.
        refreshSession();
      },
      (error: unknown) => {
        if (!current) return;
        const failure = accountCallFailure(error);
        setOutcome({ type: 'error', message: Object.values(failure.fields)[0] ?? failure.message });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (outcome) announcePageContent();
  }, [outcome]);

  const signedIn = status === 'authenticated';
  return (
    <AccountCard title={t('confirmEmail.title')}>
      {outcome ? (
        <>
          <Alert type={outcome.type}>{outcome.message}</Alert>
          <TextLink to={signedIn ? '/account' : '/login'}>
            {signedIn ? t('confirmEmail.toAccount') : t('confirmEmail.toLogin')}
          </TextLink>
        </>
      ) : (
        <Waiting>
          <Spinner size="sm" label={t('confirmEmail.confirming')} showLabel />
        </Waiting>
      )}
    </AccountCard>
  );
}
