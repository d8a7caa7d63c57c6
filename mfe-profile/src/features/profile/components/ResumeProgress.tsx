import { languageNames, useTranslation } from '@talent/i18n';
import {
  availableLanguages,
  translationCompleteness,
  COMPLETENESS_PARTS,
  COMPLETENESS_STATUSES,
  completenessOf,
  type ApplicantProfile,
  type CompletenessSectionKey,
  type CompletenessStatus,
  type SectionCompleteness,
} from '@talent/resume-model';
import { Badge, Card, Heading, ProgressBar, type BadgeTone } from '@talent/ui';
import styled from 'styled-components';

const SECTION_ORDER: readonly CompletenessSectionKey[] = ['personal', 'education', 'experience', 'skills'];

const statusTones: Record<CompletenessStatus, BadgeTone> = {
  [COMPLETENESS_STATUSES.complete]: 'success',
  [COMPLETENESS_STATUSES.incomplete]: 'warning',
  [COMPLETENESS_STATUSES.optional]: 'info',
};

/**
 * resume-model names statuses and parts in English (the spec's words); the card shows them through the
 * catalogue (`progress.status.*`, `progress.parts.*`), found by the key each English name is kept under.
 */
const keyOf = <K extends string>(names: Record<K, string>) =>
  new Map(Object.entries(names).map(([key, name]) => [name as string, key as K]));
const statusKeys = keyOf(COMPLETENESS_STATUSES);
const partKeys = keyOf(COMPLETENESS_PARTS);

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Overall = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const OverallPercent = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Sections = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SectionCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Percent = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Missing = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Spec §2 / §5: overall completion and one card per section, computed by resume-model. */
export function ResumeProgress({ applicant }: { applicant: ApplicantProfile }) {
  const { t } = useTranslation('profile');
  const { overall, sections } = completenessOf(applicant);
  const titleId = 'profile-progress-title';
  const overallLabelId = 'profile-progress-overall';

  return (
    <Panel aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t('progress.title')}
      </Heading>
      <Overall>
        <Row>
          <span id={overallLabelId}>{t('progress.overall')}</span>
          <OverallPercent aria-describedby={overallLabelId}>
            {t('progress.percent', { percent: overall })}
          </OverallPercent>
        </Row>
        <ProgressBar
          label={t('progress.overall')}
          value={overall}
          tone={overall === 100 ? 'success' : 'info'}
        />
      </Overall>
      <Sections>
        {SECTION_ORDER.map((key) => (
          <SectionProgress key={key} title={t(`progress.sections.${key}`)} section={sections[key]} />
        ))}
      </Sections>
    </Panel>
  );
}

/**
 * Issue 31: the languages the resume reads in, and how much of each other version is translated. Each
 * language goes by its own name (as the language switcher writes it).
 */
export function ResumeVersions({ applicant }: { applicant: ApplicantProfile }) {
  const { t } = useTranslation('profile');
  const [main, ...others] = availableLanguages(applicant);
  if (main === undefined) return null;
  return (
    <Panel aria-labelledby="profile-versions-title">
      <Heading level={2} id="profile-versions-title">
        {t('progress.versions.title')}
      </Heading>
      <Missing>{t('progress.versions.main', { language: languageNames[main] })}</Missing>
      {others.length === 0 && <Missing>{t('progress.versions.none')}</Missing>}
      {others.map((language) => {
        const { percent } = translationCompleteness(applicant, language);
        const label = t('progress.versions.translated', { language: languageNames[language], percent });
        return (
          <div key={language}>
            <Row>
              <span>{label}</span>
            </Row>
            <ProgressBar label={label} value={percent} tone={percent === 100 ? 'success' : 'info'} />
          </div>
        );
      })}
    </Panel>
  );
}

function SectionProgress({ title, section }: { title: string; section: SectionCompleteness }) {
  const { t } = useTranslation('profile');
  const missing =
    section.missing.length === 0
      ? null
      : t('progress.missing', {
          parts: section.missing
            .map((part) => {
              const key = partKeys.get(part);
              return key ? t(`progress.parts.${key}`) : part;
            })
            .join(t('progress.separator')),
        });
  return (
    <SectionCard aria-label={title}>
      <Row>
        <Heading level={3}>{title}</Heading>
        <Badge tone={statusTones[section.status]}>
          {t(`progress.status.${statusKeys.get(section.status) ?? 'incomplete'}`)}
        </Badge>
      </Row>
      <Row>
        <ProgressBar
          label={title}
          value={section.percent}
          tone={section.percent === 100 ? 'success' : 'info'}
        />
        <Percent>{t('progress.percent', { percent: section.percent })}</Percent>
      </Row>
      {missing && <Missing>{missing}</Missing>}
    </SectionCard>
  );
}
