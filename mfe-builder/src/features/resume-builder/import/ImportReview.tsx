// The review of an imported resume (issue 33): section by section what will be filled, then what could
// not be placed (in the interface's language, from the server), then how to use it.

import type { ResumeImportResponse } from '@talent/api-sdk';
import { referenceLabel, useTranslation } from '@talent/i18n';
import type { ResumeDraft } from '@talent/resume-model';
import { Heading } from '@talent/ui';
import { useId } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const Modes = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Mode = styled.label`
  /* The whole row is the target: 44 px tall (issue 23). */
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.75rem;
  cursor: pointer;
`;

type SectionKey =
  | 'summary'
  | 'specializations'
  | 'education'
  | 'employment'
  | 'courses'
  | 'activities'
  | 'projects'
  | 'volunteering'
  | 'links'
  | 'languages'
  | 'skills'
  | 'tools';

/** What each section will hold, as short lines of the applicant's own text. */
function sectionLines(
  draft: ResumeDraft,
  specializationName: (id: number) => string,
  referenceName: (list: 'city' | 'degree', value: string) => string,
): Array<[SectionKey | 'contact', string[]]> {
  const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' — ');
  const contact = draft.contact;
  return [
    [
      'contact',
      [
        contact.fullName,
        contact.job_title,
        contact.email,
        contact.phone.phone,
        referenceName('city', contact.city),
      ].filter(Boolean),
    ],
    [
      'summary',
      draft.summary.trim() === ''
        ? []
        : [draft.summary.length > 160 ? `${draft.summary.slice(0, 160)}…` : draft.summary],
    ],
    // By name in the interface's language, each main one followed by its sub items.
    [
      'specializations',
      draft.specializations.flatMap((main) => [
        specializationName(main.id),
        ...main.sub.map((sub) => specializationName(sub.id)),
      ]),
    ],
    [
      'education',
      draft.education.map((entry) => joined(referenceName('degree', entry.degree), entry.institute)),
    ],
    ['employment', draft.employment.map((entry) => joined(entry.title, entry.employer))],
    ['courses', draft.courses.map((course) => joined(course.title, course.entity))],
    ['activities', draft.activities.map((activity) => activity.title)],
    ['projects', draft.projects.map((project) => project.name)],
    ['volunteering', draft.volunteering.map((entry) => joined(entry.organization, entry.role))],
    ['links', contact.links.map((link) => link.link)],
    ['languages', draft.languages.map((language) => language.item)],
    ['skills', draft.skills],
    ['tools', draft.tools.map((tool) => tool.item)],
  ].map(([key, lines]) => [
    key as SectionKey | 'contact',
    (lines as string[]).filter((line) => line.trim() !== ''),
  ]);
}

interface ImportReviewProps {
  answer: ResumeImportResponse;
  mode: 'replace' | 'fillEmpty';
  onModeChange(mode: 'replace' | 'fillEmpty'): void;
}

export function ImportReview({ answer, mode, onModeChange }: ImportReviewProps) {
  const { t } = useTranslation(['builder', 'resume']);
  const modesId = useId();
  const specializationName = (id: number) => referenceLabel(t, 'specialization', id, String(id));
  // Reference values (city, degree) are stored as list keys: shown in the interface's language.
  const referenceName = (list: 'city' | 'degree', value: string) => referenceLabel(t, list, value, value);
  const filled = sectionLines(answer.draft, specializationName, referenceName).filter(
    ([, lines]) => lines.length > 0,
  );
  const sectionName = (key: SectionKey | 'contact') =>
    key === 'contact' ? t('resume:contact.heading') : t(`resume:sections.${key}`);
  return (
    <>
      <Heading level={3}>{t('import.willFill')}</Heading>
      {filled.length === 0 && <p>{t('import.nothingFound')}</p>}
      {filled.map(([key, lines]) => (
        <Group key={key} aria-label={sectionName(key)}>
          <strong>{sectionName(key)}</strong>
          <List>
            {lines.map((line, index) => (
              <li key={index}>
                {/* Catalogue names are the interface's own text; only the applicant's text is isolated. */}
                {key === 'specializations' ? line : <bdi dir="auto">{line}</bdi>}
              </li>
            ))}
          </List>
        </Group>
      ))}
      {answer.unmapped.length > 0 && (
        <Group aria-label={t('import.notPlaced')}>
          <Heading level={3}>{t('import.notPlaced')}</Heading>
          <List>
            {answer.unmapped.map((item, index) => (
              <li key={index}>
                {item.label}: <bdi dir="auto">{item.value}</bdi>
              </li>
            ))}
          </List>
        </Group>
      )}
      <Modes aria-labelledby={modesId}>
        <Heading level={3} id={modesId}>
          {t('import.modeLabel')}
        </Heading>
        <Mode>
          <input
            type="radio"
            name="import-mode"
            checked={mode === 'replace'}
            onChange={() => onModeChange('replace')}
          />
          {t('import.replace')}
        </Mode>
        <Mode>
          <input
            type="radio"
            name="import-mode"
            checked={mode === 'fillEmpty'}
            onChange={() => onModeChange('fillEmpty')}
          />
          {t('import.fillEmpty')}
        </Mode>
      </Modes>
    </>
  );
}
