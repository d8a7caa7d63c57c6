import {
  AGE_RANGE_BOUNDS,
  DIRECTORY_FILTER_DECLARATIONS,
  type DirectoryFilters,
  EXPERIENCE_RANGE_BOUNDS,
  type MainSpecialization,
  openRangeOf,
  rangeShapeOf,
} from '@talent/resume-model';
import { referenceLabel, useInterfaceLanguage, useTranslation } from '@talent/i18n';
import { Chip, VisuallyHidden } from '@talent/ui';
import styled from 'styled-components';
import { capsulesOf, type FilterCapsule } from '../state/capsules';
import { specializationTitleLabel } from '../state/specializationNames';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

export function useCapsuleText(categories: readonly MainSpecialization[]) {
  const { t } = useTranslation('directory');
  const { formats } = useInterfaceLanguage();
  return ({ kind, value }: FilterCapsule): { text: string; context?: string } => {
    // Spec §2: a range capsule reads 'min - max years', and issue 23's open ends '5+ years' or 'up to
    // 30 years'; which range it is, is said to screen readers.
    if (typeof value === 'object') {
      return {
        text: rangeText(value, kind === 'age' ? AGE_RANGE_BOUNDS : EXPERIENCE_RANGE_BOUNDS),
        context: kind === 'age' ? t('capsules.age') : t('capsules.experience'),
      };
    }
    return { text: plainText(kind, value) };
  };

  function rangeText(value: { min: number; max: number }, bounds: { min: number; max: number }): string {
    const shape = rangeShapeOf(openRangeOf(value, bounds) ?? { min: value.min, max: value.max });
    switch (shape?.kind) {
      case 'atLeast':
        return t('capsules.atLeast', { count: shape.min, formatted: formats.number(shape.min) });
      case 'atMost':
        return t('capsules.atMost', { count: shape.max, formatted: formats.number(shape.max) });
      default:
        return t('capsules.range', { min: formats.number(value.min), max: formats.number(value.max) });
    }
  }

  function plainText(kind: FilterCapsule['kind'], value: string | boolean): string {
    if (kind === 'freshGraduate') return value ? t('capsules.freshGraduate') : t('capsules.notFreshGraduate');
    if (kind === 'workAvailability') {
      return value ? t('filters.availability.available') : t('filters.availability.employed');
    }
    if (typeof value === 'boolean') return String(value);
    if (kind === 'specialization' || kind === 'subSpeciality') {
      return specializationTitleLabel(t, categories, value);
    }
    // A declared filter's value, named by the reference group its declaration gives.
    const names = DIRECTORY_FILTER_DECLARATIONS.find((declaration) => declaration.field === kind)?.names;
    return names ? referenceLabel(t, names, value) : value;
  }
}

/** A capsule's text with what it filters ('Experience: 5+ years'), as it is said and named on buttons. */
export function spokenCapsule({ text, context }: { text: string; context?: string }): string {
  return context ? `${context} ${text}` : text;
}

export interface FilterCapsulesProps {
  filters: DirectoryFilters;
  /** The specialisation tabs, which name the specialisation filters in the interface language. */
  categories: readonly MainSpecialization[];
  onChange: (filters: DirectoryFilters) => void;
}

/** The active filters, each removable on its own (spec §2 'Advanced search modal'). */
export function FilterCapsules({ filters, categories, onChange }: FilterCapsulesProps) {
  const { t } = useTranslation('directory');
  const textOf = useCapsuleText(categories);
  const capsules = capsulesOf(filters);
  if (capsules.length === 0) return null;
  return (
    <List aria-label={t('listing.activeFilters')}>
      {capsules.map((capsule) => {
        const { text, context } = textOf(capsule);
        const spoken = spokenCapsule({ text, context });
        return (
          <li key={capsule.key}>
            <Chip
              onRemove={() => onChange(capsule.without)}
              removeLabel={t('listing.removeFilter', { filter: spoken })}
            >
              {context && <VisuallyHidden>{context} </VisuallyHidden>}
              {text}
            </Chip>
          </li>
        );
      })}
    </List>
  );
}
