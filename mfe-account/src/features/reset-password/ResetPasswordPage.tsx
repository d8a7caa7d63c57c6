import '../../texts';
import { resetPassword } from '@talent/api-sdk';
import { raiseAlert } from '@talent/event-bus';
import { useMessage, useTranslation } from '@talent/i18n';
import {
  REDIRECT_AFTER_INVALID_RESET_LINK_MS,
  REDIRECT_AFTER_PASSWORD_RESET_MS,
  isResetPasswordReady,
  resetLinkMessage,
  validateResetPasswordForm,
  type ResetPasswordFormValues,
} from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { useFormik } from 'formik';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AccountCard } from '../../components/AccountCard';
import { AccountForm, SubmitRow, TextLink } from '../../components/AccountForm';
import { useDelayedNavigation } from '../../hooks/useDelayedNavigation';
import { isResetTokenRejected, resetPasswordErrorMessage } from '../../common/errorMessages';

type Outcome = { type: 'success'; message: string } | { type: 'error'; message: string };

const forgotPasswordPath = '/forgot-password';

/** The page a mailed link opens: `/reset-password/{token}?email={email}`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const text = useMessage();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const linkProblem = resetLinkMessage({ token, email });
  const navigateLater = useDelayedNavigation();

  useEffect(() => {
    if (linkProblem) navigateLater(forgotPasswordPath, REDIRECT_AFTER_INVALID_RESET_LINK_MS);
  }, [linkProblem, navigateLater]);

  return (
    <AccountCard title={t('resetPassword.title')}>
      {linkProblem ? (
        <>
          <Alert type="error">{text(linkProblem)}</Alert>
          <TextLink to={forgotPasswordPath}>{t('resetPassword.requestNewLink')}</TextLink>
        </>
      ) : (
        <NewPasswordForm token={token} email={email} navigateLater={navigateLater} />
      )}
    </AccountCard>
  );
}

interface NewPasswordFormProps {
  token: string;
  email: string;
  navigateLater: (to: string, afterMs: number) => void;
}

function NewPasswordForm({ token, email, navigateLater }: NewPasswordFormProps) {
  const { t } = useTranslation('account');
  const text = useMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const form = useFormik<ResetPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateResetPasswordForm,
    validateOnBlur: false,
    onSubmit: async ({ password, confirmPassword }) => {
      setOutcome(null);
      try {
        await resetPassword({ token, email, password, password_confirmation: confirmPassword });
        raiseAlert({ type: 'success', message: t('resetPassword.alertDone'), announcesNavigation: true });
        setOutcome({ type: 'success', message: t('resetPassword.done') });
        navigateLater('/login', REDIRECT_AFTER_PASSWORD_RESET_MS);
      } catch (error) {
        const message = resetPasswordErrorMessage(error);
        raiseAlert({
          type: 'error',
          message: t('resetPassword.alertFailed'),
          announcesNavigation: isResetTokenRejected(error),
        });
        setOutcome({ type: 'error', message });
        // Spec §8 'Reset': a refused token cannot be retried; the user needs a fresh link.
        if (isResetTokenRejected(error))
          navigateLater(forgotPasswordPath, REDIRECT_AFTER_INVALID_RESET_LINK_MS);
      }
    },
  });

  const { values } = form;
  const ready = isResetPasswordReady(values);
  const done = outcome?.type === 'success';
  const busy = form.isSubmitting;
  // The button stays disabled until the rule holds (spec §5); once a confirmation is typed, say why.
  const ruleMessage = text(
    values.confirmPassword !== '' ? validateResetPasswordForm(values).confirmPassword : null,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || done || !ready) return;
    form.handleSubmit(event);
  }

  return (
    <AccountForm onSubmit={submit}>
      {/* Tells a password manager whose password this is, so it updates the right entry. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('fields.newPassword')}>
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={form.handleChange}
        />
      </Field>
      <Field label={t('fields.confirmPassword')} error={ruleMessage}>
        <TextInput
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={form.handleChange}
        />
      </Field>
      {outcome && <Alert type={outcome.type}>{outcome.message}</Alert>}
      <SubmitRow>
        <Button type="submit" size="lg" busy={busy} disabled={!ready || done}>
          {busy ? t('resetPassword.submitting') : t('resetPassword.submit')}
        </Button>
      </SubmitRow>
    </AccountForm>
  );
}
