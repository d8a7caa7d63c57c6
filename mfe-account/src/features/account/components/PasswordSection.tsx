import { changePassword } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import { validateChangePasswordForm, type ChangePasswordFormValues } from '@talent/resume-model';
import { Alert, Button, Field } from '@talent/ui';
import { AccountForm, SubmitRow } from '../../../components/AccountForm';
import { PasswordInput } from '../../../components/PasswordInput';
import { AccountSection } from './AccountSection';
import { useAccountForm } from './useAccountForm';

/** Change password: the current one first; every other session ends, this one stays (issue 34). */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { form, formRef, outcome, errorOf } = useAccountForm<ChangePasswordFormValues>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: validateChangePasswordForm,
    serverFields: { currentPassword: 'current_password' },
    send: async (values, helpers) => {
      const message = await changePassword({
        current_password: values.currentPassword,
        password: values.password,
        password_confirmation: values.confirmPassword,
      });
      helpers.resetForm();
      return message;
    },
  });
  const fields = [
    { name: 'currentPassword', label: t('accountPage.password.current'), autoComplete: 'current-password' },
    { name: 'password', label: t('fields.newPassword'), autoComplete: 'new-password' },
    { name: 'confirmPassword', label: t('fields.confirmPassword'), autoComplete: 'new-password' },
  ] as const;
  return (
    <AccountSection title={t('accountPage.password.title')} lead={t('accountPage.password.lead')}>
      <AccountForm ref={formRef} onSubmit={form.handleSubmit}>
        {/* Tells a password manager whose password changes. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        {fields.map(({ name, label, autoComplete }) => {
          const error = errorOf(name);
          const id = `account-${name}`;
          return (
            <Field key={name} label={label} error={error} id={id}>
              <PasswordInput
                id={id}
                name={name}
                autoComplete={autoComplete}
                required
                aria-invalid={error !== undefined}
                value={form.values[name]}
                onChange={form.handleChange}
              />
            </Field>
          );
        })}
        {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
        <SubmitRow>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t('accountPage.saving') : t('accountPage.password.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountSection>
  );
}
