import '../../texts';
import {
  employerErrorMessage,
  listContactRequests,
  type ContactRequest,
  type ContactRequestStatus,
} from '@talent/api-sdk';
import { useCalendar, useTranslation } from '@talent/i18n';
import { Badge, type BadgeTone, Heading } from '@talent/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardItem, CardList, CardName, CardTop, Header, Muted, Page } from '../../common/layout';
import { shortDate } from '../../common/dates';
import { EmptyState, LoadFailure, Loading } from '../../common/PageStates';
import { useLoad } from '../../common/useLoad';

const Message = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.success.background};

  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
`;

const ResumeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const statusTone: Record<ContactRequestStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

/** `/requests` (issue #19): the contact requests a company sent, and each applicant's contact once accepted. */
export default function RequestsPage() {
  const { t } = useTranslation('employer');
  const { load, reload } = useLoad(listContactRequests);

  return (
    <Page>
      <Header>
        <Heading level={1}>{t('requests.title')}</Heading>
        <Muted>{t('requests.subtitle')}</Muted>
      </Header>
      {load.status === 'loading' && <Loading label={t('requests.loading')} />}
      {load.status === 'failed' && (
        <LoadFailure message={employerErrorMessage(load.error)} retryLabel={t('retry')} onRetry={reload} />
      )}
      {load.status === 'ready' && load.value.length === 0 && <EmptyState>{t('requests.empty')}</EmptyState>}
      {load.status === 'ready' && load.value.length > 0 && (
        <CardList>
          {load.value.map((request) => (
            <SentRequest key={request.id} request={request} />
          ))}
        </CardList>
      )}
    </Page>
  );
}

function SentRequest({ request }: { request: ContactRequest }) {
  const { t } = useTranslation('employer');
  const calendar = useCalendar();
  const contact = request.status === 'accepted' ? request.contact : undefined;

  return (
    <CardItem>
      <CardTop>
        <CardName>
          {request.applicant_deleted ? t('requests.deletedAccount') : <bdi>{request.applicant_name}</bdi>}
        </CardName>
        <Badge tone={statusTone[request.status] ?? 'neutral'}>{t(`requests.status.${request.status}`)}</Badge>
      </CardTop>
      <Muted>
        {request.answered_at
          ? t('requests.sentAndAnswered', {
              sent: t('requests.sentOn', { date: shortDate(request.created_at, calendar.shortDate) }),
              answered: t('requests.answeredOn', {
                date: shortDate(request.answered_at, calendar.shortDate),
              }),
            })
          : t('requests.sentOn', { date: shortDate(request.created_at, calendar.shortDate) })}
      </Muted>
      <div>
        <Muted>{t('requests.yourMessage')}</Muted>
        <Message dir="auto">{request.message}</Message>
      </div>
      {request.status === 'withdrawn' && <Muted>{t('requests.withdrawnNote')}</Muted>}
      {contact && (
        <section aria-label={t('requests.contactHeading')}>
          <Contact>
            <dt>{t('requests.email')}</dt>
            <dd>
              {contact.email ? (
                <ContactLink href={`mailto:${contact.email}`} dir="ltr">
                  {contact.email}
                </ContactLink>
              ) : (
                t('requests.noEmail')
              )}
            </dd>
            <dt>{t('requests.phone')}</dt>
            <dd>
              {contact.phone ? (
                <ContactLink href={`tel:${contact.phone}`} dir="ltr">
                  {contact.phone}
                </ContactLink>
              ) : (
                t('requests.noPhone')
              )}
            </dd>
          </Contact>
        </section>
      )}
      {!request.applicant_deleted && (
        <ResumeLink
          to={`/preview/${request.applicant_id}`}
          aria-label={t('requests.viewResumeLabel', { name: request.applicant_name })}
        >
          {t('requests.viewResume')}
        </ResumeLink>
      )}
    </CardItem>
  );
}
