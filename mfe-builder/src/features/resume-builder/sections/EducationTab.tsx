import { raiseAlert } from '@talent/event-bus';
import { genderContext, referenceLabel, translateMessage, useTranslation } from '@talent/i18n';
import { calendarIn } from '@talent/i18n/src/calendar';
import {
  ALERT_DURATION_BUILDER_MS,
  canAddCourse,
  canAddEducation,
  canRemoveEducation,
  COURSE_DURATIONS,
  dateYearRange,
  educationEndYearChoices,
  emptyCourse,
  emptyEducationEntry,
  isPresent,
  MAIN_SPECIALIZATIONS_LIMITS,
  SPECIALIZATION_MESSAGES,
  withEndYear,
  type MainSpecialization,
  type ResumeDraft,
} from '@talent/resume-model';
import { Button, Checkbox } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  EntryActions,
  EntryCard,
  EntryLegend,
  FieldRow,
  ListError,
  Muted,
  Section,
  SectionHint,
  SectionTitle,
  SelectField,
  TextField,
} from '../components/fields';
import { useFieldError } from '../components/validation';
import { monthOptions, yearOptions } from './dateChoices';

/* On a phone each tick's row is already a 44 px target with room around its text: no gap between. */
const SubList = styled.div`
  display: grid;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const MainList = styled.div`
  display: grid;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

function Specializations({ reference }: { reference: readonly MainSpecialization[] }) {
  const { t, i18n } = useTranslation('builder');
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const chosen = values.specializations;
  const error = useFieldError('specializations');
  const full = chosen.length >= MAIN_SPECIALIZATIONS_LIMITS.max;

  const toggleMain = (id: number, on: boolean) => {
    if (on) {
      void setFieldValue('specializations', [...chosen, { id, sub: [] }]);
      return;
    }
    // Spec §5: removing the last one raises the error alert; the choice stays.
    if (chosen.length <= MAIN_SPECIALIZATIONS_LIMITS.min) {
      raiseAlert({
        message: translateMessage(i18n, SPECIALIZATION_MESSAGES.atLeastOne),
        type: 'error',
        durationMs: ALERT_DURATION_BUILDER_MS,
      });
      return;
    }
    // Unticking a main one also drops its sub items, which live inside its entry.
    void setFieldValue(
      'specializations',
      chosen.filter((main) => main.id !== id),
    );
  };

  const toggleSub = (mainId: number, subId: number, on: boolean) => {
    void setFieldValue(
      'specializations',
      chosen.map((main) =>
        main.id !== mainId
          ? main
          : { ...main, sub: on ? [...main.sub, { id: subId }] : main.sub.filter((sub) => sub.id !== subId) },
      ),
    );
  };

  return (
    <Section aria-labelledby="specializations-heading">
      <SectionTitle id="specializations-heading">{t('specializations.heading')}</SectionTitle>
      <SectionHint>{t('specializations.hint')}</SectionHint>
      <MainList role="group" aria-labelledby="specializations-heading">
        {reference.map((main) => {
          const entry = chosen.find((candidate) => candidate.id === main.id);
          return (
            <div key={main.id}>
              <Checkbox
                label={referenceLabel(t, 'specialization', main.id, main.title)}
                checked={entry !== undefined}
                disabled={entry === undefined && full}
                onChange={(event) => toggleMain(main.id, event.target.checked)}
              />
              {entry && main.children.length > 0 && (
                <SubList
                  role="group"
                  aria-label={t('specializations.subHeading', {
                    title: referenceLabel(t, 'specialization', main.id, main.title),
                  })}
                >
                  {main.children.map((sub) => (
                    <Checkbox
                      key={sub.id}
                      label={referenceLabel(t, 'specialization', sub.id, sub.title)}
                      checked={entry.sub.some((picked) => picked.id === sub.id)}
                      onChange={(event) => toggleSub(main.id, sub.id, event.target.checked)}
                    />
                  ))}
                </SubList>
              )}
            </div>
          );
        })}
      </MainList>
      {error && <ListError>{error}</ListError>}
    </Section>
  );
}

