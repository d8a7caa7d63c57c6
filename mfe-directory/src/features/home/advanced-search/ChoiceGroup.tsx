import { toggleChoice } from '@talent/resume-model';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.button`
  min-block-size: 2.5rem;
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
`;

export interface ChoiceGroupProps<T> {
  labelId: string;
  options: ReadonlyArray<{ value: T; label: string }>;
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
          onClick={() => onChange(toggleChoice(value, option.value))}
        >
          {option.label}
        </Choice>
      ))}
    </Group>
  );
}
