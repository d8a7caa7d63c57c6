import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

/*
 * The label wraps the box, so the whole row takes the tap: on a phone at least 44 px tall (issue 23),
 * the box beside the label's first line.
 */
const Label = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 2.75rem;
  padding-block: 0.625rem;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  line-height: 1.5rem;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  ${({ theme }) => theme.media.md} {
    min-block-size: 0;
    padding-block: 0;
  }
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0.1875rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible label, which is also the checkbox's accessible name. */
  label: ReactNode;
}

/** A native checkbox with its label beside it (a whole row to click). */
export function Checkbox({ label, id, className, disabled = false, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? `checkbox-${generatedId}`;
  return (
    <Label className={className} htmlFor={boxId} $disabled={disabled}>
      <Box {...inputProps} id={boxId} disabled={disabled} />
      <span>{label}</span>
    </Label>
  );
}
