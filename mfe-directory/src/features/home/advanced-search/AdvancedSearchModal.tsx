import { referenceLabel, useTranslation } from '@talent/i18n';
import {
  AGE_RANGE_BOUNDS,
  BAGHDAD_ZONES,
  cityHasZones,
  type DirectoryFacets,
  type DirectoryFilters,
  type FacetGroup,
  EXPERIENCE_RANGE_BOUNDS,
  GENDERS,
  type MainSpecialization,
} from '@talent/resume-model';
import { Button, Heading, Modal, Select } from '@talent/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useReferenceList } from '../hooks/useReferenceList';
import { specializationTitleLabel } from '../state/specializationNames';
import { ChoiceGroup } from './ChoiceGroup';
import { applyDraft, clearedDraft, draftOf, type FilterDraft } from './draft';
import { OptionCount, useCountText } from './OptionCount';
import { RangeFields } from './RangeFields';
import { useDraftFacets } from './useDraftFacets';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
`;

const Control = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const ControlLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Checks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* The whole label is the control: 44 px tall on a phone (issue 30's languages and the subspecialities). */
  min-block-size: 2.75rem;
  cursor: pointer;

  /* No resume has this subspeciality with the other choices as they are (issue 17). */
  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A list of choices whose zero-count options are dimmed where the browser styles options (issue 17). */
const CountedSelect = styled(Select)`
  option[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** What each value of a group leaves, matched case-insensitively (cities and zones are stored as typed). */
function countsOf(facets: DirectoryFacets | null) {
  if (facets === null) return () => null;
  const lowered = new Map<FacetGroup, Map<string, number>>();
  return (group: FacetGroup, value: string | boolean): number => {
    const groupCounts = facets[group];
    const key = typeof value === 'boolean' ? (value ? '1' : '0') : value;
    if (groupCounts[key] !== undefined) return groupCounts[key];
    let byLowered = lowered.get(group);
    if (!byLowered) {
      byLowered = new Map();
      for (const [name, count] of Object.entries(groupCounts))
        byLowered.set(name.toLowerCase(), (byLowered.get(name.toLowerCase()) ?? 0) + count);
      lowered.set(group, byLowered);
    }
    return byLowered.get(key.toLowerCase()) ?? 0;
  };
}

function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <Legend>
        <Heading level={3}>{title}</Heading>
      </Legend>
      {children}
    </Section>
  );
}

function withCurrent(options: readonly string[], current: string | null): string[] {
  return current !== null && !options.includes(current) ? [current, ...options] : [...options];
}

/** The list's values, with the chosen ones it lacks (a hand-written URL's) first. */
function withChosen(options: readonly string[], chosen: readonly string[]): string[] {
  return [...chosen.filter((value) => !options.includes(value)), ...options];
}

export interface AdvancedSearchModalProps {
  filters: DirectoryFilters;
  /** The specialisation tabs; the active one's sub-specialities are offered. */
  categories: readonly MainSpecialization[];
  /** The counts of the applied search, shown until the draft's own arrive (issue 17). */
  facets?: DirectoryFacets | null;
  onApply: (filters: DirectoryFilters) => void;
  onClose: () => void;
}

