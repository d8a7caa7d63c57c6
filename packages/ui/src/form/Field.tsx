import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface FieldContextValue {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.tones.danger.text};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.tones.danger.text};
`;

export interface FieldProps {
  label: ReactNode;
  /** Guidance shown under the label and read with the control. */
  hint?: ReactNode;
  /** A validation message; its presence marks the control invalid. */
  error?: ReactNode;
  /** Marks the control required; the asterisk is visual only, the control's own `required` is what is announced. */
  required?: boolean;
  /** Fixes the control's id (otherwise generated), e.g. for links that jump to a field. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Labels one form control and ties its hint and error to it, so a screen reader reads them together. */
export function Field({ label, hint, error, required = false, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ controlId, describedBy, invalid: Boolean(error), required }}>
      <FieldRoot className={className}>
        <Label htmlFor={controlId}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {children}
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </FieldRoot>
    </FieldContext.Provider>
  );
}

interface ControlA11yProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** Merges the surrounding Field's wiring into a control's own props. */
export function useFieldControl<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: field.controlId,
    required: props.required ?? (field.required || undefined),
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}
