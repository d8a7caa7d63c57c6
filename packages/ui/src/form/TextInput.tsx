import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { useFieldControl } from './Field';
import { controlStyles } from './controlStyles';

const Input = styled.input`
  ${controlStyles}
`;

const Textarea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  min-block-size: 6rem;
`;

export type TextInputProps = ComponentProps<'input'>;

/** A single-line input; inside a Field it takes the Field's id, hint and error wiring. */
export function TextInput(props: TextInputProps) {
  return <Input {...useFieldControl(props)} />;
}

export type TextAreaProps = ComponentProps<'textarea'>;

/** Multi-line text (a summary, a welcome message); wired to its Field like TextInput. */
export function TextArea(props: TextAreaProps) {
  return <Textarea {...useFieldControl(props)} />;
}
