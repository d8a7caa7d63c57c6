import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
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
    <Row className={className}>
      <Box {...inputProps} id={boxId} disabled={disabled} />
      <Label htmlFor={boxId} $disabled={disabled}>
        {label}
      </Label>
    </Row>
  );
}
