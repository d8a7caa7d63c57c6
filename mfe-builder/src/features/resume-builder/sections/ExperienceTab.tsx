import { referenceLabel, useTranslation } from '@talent/i18n';
import { calendarIn } from '@talent/i18n/src/calendar';
import {
  canAddEmployment,
  countWords,
  dateYearRange,
  emptyEmploymentEntry,
  isPresent,
  PRESENT,
  SUMMARY_WORD_COUNTER_CAP,
  withEndYear,
  withResponsibility,
  type EmploymentEntry,
  type ResumeDraft,
} from '@talent/resume-model';
import { Button, Field, TextInput } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  EntryActions,
  EntryCard,
  EntryLegend,
  FieldRow,
  Muted,
  Section,
  SectionTitle,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/fields';
import { monthOptions, yearOptions } from './dateChoices';

const Counter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: end;
`;

const Duties = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

const Duty = styled.li`
  & > span {
    margin-inline-end: ${({ theme }) => theme.space.xs};
  }
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  & > :first-child {
    flex: 1;
  }
`;

function Summary() {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  return (
    <Section aria-labelledby="summary-heading">
      <SectionTitle id="summary-heading">{t('summary.heading')}</SectionTitle>
      <TextAreaField
        name="summary"
        label={t('summary.label')}
        required
        rows={8}
        aria-describedby="summary-word-count"
      />
      <Counter id="summary-word-count">
        {t('summary.wordCount', { count: countWords(values.summary), cap: SUMMARY_WORD_COUNTER_CAP })}
      </Counter>
    </Section>
  );
}

/** Spec §5: a responsibility is added on Enter, on blur or by the button, when it is not blank. */
function Responsibilities({ job, name }: { job: EmploymentEntry; name: string }) {
  const { t } = useTranslation('builder');
  const { setFieldValue } = useFormikContext<ResumeDraft>();
  const [draft, setDraft] = useState('');

  const add = () => {
    const next = withResponsibility(job, draft);
    if (next === job) return;
    void setFieldValue(`${name}.responsibilities`, next.responsibilities);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <Muted as="h3">{t('employment.responsibilities')}</Muted>
      {job.responsibilities.length > 0 && (
        <Duties>
          {job.responsibilities.map((duty, index) => (
            <Duty key={index}>
              <span dir="auto">{duty}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('employment.removeResponsibility', { text: duty })}
                onClick={() =>
                  void setFieldValue(
                    `${name}.responsibilities`,
                    job.responsibilities.filter((_, at) => at !== index),
                  )
                }
              >
                ×
              </Button>
            </Duty>
          ))}
        </Duties>
      )}
      <AddRow>
        <Field label={t('employment.responsibility')} hint={t('employment.responsibilityHint')}>
          <TextInput
            dir="auto"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </Field>
        <Button variant="secondary" onClick={add} disabled={draft.trim() === ''}>
          {t('employment.addResponsibility')}
        </Button>
      </AddRow>
    </div>
  );
}

export function Employment() {
  const { t, i18n } = useTranslation('builder');
  const calendar = calendarIn(i18n, i18n.language);
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const jobs = values.employment;
  const years = yearOptions(dateYearRange(new Date()), calendar);
  const months = monthOptions(calendar);
  const endYears = [{ value: PRESENT, label: referenceLabel(t, 'endYear', PRESENT) }, ...years];
  return (
    <Section aria-labelledby="employment-heading">
      <SectionTitle id="employment-heading">{t('employment.heading')}</SectionTitle>
      <FieldArray name="employment">
        {({ push, remove }) => (
          <>
            {jobs.length === 0 && <Muted>{t('employment.empty')}</Muted>}
            {jobs.map((job, index) => {
              const base = `employment[${index}]`;
              return (
                <EntryCard key={index}>
                  <EntryLegend>{t('employment.entry', { index: index + 1 })}</EntryLegend>
                  <FieldRow>
                    <TextField name={`${base}.title`} label={t('employment.title')} />
                    <TextField name={`${base}.employer`} label={t('employment.employer')} />
                  </FieldRow>
                  <FieldRow>
                    <SelectField
                      name={`${base}.duration.start_year`}
                      label={t('employment.startYear')}
                      placeholder={t('dates.yearPlaceholder')}
                      choices={years}
                    />
                    <SelectField
                      name={`${base}.duration.start_month`}
                      label={t('employment.startMonth')}
                      placeholder={t('dates.monthPlaceholder')}
                      choices={months}
                    />
                    <SelectField
                      name={`${base}.duration.end_year`}
                      label={t('employment.endYear')}
                      placeholder={t('dates.yearPlaceholder')}
                      choices={endYears}
                      onPick={(year) =>
                        void setFieldValue(`${base}.duration`, withEndYear(job.duration, year))
                      }
                    />
                    <SelectField
                      name={`${base}.duration.end_month`}
                      label={t('employment.endMonth')}
                      placeholder={t('dates.monthPlaceholder')}
                      choices={months}
                      disabled={isPresent(job.duration.end_year)}
                    />
                  </FieldRow>
                  <Responsibilities job={job} name={base} />
                  <EntryActions>
                    <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                      {t('employment.remove', { index: index + 1 })}
                    </Button>
                  </EntryActions>
                </EntryCard>
              );
            })}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyEmploymentEntry())}
                disabled={!canAddEmployment(jobs)}
              >
                {t('employment.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

/** The tab's own fields; its entry sections follow (EntrySectionEditors). */
export function ExperienceTab() {
  return <Summary />;
}
