import { Field, Select, TextArea, TextInput } from '@talent/ui';
import type { ResumeDraft } from '@talent/resume-model';
import { getIn, useFormikContext } from 'formik';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldError } from './validation';

export interface Choice {
  value: string;
  label: string;
}

interface BaseFieldProps {
  /** The formik path, written as the rules report it: 'contact.fullName', 'education[0].degree'. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A one-line text field bound to the draft; user text gets its own direction. */
export function TextField({
  name,
  label,
  hint,
  required,
  ...inputProps
}: BaseFieldProps & Omit<ComponentProps<'input'>, 'name' | 'value'>) {
  const { values, handleChange, handleBlur } = useFormikContext<ResumeDraft>();
  return (
    <Field label={label} hint={hint} required={required} error={useFieldError(name)}>
      <TextInput
        dir="auto"
        onChange={handleChange}
        onBlur={handleBlur}
        {...inputProps}
        name={name}
        value={(getIn(values, name) as string | undefined) ?? ''}
      />
    </Field>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  ...areaProps
}: BaseFieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'value'>) {
  const { values, handleChange, handleBlur } = useFormikContext<ResumeDraft>();
  return (
    <Field label={label} hint={hint} required={required} error={useFieldError(name)}>
      <TextArea
        dir="auto"
        onChange={handleChange}
        onBlur={handleBlur}
        {...areaProps}
        name={name}
        value={(getIn(values, name) as string | undefined) ?? ''}
      />
    </Field>
  );
}

/** A select bound to the draft; `onPick` replaces the plain write when a choice has side effects. */
export function SelectField({
  name,
  label,
  hint,
  required,
  choices,
  placeholder,
  onPick,
  disabled,
}: BaseFieldProps & {
  choices: readonly Choice[];
  placeholder: string;
  onPick?: (value: string) => void;
  disabled?: boolean;
}) {
  const { values, setFieldValue } = useFormikContext<ResumeDraft>();
  const raw: unknown = getIn(values, name);
  const value = raw === undefined || raw === null || raw === 0 ? '' : String(raw);
  const known = value === '' || choices.some((choice) => choice.value === value);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (onPick) onPick(event.target.value);
    else void setFieldValue(name, event.target.value);
  };
  return (
    <Field label={label} hint={hint} required={required} error={useFieldError(name)}>
      <Select name={name} value={value} onChange={change} disabled={disabled}>
        <option value="">{placeholder}</option>
        {/* A stored value no longer offered stays visible rather than silently changing. */}
        {!known && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-block-end: 0;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const SectionHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Fields side by side where there is room, one under the other on a narrow form. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
`;

/** One entry of a list section (an education, a job, a course). */
export const EntryCard = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const EntryLegend = styled.legend`
  padding-inline: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ListError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.tones.danger.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
