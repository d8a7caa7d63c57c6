import { ownPhotoObjectUrl } from '@talent/api-sdk';
import { genderContext, referenceLabel, useCalendar, useTranslation } from '@talent/i18n';
import {
  applicantPhotoUrl,
  isAvailableForWork,
  isContactEmpty,
  lastUpdatedText,
  profileContact,
  profileFullName,
  profileSpecializations,
  specializationLineText,
  type ApplicantProfile,
  UNKNOWN_SPECIALIZATION,
} from '@talent/resume-model';
import { Avatar, Badge, Card, Heading, Spinner } from '@talent/ui';
import styled from 'styled-components';
import { useOwnPhoto } from '@talent/ui/src/photo/useOwnPhoto';
import type { SpecializationNames } from '../hooks/useSpecializationNames';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

const Identity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ContactBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

interface ProfileSummaryProps {
  applicant: ApplicantProfile;
  /** Null while the specialisations reference list loads. */
  names: SpecializationNames | null;
}

/** Spec §2 'Profile screen', main area: who the applicant is and the state of their resume. */
export function ProfileSummary({ applicant, names }: ProfileSummaryProps) {
  const { t } = useTranslation('profile');
  const calendar = useCalendar();
  const name = profileFullName(applicant.contact);
  const contact = profileContact(applicant.contact);
  const lastUpdated = lastUpdatedText(applicant.updated_at, calendar.shortDate);
  const nameId = 'profile-summary-name';
  const photo = useOwnPhoto(
    applicantPhotoUrl(applicant.image),
    applicant.published === true,
    ownPhotoObjectUrl,
  );

  return (
    <Panel aria-labelledby={nameId}>
      <Avatar src={photo} alt={t('summary.photoAlt')} placeholderLabel={t('summary.noPhoto')} size="lg" />
      <Identity>
        <NameRow>
          <Heading level={2} id={nameId} dir={name ? 'auto' : undefined}>
            {name ?? t('summary.noName')}
          </Heading>
          {applicant.published ? (
            <Badge tone="success">{t('summary.published')}</Badge>
          ) : (
            <Badge tone="neutral">{t('summary.draft')}</Badge>
          )}
        </NameRow>
        <Facts>
          <dt>{t('summary.specializations')}</dt>
          <dd>
            {names === null ? (
              <Spinner size="sm" label={t('summary.specializations')} />
            ) : (
              <SpecializationList applicant={applicant} names={names} />
            )}
          </dd>
          <dt>{t('summary.availability')}</dt>
          <dd>
            {t(isAvailableForWork(applicant.contact) ? 'summary.available' : 'summary.notAvailable', {
              context: genderContext(applicant.contact?.gender),
            })}
          </dd>
          <dt>{t('summary.lastUpdated')}</dt>
          <dd>{lastUpdated ?? t('summary.never')}</dd>
        </Facts>
        <ContactBlock>
          <Heading level={3}>{t('summary.contact')}</Heading>
          {isContactEmpty(contact) ? (
            <p>
              <Muted>{t('summary.noContact')}</Muted>
            </p>
          ) : (
            <Facts>
              {contact.email !== null && (
                <>
                  <dt>{t('summary.email')}</dt>
                  <dd dir="auto">{contact.email}</dd>
                </>
              )}
              {contact.phone !== null && (
                <>
                  <dt>{t('summary.phone')}</dt>
                  <dd>
                    <bdi dir="ltr">{contact.phone}</bdi>
                    {contact.phoneHidden && <Muted> ({t('summary.phoneHidden')})</Muted>}
                  </dd>
                </>
              )}
              {contact.location.length > 0 && (
                <>
                  <dt>{t('summary.location')}</dt>
                  <dd>
                    {contact.location
                      .map((place, index) => referenceLabel(t, index === 0 ? 'city' : 'zone', place))
                      .join(t('listSeparator', { ns: 'common' }))}
                  </dd>
                </>
              )}
            </Facts>
          )}
        </ContactBlock>
      </Identity>
    </Panel>
  );
}

function SpecializationList({
  applicant,
  names,
}: {
  applicant: ApplicantProfile;
  names: SpecializationNames;
}) {
  const { t } = useTranslation('profile');
  // The reference list's English title stands in for an id the catalogue does not name.
  const nameOf = (id: number) => {
    const title = names(id);
    return title === UNKNOWN_SPECIALIZATION
      ? t('summary.unknownSpecialization')
      : referenceLabel(t, 'specialization', id, title);
  };
  const lines = profileSpecializations(applicant.specializations, nameOf);
  if (lines.length === 0) return <Muted>{t('summary.noSpecializations')}</Muted>;
  return (
    <Lines>
      {lines.map((line, index) => (
        <li key={index} dir="auto">
          {specializationLineText(line, t('listSeparator', { ns: 'common' }))}
        </li>
      ))}
    </Lines>
  );
}
