import '../../texts';
import { login } from '@talent/api-sdk';
import { useMessage, useTranslation } from '@talent/i18n';
import { validateLoginForm, type LoginFormValues } from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountCard } from '../../components/AccountCard';
import { AccountForm, FieldLinkRow, SubmitRow, TextLink } from '../../components/AccountForm';
import { PasswordInput } from '../../components/PasswordInput';
import { useFocusFirstInvalidField } from '../../hooks/useFocusFirstInvalidField';
import { handOverSession } from '../../session/handOverSession';
import { loginErrorMessage } from '../../common/errorMessages';

const emailId = 'login-email';
const passwordId = 'login-password';

export default function LoginPage() {
  const { t } = useTranslation('account');
  const text = useMessage();
  const [searchParams] = useSearchParams();
  // A protected page sent the visitor here with the path to return to (spec §2 routing rules).
  const redirectTo = searchParams.get('redirect') ?? undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<LoginFormValues>({
    initialValues: { email: '', password: '' },
    validate: validateLoginForm,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { user, token } = await login(values);
        const outcome = await handOverSession({ user, token, source: 'login', redirectTo });
        // Once signed in, the shell moves on; the button keeps saying so until the page is gone.
        if (outcome === 'authenticated') setSignedIn(true);
      } catch (error) {
        setFailure(loginErrorMessage(error));
      }
    },
  });

  const busy = form.isSubmitting || signedIn;
  // Read from the rules rather than formik's copy, in the page's language of the moment.
  const errors = form.submitCount > 0 ? validateLoginForm(form.values) : {};
  const emailError = text(errors.email);
  const passwordError = text(errors.password);
  useFocusFirstInvalidField(formRef, form);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    form.handleSubmit(event);
  }

  return (
    <AccountCard
      title={t('login.title')}
      lead={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <TextLink to="/signup">{t('login.signupLink')}</TextLink>
        </>
      }
    >
      <AccountForm ref={formRef} onSubmit={submit}>
        <Field id={emailId} label={t('fields.email')} error={emailError}>
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
        <Field id={passwordId} label={t('fields.password')} error={passwordError}>
          <PasswordInput
            id={passwordId}
            name="password"
            autoComplete="current-password"
            required
            value={form.values.password}
            onChange={form.handleChange}
          />
        </Field>
        <FieldLinkRow>
          <TextLink to="/forgot-password">{t('login.forgotPassword')}</TextLink>
        </FieldLinkRow>
        {failure && <Alert type="error">{failure}</Alert>}
        <SubmitRow>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountCard>
  );
}
