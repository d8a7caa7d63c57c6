import '../../texts';
import { forgotPassword } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useMessage, useTranslation } from '@talent/i18n';
import {
  REDIRECT_AFTER_FORGOT_PASSWORD_MS,
  validateForgotPasswordForm,
  type ForgotPasswordFormValues,
} from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { AccountCard } from '../../components/AccountCard';
import { AccountForm, SubmitRow, TextLink } from '../../components/AccountForm';
import { useDelayedNavigation } from '../../hooks/useDelayedNavigation';
import { useFocusFirstInvalidField } from '../../hooks/useFocusFirstInvalidField';
import { forgotPasswordErrorMessage } from '../../common/errorMessages';

type Outcome = { type: 'success'; message: string } | { type: 'error'; message: string };

/**
 * Spec §8 'Forgot password': the page confirms in its own words, and, like every account action, the
 * site-wide alert says it too ('Store alerts').
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const text = useMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const navigateLater = useDelayedNavigation();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<ForgotPasswordFormValues>({
    initialValues: { email: '' },
    validate: validateForgotPasswordForm,
    validateOnBlur: false,
    onSubmit: async ({ email }) => {
      setOutcome(null);
      try {
        await forgotPassword({ email });
        raiseAlert({ type: 'success', message: t('forgotPassword.alertSent'), announcesNavigation: true });
        setOutcome({ type: 'success', message: t('forgotPassword.sent') });
        navigateLater('/login', REDIRECT_AFTER_FORGOT_PASSWORD_MS);
      } catch (error) {
        raiseAlert({ type: 'error', message: t('forgotPassword.alertFailed') });
        setOutcome({ type: 'error', message: forgotPasswordErrorMessage(error) });
      }
    },
  });

  const sent = outcome?.type === 'success';
  const busy = form.isSubmitting;
  const emailError = text(form.submitCount > 0 ? validateForgotPasswordForm(form.values).email : null);
  useFocusFirstInvalidField(formRef, form);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Once sent, the page is on its way to login; a second mail would only be throttled.
    if (busy || sent) return;
    form.handleSubmit(event);
  }

  return (
    <AccountCard
      title={t('forgotPassword.title')}
      lead={t('forgotPassword.subtitle')}
      footer={
        <>
          {t('forgotPassword.rememberPassword')}{' '}
          <TextLink to="/login">{t('forgotPassword.loginLink')}</TextLink>
        </>
      }
    >
      <AccountForm ref={formRef} onSubmit={submit}>
        <Field label={t('fields.email')} error={emailError}>
          <TextInput
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="auto"
            required
            value={form.values.email}
            onChange={form.handleChange}
          />
        </Field>
        {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
        <SubmitRow>
          <Button type="submit" size="lg" busy={busy} disabled={sent}>
            {busy ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountCard>
  );
}