function EducationEntries({ degrees }: { degrees: readonly string[] }) {
  const { t, i18n } = useTranslation('builder');
  const calendar = calendarIn(i18n, i18n.language);
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const entries = values.education;
  const listError = useFieldError('education');
  const years = yearOptions(dateYearRange(new Date()), calendar);
  const months = monthOptions(calendar);

  return (
    <Section aria-labelledby="education-heading">
      <SectionTitle id="education-heading">{t('education.heading')}</SectionTitle>
      <FieldArray name="education">
        {({ push, remove }) => (
          <>
            {entries.map((entry, index) => {
              const base = `education[${index}]`;
              const present = isPresent(entry.duration.end_year);
              return (
                <EntryCard key={index}>
                  <EntryLegend>{t('education.entry', { index: index + 1 })}</EntryLegend>
                  <FieldRow>
                    <SelectField
                      name={`${base}.degree`}
                      label={t('education.degree')}
                      required
                      placeholder={t('education.degreePlaceholder')}
                      choices={degrees.map((degree) => ({
                        value: degree,
                        label: referenceLabel(
                          t,
                          'degree',
                          degree,
                          undefined,
                          genderContext(values.contact.gender),
                        ),
                      }))}
                    />
                    <TextField name={`${base}.institute`} label={t('education.institute')} required />
                  </FieldRow>
                  <FieldRow>
                    <SelectField
                      name={`${base}.duration.start_year`}
                      label={t('education.startYear')}
                      required
                      placeholder={t('dates.yearPlaceholder')}
                      choices={years}
                    />
                    <SelectField
                      name={`${base}.duration.start_month`}
                      label={t('education.startMonth')}
                      required
                      placeholder={t('dates.monthPlaceholder')}
                      choices={months}
                    />
                    <SelectField
                      name={`${base}.duration.end_year`}
                      label={t('education.endYear')}
                      placeholder={t('dates.yearPlaceholder')}
                      choices={educationEndYearChoices(entry).map((year) => ({
                        value: year,
                        label: referenceLabel(t, 'endYear', year),
                      }))}
                      // Spec §5: choosing 'Present' clears the end month.
                      onPick={(year) =>
                        void setFieldValue(`${base}.duration`, withEndYear(entry.duration, year))
                      }
                    />
                    <SelectField
                      name={`${base}.duration.end_month`}
                      label={t('education.endMonth')}
                      placeholder={t('dates.monthPlaceholder')}
                      choices={months}
                      disabled={present}
                    />
                  </FieldRow>
                  <EntryActions>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove(index)}
                      disabled={!canRemoveEducation(entries)}
                    >
                      {t('education.remove', { index: index + 1 })}
                    </Button>
                  </EntryActions>
                </EntryCard>
              );
            })}
            {listError && <ListError>{listError}</ListError>}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyEducationEntry())}
                disabled={!canAddEducation(entries)}
              >
                {t('education.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

export function Courses() {
  const { t } = useTranslation('builder');
  const { values } = useFormikContext<ResumeDraft>();
  const courses = values.courses;
  return (
    <Section aria-labelledby="courses-heading">
      <SectionTitle id="courses-heading">{t('courses.heading')}</SectionTitle>
      <FieldArray name="courses">
        {({ push, remove }) => (
          <>
            {courses.length === 0 && <Muted>{t('courses.empty')}</Muted>}
            {courses.map((_course, index) => (
              <EntryCard key={index}>
                <EntryLegend>{t('courses.entry', { index: index + 1 })}</EntryLegend>
                <FieldRow>
                  <TextField name={`courses[${index}].title`} label={t('courses.title')} />
                  <TextField name={`courses[${index}].entity`} label={t('courses.entity')} />
                  <SelectField
                    name={`courses[${index}].duration`}
                    label={t('courses.duration')}
                    placeholder={t('courses.durationPlaceholder')}
                    choices={COURSE_DURATIONS.map((duration) => ({
                      value: duration,
                      label: referenceLabel(t, 'courseDuration', duration),
                    }))}
                  />
                </FieldRow>
                <EntryActions>
                  <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                    {t('courses.remove', { index: index + 1 })}
                  </Button>
                </EntryActions>
              </EntryCard>
            ))}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyCourse())}
                disabled={!canAddCourse(courses)}
              >
                {t('courses.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

/** The tab's own fields; its entry sections follow (EntrySectionEditors). */
export function EducationTab({
  specializations,
  degrees,
}: {
  specializations: readonly MainSpecialization[];
  degrees: readonly string[];
}) {
  return (
    <>
      <Specializations reference={specializations} />
      <EducationEntries degrees={degrees} />
    </>
  );
}
