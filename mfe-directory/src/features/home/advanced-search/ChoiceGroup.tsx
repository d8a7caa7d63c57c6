import { toggleChoice } from '@talent/resume-model';
import styled from 'styled-components';
import { OptionCount } from './OptionCount';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.button`
  /* 44 px: a thumb's target on a phone (issue 23). */
  min-block-size: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* No resume has this value with the other choices as they are: dimmed, still readable and pressable. */
  &[data-empty='true'][aria-pressed='false'] {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ChoiceGroupProps<T> {
  labelId: string;
  /** `count`: the resumes the choice leaves (issue 17); null or absent while none are known. */
  options: ReadonlyArray<{ value: T; label: string; count?: number | null }>;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** One choice among a few, as pressed buttons; pressing the chosen one again clears it (spec §4). */
export function ChoiceGroup<T extends string | boolean>({
  labelId,
  options,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <Group role="group" aria-labelledby={labelId}>
      {options.map((option) => (
        <Choice
          key={String(option.value)}
          type="button"
          aria-pressed={value === option.value}
          data-empty={option.count === 0}
          onClick={() => onChange(toggleChoice(value, option.value))}
        >
          {option.label}
          <OptionCount count={option.count ?? null} />
        </Choice>
      ))}
    </Group>
  );
}
