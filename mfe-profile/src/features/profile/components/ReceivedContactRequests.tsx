import {
  acceptContactRequest,
  declineContactRequest,
  employerErrorMessage,
  listContactRequests,
  withdrawContactRequest,
  type ContactRequest,
} from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { isolated, useCalendar, useTranslation } from '@talent/i18n';
import { lastUpdatedText } from '@talent/resume-model';
import { Alert, Badge, Button, Card, Heading, Modal, Spinner, type BadgeTone } from '@talent/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Requests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Request = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-inline-size: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  button {
    min-block-size: 2.75rem;
  }
`;

const statusTone: Record<ContactRequest['status'], BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

const About = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xxs};
    min-inline-size: 0;
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Who asks (issue 34): the company's sector, governorate and web site, and whether it confirmed its address. */
function CompanyDetails({ company }: { company: NonNullable<ContactRequest['company']> }) {
  const { t } = useTranslation('profile');
  return (
    <About>
      {company.sector && (
        <div>
          <dt>{t('contactRequests.company.sector')}</dt>
          <dd dir="auto">{company.sector}</dd>
        </div>
      )}
      {company.city && (
        <div>
          <dt>{t('contactRequests.company.city')}</dt>
          <dd dir="auto">{company.city}</dd>
        </div>
      )}
      {company.website && (
        <div>
          <dt>{t('contactRequests.company.website')}</dt>
          <dd>
            <a href={company.website} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
              {company.website}
            </a>
          </dd>
        </div>
      )}
      <div>
        <dd>
          {t(
            company.email_verified
              ? 'contactRequests.company.verified'
              : 'contactRequests.company.notVerified',
          )}
        </dd>
      </div>
    </About>
  );
}

interface ConfirmWithdrawProps {
  request: ContactRequest | null;
  onClose: () => void;
  onConfirm: (request: ContactRequest) => Promise<void>;
}

/** Withdrawing asks first: the company then loses the e-mail and phone at once. Cancel has the focus. */
function ConfirmWithdrawDialog({ request, onClose, onConfirm }: ConfirmWithdrawProps) {
  const { t } = useTranslation('profile');
  const [withdrawing, setWithdrawing] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const close = () => {
    if (!withdrawing) onClose();
  };
  async function confirm() {
    if (!request || withdrawing) return;
    setWithdrawing(true);
    try {
      await onConfirm(request);
    } finally {
      setWithdrawing(false);
      onClose();
    }
  }
  return (
    <Modal
      open={request !== null}
      onClose={close}
      title={t('contactRequests.withdrawTitle')}
      closeLabel={t('reset.close')}
      size="sm"
      role="alertdialog"
      describedBy={questionId}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={withdrawing} onClick={close}>
            {t('contactRequests.withdrawCancel')}
          </Button>
          <Button busy={withdrawing} onClick={() => void confirm()}>
            {t('contactRequests.withdrawConfirm')}
          </Button>
        </>
      }
    >
      <p id={questionId}>
        {t('contactRequests.withdrawQuestion', { company: isolated(request?.company_name ?? '') })}
      </p>
    </Modal>
  );
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; requests: ContactRequest[] };

/**
 * Issue #19: the companies that asked to contact the applicant. Nothing of the applicant's contact
 * reaches a company before Accept; Decline tells it no without a reason.
 */
export function ReceivedContactRequests() {
  const { t } = useTranslation('profile');
  const calendar = useCalendar();
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [answering, setAnswering] = useState<number | null>(null);
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState<ContactRequest | null>(null);

  const fetchRequests = useCallback(() => {
    let current = true;
    setLoad({ status: 'loading' });
    listContactRequests().then(
      (requests) => current && setLoad({ status: 'ready', requests }),
      (error: unknown) => current && setLoad({ status: 'failed', message: employerErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(fetchRequests, [fetchRequests]);

  async function answer(request: ContactRequest, accept: boolean) {
    setAnswering(request.id);
    try {
      await (accept ? acceptContactRequest(request.id) : declineContactRequest(request.id));
      const status = accept ? 'accepted' : 'declined';
      setLoad((previous) =>
        previous.status === 'ready'
          ? {
              status: 'ready',
              requests: previous.requests.map((each) =>
                each.id === request.id ? { ...each, status, answered_at: new Date().toISOString() } : each,
              ),
            }
          : previous,
      );
      raiseAlert({
        type: 'success',
        message: t(accept ? 'contactRequests.accepted' : 'contactRequests.declined', {
          company: isolated(request.company_name),
        }),
      });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    } finally {
      setAnswering(null);
    }
  }

  async function withdraw(request: ContactRequest) {
    try {
      await withdrawContactRequest(request.id);
      setLoad((previous) =>
        previous.status === 'ready'
          ? {
              status: 'ready',
              requests: previous.requests.map((each) =>
                each.id === request.id ? { ...each, status: 'withdrawn' } : each,
              ),
            }
          : previous,
      );
      raiseAlert({
        type: 'success',
        message: t('contactRequests.withdrawn', { company: isolated(request.company_name) }),
      });
    } catch (error) {
      raiseAlert({ type: 'error', message: employerErrorMessage(error) });
    }
  }

  return (
    <Panel aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t('contactRequests.title')}
      </Heading>
      <Muted>{t('contactRequests.subtitle')}</Muted>
      {load.status === 'loading' && <Spinner label={t('contactRequests.loading')} showLabel />}
      {load.status === 'failed' && (
        <>
          <Alert type="error">{load.message}</Alert>
          <Actions>
            <Button variant="secondary" onClick={fetchRequests}>
              {t('retry')}
            </Button>
          </Actions>
        </>
      )}
      {load.status === 'ready' && load.requests.length === 0 && <Muted>{t('contactRequests.empty')}</Muted>}
      {load.status === 'ready' && load.requests.length > 0 && (
        <Requests>
          {load.requests.map((request) => (
            <Request key={request.id} aria-label={request.company_name}>
              <Top>
                <Heading level={3}>
                  <bdi>{request.company_name}</bdi>
                </Heading>
                <Badge tone={statusTone[request.status] ?? 'neutral'}>
                  {t(`contactRequests.status.${request.status}`)}
                </Badge>
              </Top>
              <Muted>
                {t('contactRequests.receivedOn', {
                  date: lastUpdatedText(request.created_at, calendar.shortDate) ?? '',
                })}
              </Muted>
              {request.company && <CompanyDetails company={request.company} />}
              <Message dir="auto">{request.message}</Message>
              {request.status === 'pending' && (
                <Actions>
                  <Button
                    busy={answering === request.id}
                    disabled={answering !== null}
                    aria-label={t('contactRequests.acceptLabel', { company: request.company_name })}
                    onClick={() => void answer(request, true)}
                  >
                    {t('contactRequests.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={answering !== null}
                    aria-label={t('contactRequests.declineLabel', { company: request.company_name })}
                    onClick={() => void answer(request, false)}
                  >
                    {t('contactRequests.decline')}
                  </Button>
                </Actions>
              )}
              {request.status === 'accepted' && (
                <Actions>
                  <Button
                    variant="secondary"
                    aria-label={t('contactRequests.withdrawLabel', { company: request.company_name })}
                    onClick={() => setConfirmingWithdrawal(request)}
                  >
                    {t('contactRequests.withdraw')}
                  </Button>
                </Actions>
              )}
            </Request>
          ))}
        </Requests>
      )}
      <ConfirmWithdrawDialog
        request={confirmingWithdrawal}
        onClose={() => setConfirmingWithdrawal(null)}
        onConfirm={withdraw}
      />
    </Panel>
  );
}
