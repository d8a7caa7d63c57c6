import '../../texts';
import { signup, signupErrorMessage } from '@talent/api-sdk';
import { useMessage, useTranslation } from '@talent/i18n';
import {
  liveConfirmationMessage,
  signupFormProblem,
  validateSignupForm,
  type SignupFormValues,
} from '@talent/resume-model';
import { Alert, Button, Field, TextInput } from '@talent/ui';
import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { AccountCard } from '../../components/AccountCard';
import { AccountForm, SubmitRow, TextLink } from '../../components/AccountForm';
import { useFocusFirstInvalidField } from '../../hooks/useFocusFirstInvalidField';
import { handOverSession } from '../../session/handOverSession';
import { ProfileTypeToggle } from './ProfileTypeToggle';

interface SignupPageValues extends SignupFormValues {
  is_company: boolean;
}

const formMessageId = 'signup-form-message';

export default function SignupPage() {
  const { t } = useTranslation('account');
  const text = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<SignupPageValues>({
    initialValues: { is_company: false, name: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignupForm,
    validateOnBlur: false,
    onSubmit: async ({ email, name, password, is_company }) => {
      setFailure(null);
      try {
        const { user, token } = await signup({ email, name, password, is_company });
        const outcome = await handOverSession({ user, token, source: 'signup' });
        if (outcome === 'authenticated') setSignedUp(true);
      } catch (error) {
        setFailure(signupErrorMessage(error));
      }
    },
  });

  const busy = form.isSubmitting || signedUp;
  const { values } = form;
  const liveMismatch = liveConfirmationMessage(values);
  // Spec §5: after a submit attempt the form names one problem at a time, the first in its order.
  const problem = form.submitCount > 0 ? signupFormProblem(values) : null;
  // The confirmation already says 'Passwords do not match' under itself; saying it twice adds nothing.
  const formMessage =
    failure ?? (problem && problem.message.key !== liveMismatch?.key ? text(problem.message) : undefined);
  useFocusFirstInvalidField(formRef, form);

  function marksOf(field: keyof SignupFormValues) {
    if (problem?.field !== field) return {};
    return {
      'aria-invalid': true,
      'aria-describedby': formMessage ? formMessageId : undefined,
    } as const;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    form.handleSubmit(event);
  }

  return (
    <AccountCard
      title={t('signup.title')}
      lead={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')} <TextLink to="/login">{t('signup.loginLink')}</TextLink>
        </>
      }
    >
      <AccountForm ref={formRef} onSubmit={submit}>
        <ProfileTypeToggle
          isCompany={values.is_company}
          onChange={(isCompany) => void form.setFieldValue('is_company', isCompany)}
        />
        <Field label={t('fields.fullName')}>
          <TextInput
            name="name"
            autoComplete="name"
            dir="auto"
            required
            value={values.name}
            onChange={form.handleChange}
            {...marksOf('name')}
          />
        </Field>
        <Field label={t('fields.email')}>
          <TextInput
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="auto"
            required
            value={values.email}
            onChange={form.handleChange}
            {...marksOf('email')}
          />
        </Field>
        <Field label={t('fields.password')}>
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={form.handleChange}
            {...marksOf('password')}
          />
        </Field>
        <Field label={t('fields.confirmPassword')} error={text(liveMismatch)}>
          <TextInput
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={form.handleChange}
            {...marksOf('confirmPassword')}
          />
        </Field>
        {formMessage && (
          <div id={formMessageId}>
            <Alert type="error">{formMessage}</Alert>
          </div>
        )}
        <SubmitRow>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? t('signup.submitting') : t('signup.submit')}
          </Button>
        </SubmitRow>
      </AccountForm>
    </AccountCard>
  );
}
