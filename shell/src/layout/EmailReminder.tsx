import { employerErrorMessage, resendEmailVerification } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { Button, Container } from '@talent/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAuthState } from '../session/useAuthState';

const Band = styled.section`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Text = styled.p`
  flex: 1 1 16rem;
  min-inline-size: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

/**
 * Issue 34: an account that has not confirmed its e-mail address is reminded on every page, and may have
 * the link sent again. A company is told what waits for it (contact requests, shortlists, saved searches);
 * an applicant may build and publish meanwhile.
 */
export function EmailReminder() {
  const { t } = useTranslation('shell');
  const { status, user } = useAuthState();
  const [sending, setSending] = useState(false);
  // `undefined`: a session stored before the field existed, until its profile is in; no reminder yet.
  if (status !== 'authenticated' || !user || user.email_verified_at !== null) return null;

  async function sendAgain() {
    setSending(true);
    try {
      await resendEmailVerification();
      raiseAlert({ type: 'success', message: t('emailReminder.sent') });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Band aria-label={t('emailReminder.label')}>
      <Row>
        <Text>
          {t(user.is_company ? 'emailReminder.company' : 'emailReminder.applicant')}{' '}
          <bdi dir="ltr">{user.email}</bdi>
        </Text>
        <Button
          size="sm"
          variant="secondary"
          busy={sending}
          disabled={sending}
          onClick={() => void sendAgain()}
        >
          {t('emailReminder.sendAgain')}
        </Button>
      </Row>
    </Band>
  );
}
