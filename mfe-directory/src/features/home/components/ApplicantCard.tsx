import { genderContext, referenceLabel, useInterfaceLanguage, useTranslation } from '@talent/i18n';
import {
  type ApplicantCard as ApplicantCardData,
  applicantPhotoUrl,
  CARD_TOP_TOOLS,
  cardSummary,
  cityHasZones,
  displayText,
} from '@talent/resume-model';
import { Badge } from '@talent/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { TouchButton } from '../../company-actions/touch';
import { useIsCompany } from '../../company-actions/useIsCompany';

// Company-only (issue #19), so fetched only once a company is signed in: visitors and applicants on
// the home page never download the shortlist picker (issue #16's 200 KB budget, docs/benchmarks.md).
const SaveToShortlist = lazy(() =>
  import(/* webpackChunkName: "company-actions" */ '../../company-actions/SaveToShortlist').then(
    (module) => ({ default: module.SaveToShortlist }),
  ),
);

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  block-size: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease-out,
    border-color ${({ theme }) => theme.durations.normal} ease-out;

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Photo = styled.img`
  flex-shrink: 0;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const UserIcon = styled.svg`
  flex-shrink: 0;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.borderStrong};
`;

const Name = styled.h3`
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

// The name's link covers the whole card, so a click anywhere opens the resume, while keyboard and
// screen-reader users meet one plain link per applicant.
const CardLink = styled.a`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TitleBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

const JobTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

// Where and how long, on one line that wraps between its parts, not inside them.
const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Summary = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

// Above the covering link, so it is its own target.
const SeeMore = styled.a`
  position: relative;
  z-index: 1;
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const Tools = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

// Above the covering link, so the company's save control is its own target.
const CompanyAction = styled.div`
  position: relative;
  z-index: 1;
`;

function DefaultUserIcon() {
  return (
    <UserIcon viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="22" r="10" fill="currentColor" />
      <path d="M10 48c2-10 9-15 18-15s16 5 18 15z" fill="currentColor" />
    </UserIcon>
  );
}

export interface ApplicantCardProps {
  applicant: ApplicantCardData;
}

/** One applicant in the Talent Pool grid (spec §2 'Applicant card'); opens the resume in a new tab. */
export function ApplicantCard({ applicant }: ApplicantCardProps) {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  const name = displayText(applicant.contact?.fullName) ?? t('card.unnamed');
  const jobTitle = displayText(applicant.jobTitle);
  const city = displayText(applicant.city);
  const zone = city !== null && cityHasZones(city) ? displayText(applicant.zone) : null;
  const place =
    city === null
      ? null
      : zone === null
        ? referenceLabel(t, 'city', city)
        : t('card.cityZone', {
            city: referenceLabel(t, 'city', city),
            zone: referenceLabel(t, 'zone', zone),
          });
  const years = applicant.experienceYears ?? 0;
  const photo = applicantPhotoUrl(applicant.image);
  const summary = cardSummary(applicant.summary);
  const tools = (applicant.topTools ?? [])
    .map((tool) => displayText(tool?.item))
    .filter((tool): tool is string => tool !== null)
    .slice(0, CARD_TOP_TOOLS);
  const available = applicant.contact?.workAvailability === true;
  const href = `/preview/${applicant.id}`;
  const company = useIsCompany();

  return (
    <Article>
      <Top>
        {photo === null ? (
          <DefaultUserIcon />
        ) : (
          <Photo src={photo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        )}
        <TitleBlock>
          <Name dir="auto">
            <CardLink href={href} target="_blank" rel="noopener" aria-label={t('card.openLabel', { name })}>
              {name}
            </CardLink>
          </Name>
          {jobTitle !== null && <JobTitle dir="auto">{jobTitle}</JobTitle>}
        </TitleBlock>
      </Top>
      {(place !== null || years > 0) && (
        <Facts>
          {place !== null && <li>{place}</li>}
          {years > 0 && <li>{t('card.years', { count: years, formatted: formats.number(years) })}</li>}
        </Facts>
      )}
      {summary.text !== '' && (
        <Summary dir="auto">
          {summary.text}
          {summary.truncated && (
            <SeeMore href={href} target="_blank" rel="noopener" aria-label={t('card.seeMoreLabel', { name })}>
              {t('card.seeMore')}
            </SeeMore>
          )}
        </Summary>
      )}
      {tools.length > 0 && (
        <Tools aria-label={t('card.topTools')}>
          {tools.map((tool, index) => (
            <li key={index}>
              <Badge tone="info" dir="auto">
                {tool}
              </Badge>
            </li>
          ))}
        </Tools>
      )}
      <Footer>
        <Badge tone={available ? 'success' : 'neutral'}>
          {t(available ? 'filters.availability.available' : 'filters.availability.employed', {
            context: genderContext(applicant.contact?.gender),
          })}
        </Badge>
        {company && (
          <CompanyAction>
            {/* Until it arrives, the same button, disabled, holds its place: the card does not move. */}
            <Suspense
              fallback={
                <TouchButton variant="secondary" disabled aria-label={t('shortlist.openLabel', { name })}>
                  {t('shortlist.open')}
                </TouchButton>
              }
            >
              <SaveToShortlist applicantId={applicant.id} applicantName={name} />
            </Suspense>
          </CompanyAction>
        )}
      </Footer>
    </Article>
  );
}
