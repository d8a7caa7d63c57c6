import { useTranslation } from '@talent/i18n';
import { Field } from '@talent/ui';
import { type ChangeEvent, type Ref } from 'react';
import { PasswordInput } from '../../../components/PasswordInput';

interface CurrentPasswordFieldProps {
  /** The input's id, which the field's label points at. */
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The account's current password, which every change that matters asks for again (e-mail, deletion). */
export function CurrentPasswordField({
  id,
  value,
  onChange,
  error,
  hint,
  inputRef,
}: CurrentPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.password')} hint={hint} error={error} id={id}>
      <PasswordInput
        ref={inputRef}
        id={id}
        name="password"
        autoComplete="current-password"
        required
        aria-invalid={error !== undefined}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
