import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { Field } from './Field';
import { Select } from './Select';
import { TextArea, TextInput } from './TextInput';

describe('Field', () => {
  it('labels its input', () => {
    renderWithUi(
      <Field label="Email">
        <TextInput type="email" />
      </Field>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('describes the input with its hint and is valid while there is no error', () => {
    renderWithUi(
      <Field label="Phone" hint="Starts with +964">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAccessibleDescription('Starts with +964');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and reads the error with the hint', () => {
    renderWithUi(
      <Field label="Email" hint="We never share it" error="Invalid email format">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Invalid email format');
    expect(screen.getByText('Invalid email format')).toBeVisible();
  });

  it('keeps a description the control already had', () => {
    renderWithUi(
      <>
        <p id="counter">Word count: 3/300</p>
        <Field label="Professional Summary" error="Professional Summary must be at least 10 words.">
          <TextArea aria-describedby="counter" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Professional Summary')).toHaveAccessibleDescription(
      'Professional Summary must be at least 10 words. Word count: 3/300',
    );
  });

  it('passes required on to the control', () => {
    renderWithUi(
      <Field label="City" required error="City is required">
        <Select defaultValue="">
          <option value="">Choose your city...</option>
          <option>Baghdad</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: /City/ });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('City is required');
  });

  it('uses the id it is given, so other elements can point at the control', () => {
    renderWithUi(
      <Field label="Full Name" id="full-name">
        <TextInput />
      </Field>,
    );
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('id', 'full-name');
  });
});