/** The advanced search modal of spec §2, with the range rules of §5. */
export default function AdvancedSearchModal({
  filters,
  categories,
  facets = null,
  onApply,
  onClose,
}: AdvancedSearchModalProps) {
  const { t } = useTranslation('directory');
  const id = useId();
  const formId = `${id}-form`;
  const cities = useReferenceList('cities');
  const degrees = useReferenceList('degrees');
  const languages = useReferenceList('languages');
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters));
  const countOf = countsOf(useDraftFacets(filters, draft, facets));
  const countText = useCountText();
  /** An option's text with its count: "Baghdad (12)"; the label alone while no counts are known. */
  const optionText = (label: string, count: number | null) =>
    count === null ? label : `${label} ${countText(count)}`;
  const change = (patch: Partial<FilterDraft>) => setDraft((previous) => ({ ...previous, ...patch }));

  const activeMain = filters.mainSpecializations[0];
  const activeCategory = categories.find((category) => category.title === activeMain);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(applyDraft(filters, draft));
    onClose();
  };

  const reset = () => {
    const cleared = clearedDraft();
    setDraft(cleared);
    onApply(applyDraft(filters, cleared));
  };

  const labelIds = {
    gender: `${id}-gender`,
    age: `${id}-age`,
    zone: `${id}-zone`,
    freshGraduate: `${id}-fresh`,
    availability: `${id}-availability`,
    experience: `${id}-experience`,
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={reset}>
            {t('filters.reset')}
          </Button>
          <Button type="submit" form={formId}>
            {t('filters.apply')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={apply} noValidate>
        <FilterSection title={t('filters.personal')}>
          <Control>
            <ControlLabel id={labelIds.gender}>{t('filters.gender')}</ControlLabel>
            <ChoiceGroup
              labelId={labelIds.gender}
              options={GENDERS.map((gender) => ({
                value: gender,
                label: referenceLabel(t, 'gender', gender),
                count: countOf('gender', gender),
              }))}
              value={draft.gender}
              onChange={(gender) => change({ gender })}
            />
          </Control>
          <Control>
            <ControlLabel id={labelIds.age}>{t('filters.age')}</ControlLabel>
            <RangeFields
              labelId={labelIds.age}
              value={draft.age}
              bounds={AGE_RANGE_BOUNDS}
              onChange={(age) => change({ age })}
            />
          </Control>
        </FilterSection>

        <FilterSection title={t('filters.location')}>
          <Control>
            <label htmlFor={`${id}-city`}>
              <ControlLabel>{t('filters.city')}</ControlLabel>
            </label>
            <CountedSelect
              id={`${id}-city`}
              value={draft.city ?? ''}
              onChange={(event) => {
                const city = event.target.value || null;
                // Spec §4: the zone belongs to Baghdad only.
                change({ city, zone: cityHasZones(city) ? draft.zone : null });
              }}
            >
              <option value="">{t('filters.anyCity')}</option>
              {withCurrent(cities.items, draft.city).map((city) => {
                const count = countOf('city', city);
                return (
                  <option key={city} value={city} data-empty={count === 0}>
                    {optionText(referenceLabel(t, 'city', city), count)}
                  </option>
                );
              })}
            </CountedSelect>
          </Control>
          {cityHasZones(draft.city) && (
            <Control>
              <ControlLabel id={labelIds.zone}>{t('filters.zone')}</ControlLabel>
              <ChoiceGroup
                labelId={labelIds.zone}
                options={BAGHDAD_ZONES.map((zone) => ({
                  value: zone,
                  label: referenceLabel(t, 'zone', zone),
                  count: countOf('zone', zone),
                }))}
                value={draft.zone}
                onChange={(zone) => change({ zone })}
              />
            </Control>
          )}
        </FilterSection>

        <FilterSection title={t('filters.education')}>
          <Control>
            <label htmlFor={`${id}-degree`}>
              <ControlLabel>{t('filters.degree')}</ControlLabel>
            </label>
            <CountedSelect
              id={`${id}-degree`}
              value={draft.degree ?? ''}
              onChange={(event) => change({ degree: event.target.value || null })}
            >
              <option value="">{t('filters.anyDegree')}</option>
              {withCurrent(degrees.items, draft.degree).map((degree) => {
                const count = countOf('degree', degree);
                return (
                  <option key={degree} value={degree} data-empty={count === 0}>
                    {optionText(referenceLabel(t, 'degree', degree), count)}
                  </option>
                );
              })}
            </CountedSelect>
          </Control>
          <Control>
            <ControlLabel id={labelIds.freshGraduate}>{t('filters.freshGraduate')}</ControlLabel>
            <ChoiceGroup
              labelId={labelIds.freshGraduate}
              options={[
                { value: true, label: t('filters.yes'), count: countOf('freshGraduate', true) },
                { value: false, label: t('filters.no'), count: countOf('freshGraduate', false) },
              ]}
              value={draft.freshGraduate}
              onChange={(freshGraduate) => change({ freshGraduate })}
            />
          </Control>
        </FilterSection>

        <FilterSection title={t('filters.work')}>
          <Control>
            <ControlLabel id={labelIds.availability}>{t('filters.workAvailability')}</ControlLabel>
            <ChoiceGroup
              labelId={labelIds.availability}
              options={[
                {
                  value: true,
                  label: t('filters.availability.available'),
                  count: countOf('workAvailability', true),
                },
                {
                  value: false,
                  label: t('filters.availability.employed'),
                  count: countOf('workAvailability', false),
                },
              ]}
              value={draft.workAvailability}
              onChange={(workAvailability) => change({ workAvailability })}
            />
          </Control>
          <Control>
            <ControlLabel id={labelIds.experience}>{t('filters.experience')}</ControlLabel>
            <RangeFields
              labelId={labelIds.experience}
              value={draft.experience}
              bounds={EXPERIENCE_RANGE_BOUNDS}
              onChange={(experience) => change({ experience })}
            />
          </Control>
        </FilterSection>

        <FilterSection title={t('filters.languages')}>
          <Checks>
            {withChosen(languages.items, draft.languages).map((language) => {
              const checked = draft.languages.includes(language);
              const count = countOf('languages', language);
              return (
                <Check key={language} data-empty={count === 0}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      change({
                        languages: checked
                          ? draft.languages.filter((other) => other !== language)
                          : [...draft.languages, language],
                      })
                    }
                  />
                  <span>{referenceLabel(t, 'language', language)}</span>
                  <OptionCount count={count} />
                </Check>
              );
            })}
          </Checks>
        </FilterSection>

        {activeCategory !== undefined && activeCategory.children.length > 0 && (
          <FilterSection
            title={t('filters.subSpecialities', {
              specialization: specializationTitleLabel(t, categories, activeCategory.title),
            })}
          >
            <Checks>
              {activeCategory.children.map((child) => {
                const checked = draft.subSpecialities.includes(child.title);
                const count = countOf('subSpecializations', child.title);
                return (
                  <Check key={child.id} data-empty={count === 0}>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        change({
                          subSpecialities: checked
                            ? draft.subSpecialities.filter((title) => title !== child.title)
                            : [...draft.subSpecialities, child.title],
                        })
                      }
                    />
                    <span dir="auto">{referenceLabel(t, 'specialization', child.id, child.title)}</span>
                    <OptionCount count={count} />
                  </Check>
                );
              })}
            </Checks>
          </FilterSection>
        )}
      </Form>
    </Modal>
  );
}
