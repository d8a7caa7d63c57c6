import { changeEmail } from '@talent/api-sdk';
import { useTranslation } from '@talent/i18n';
import { validateChangeEmailForm, type ChangeEmailFormValues } from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { AccountForm, SubmitRow } from '../../../components/AccountForm';
import { AccountSection } from './AccountSection';
import { CurrentPasswordField } from './CurrentPasswordField';
import { useAccountForm } from './useAccountForm';

/** Change e-mail: a link to the new address confirms it; the one in use is told (issue 34). */
export function EmailSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { form, formRef, outcome, errorOf } = useAccountForm<ChangeEmailFormValues>({
    initialValues: { email: '', password: '' },
    validate: validateChangeEmailForm,
    send: async (values, helpers) => {
      const message = await changeEmail({ email: values.email.trim(), password: values.password });
      helpers.resetForm();
      return message;
    },
  });
  const emailError = errorOf('email');
  const passwordError = errorOf('password');
  return (
    <AccountSection
      title={t('accountPage.email.title')}
      lead={
        <>
          {t('accountPage.email.current')} <bdi dir="ltr">{email}</bdi>
        </>
      }
    >
      <AccountForm ref={formRef} onSubmit={form.handleSubmit}>
        <Field label={t('accountPage.email.newEmail')} error={emailError}>
          <TextInput
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            aria-invalid={emailError !== undefined}
            value={form.values.email}
            onChange={form.handleChange}
          />
        </Field>
        <CurrentPasswordField
          id="account-email-password"
          hint={t('accountPage.email.passwordHint')}
          error={passwordError}
          value={form.values.password}
          onChange={form.handleChange}
        />
        {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
        <SubmitRow>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t('accountPage.sending') : t('accountPage.email.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountSection>
  );
}
