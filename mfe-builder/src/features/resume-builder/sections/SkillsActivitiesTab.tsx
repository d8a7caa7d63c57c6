import { genderContext, referenceLabel, type TFunction, useTranslation } from '@talent/i18n';
import { calendarIn } from '@talent/i18n/src/calendar';
import {
  activityYearRange,
  canAddActivity,
  emptyActivity,
  emptyRatedItem,
  filledSkills,
  isFilled,
  isRating,
  RATING_LABELS,
  SKILLS_LIMITS,
  type RatedItem,
  type ResumeDraft,
} from '@talent/resume-model';
import { Button, Field, TextInput } from '@talent/ui';
import { FieldArray, useFormikContext } from 'formik';
import { useId, useState, type KeyboardEvent } from 'react';
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
import { yearOptions } from './dateChoices';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryActive};
`;

const AddRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

  & > :first-child {
    flex: 1;
  }
`;

/** The levels 1–5, stored as numbers and named in the interface language. */
const ratingChoices = (t: TFunction<'builder'>) =>
  Object.entries(RATING_LABELS).map(([value, label]) => ({
    value,
    label: referenceLabel(t, 'rating', label),
  }));

function Skills({ suggestions }: { suggestions: readonly string[] }) {
  const { t } = useTranslation('builder');
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const error = useFieldError('skills');
  const skills = filledSkills(values.skills);
  const full = skills.length >= SKILLS_LIMITS.max;
  const canAdd = !full && isFilled(typed) && !skills.includes(typed.trim());

  const add = () => {
    if (!canAdd) return;
    void setFieldValue('skills', [...skills, typed.trim()]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Section aria-labelledby="skills-heading">
      <SectionTitle id="skills-heading">{t('skills.heading')}</SectionTitle>
      <SectionHint>{t('skills.hint')}</SectionHint>
      {skills.length > 0 && (
        <Chips>
          {skills.map((skill) => (
            <Chip key={skill}>
              <span dir="auto">{referenceLabel(t, 'skill', skill)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('skills.remove', { text: referenceLabel(t, 'skill', skill) })}
                onClick={() =>
                  void setFieldValue(
                    'skills',
                    skills.filter((other) => other !== skill),
                  )
                }
              >
                ×
              </Button>
            </Chip>
          ))}
        </Chips>
      )}
      <AddRow>
        <Field label={t('skills.skill')} error={error}>
          <TextInput
            dir="auto"
            list={listId}
            value={typed}
            disabled={full}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          {t('skills.add')}
        </Button>
      </AddRow>
      <datalist id={listId}>
        {suggestions.map((skill) => {
          // The suggestion is stored in English; its name is shown beside it when the two differ.
          const name = referenceLabel(t, 'skill', skill);
          return <option key={skill} value={skill} label={name === skill ? undefined : name} />;
        })}
      </datalist>
    </Section>
  );
}

function isRatedItemDone(item: RatedItem): boolean {
  return isFilled(item.item) && isRating(item.rating);
}

function RatedItems({ field }: { field: 'tools' | 'languages' }) {
  const { t } = useTranslation('builder');
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const items = values[field];
  const listError = useFieldError(field);
  return (
    <Section aria-labelledby={`${field}-heading`}>
      <SectionTitle id={`${field}-heading`}>{t(`${field}.heading`)}</SectionTitle>
      <FieldArray name={field}>
        {({ push, remove }) => (
          <>
            {items.map((item, index) => (
              <EntryCard key={index}>
                <EntryLegend>{t(`${field}.entry`, { index: index + 1 })}</EntryLegend>
                <FieldRow>
                  <TextField name={`${field}[${index}].item`} label={t(`${field}.name`)} required />
                  <SelectField
                    name={`${field}[${index}].rating`}
                    label={t('rated.level')}
                    required
                    placeholder={t('rated.levelPlaceholder')}
                    choices={ratingChoices(t)}
                    onPick={(rating) => void setFieldValue(`${field}[${index}].rating`, Number(rating) || 0)}
                  />
                </FieldRow>
                <EntryActions>
                  <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                    {t('rated.remove', {
                      // A spoken language stored by its English key reads in the interface's language.
                      text:
                        (field === 'languages'
                          ? referenceLabel(t, 'language', item.item)
                          : item.item.trim()) || t(`${field}.entry`, { index: index + 1 }),
                    })}
                  </Button>
                </EntryActions>
              </EntryCard>
            ))}
            {listError && <ListError>{listError}</ListError>}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyRatedItem())}
                disabled={!items.every(isRatedItemDone)}
              >
                {t(`${field}.add`)}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

export function Activities({ participation }: { participation: readonly string[] }) {
  const { t, i18n } = useTranslation('builder');
  const calendar = calendarIn(i18n, i18n.language);
  const { values } = useFormikContext<ResumeDraft>();
  const activities = values.activities;
  const years = yearOptions(activityYearRange(new Date()), calendar);
  return (
    <Section aria-labelledby="activities-heading">
      <SectionTitle id="activities-heading">{t('activities.heading')}</SectionTitle>
      <FieldArray name="activities">
        {({ push, remove }) => (
          <>
            {activities.length === 0 && <Muted>{t('activities.empty')}</Muted>}
            {activities.map((_activity, index) => (
              <EntryCard key={index}>
                <EntryLegend>{t('activities.entry', { index: index + 1 })}</EntryLegend>
                <FieldRow>
                  <TextField name={`activities[${index}].title`} label={t('activities.title')} />
                  <SelectField
                    name={`activities[${index}].participatedAs`}
                    label={t('activities.participatedAs')}
                    placeholder={t('activities.participatedAsPlaceholder')}
                    choices={participation.map((role) => ({
                      value: role,
                      label: referenceLabel(
                        t,
                        'participation',
                        role,
                        undefined,
                        genderContext(values.contact.gender),
                      ),
                    }))}
                  />
                  <SelectField
                    name={`activities[${index}].year`}
                    label={t('activities.year')}
                    placeholder={t('dates.yearPlaceholder')}
                    choices={years}
                  />
                </FieldRow>
                <EntryActions>
                  <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                    {t('activities.remove', { index: index + 1 })}
                  </Button>
                </EntryActions>
              </EntryCard>
            ))}
            <div>
              <Button
                variant="secondary"
                onClick={() => push(emptyActivity())}
                disabled={!canAddActivity(activities)}
              >
                {t('activities.add')}
              </Button>
            </div>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

/** The tab's own fields; its entry sections follow (EntrySectionEditors). */
export function SkillsActivitiesTab({ skills }: { skills: readonly string[] }) {
  return (
    <>
      <Skills suggestions={skills} />
      <RatedItems field="tools" />
      <RatedItems field="languages" />
    </>
  );
}
