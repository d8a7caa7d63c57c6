import type { DirectoryFilters, MainSpecialization } from '@talent/resume-model';
import { referenceLabel, useTranslation } from '@talent/i18n';
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

function useCapsuleText(categories: readonly MainSpecialization[]) {
  const { t } = useTranslation('directory');
  return ({ kind, value }: FilterCapsule): { text: string; context?: string } => {
    // Spec §2: a range capsule reads 'min - max years'; which range it is, is said to screen readers.
    if (typeof value === 'object') {
      return {
        text: t('capsules.range', { min: value.min, max: value.max }),
        context: kind === 'age' ? t('capsules.age') : t('capsules.experience'),
      };
    }
    return { text: plainText(kind, value) };
  };

  function plainText(kind: FilterCapsule['kind'], value: string | boolean): string {
    if (kind === 'freshGraduate') return value ? t('capsules.freshGraduate') : t('capsules.notFreshGraduate');
    if (kind === 'workAvailability') {
      return value ? t('filters.availability.available') : t('filters.availability.employed');
    }
    if (typeof value === 'boolean') return String(value);
    switch (kind) {
      case 'gender':
      case 'city':
      case 'zone':
      case 'degree':
        return referenceLabel(t, kind, value);
      case 'specialization':
      case 'subSpeciality':
        return specializationTitleLabel(t, categories, value);
      default:
        return value;
    }
  }
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
        const spoken = context ? `${context} ${text}` : text;
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
