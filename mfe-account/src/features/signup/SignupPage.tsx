import '../../texts';
import { signup } from '@talent/api-sdk';
import { useMessage, useTranslation } from '@talent/i18n';
import {
  liveConfirmationMessage,
  RESUME_TABS,
  signupFormProblem,
  STORAGE_KEYS,
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
import { signupErrorMessage } from '../../common/errorMessages';

/** Where a new applicant lands: the builder (issue #23; the spec sends every sign-up to '/'). */
const NEW_APPLICANT_LANDING = '/resume-builder';

/** The builder opens at its first step for a new account, whatever tab this browser last kept. */
function startBuilderAtFirstStep(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.activeResumeTab, RESUME_TABS[0]);
  } catch {
    // Blocked storage: the builder then starts at its first step anyway.
  }
}

interface SignupPageValues extends SignupFormValues {
  is_company: boolean;
  companyName: string;
}

const formMessageId = 'signup-form-message';

export default function SignupPage() {
  const { t } = useTranslation('account');
  const text = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useFormik<SignupPageValues>({
    initialValues: {
      is_company: false,
      companyName: '',
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
    validate: validateSignupForm,
    validateOnBlur: false,
    onSubmit: async ({ email, name, password, is_company, companyName }) => {
      setFailure(null);
      try {
        const { user, token } = await signup({
          email,
          name,
          password,
          is_company,
          // Issue 34: a company is its own name; the person's name stays the account's.
          ...(is_company ? { company_name: companyName.trim() } : {}),
        });
        // An applicant goes on to build the resume, at step 1 with the account's name and email filled
        // in (the builder takes them from the profile); a company goes home, as the spec says.
        if (!is_company) startBuilderAtFirstStep();
        const outcome = await handOverSession(
          is_company
            ? { user, token, source: 'signup' }
            : { user, token, source: 'signup', redirectTo: NEW_APPLICANT_LANDING },
        );
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
        {values.is_company && (
          <Field label={t('fields.companyName')}>
            <TextInput
              name="companyName"
              autoComplete="organization"
              dir="auto"
              required
              value={values.companyName}
              onChange={form.handleChange}
              {...marksOf('companyName')}
            />
          </Field>
        )}
        <Field label={t(values.is_company ? 'fields.yourFullName' : 'fields.fullName')}>
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
