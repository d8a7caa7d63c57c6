// Spec §5 'Account forms': the rules of the login, signup, forgot-password and reset-password forms.
// Each `validate…Form` answers the first message per field, in the shape a form library expects,
// with the spec's own words from ACCOUNT_MESSAGES.
import { object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { RESET_PASSWORD_MIN_LENGTH } from '../constants';
import { ACCOUNT_MESSAGES, type ValidationMessage } from '../messages';

/** No spaces, one at sign, and a dot in the domain (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface LoginFormValues {
  email: string;
  password: string;
}

export interface SignupFormValues {
  email: string;
  /** The profile type: a company also gives its own name (issue 34). */
  is_company?: boolean;
  companyName?: string;
  name: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotPasswordFormValues {
  email: string;
}

export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

/** The first message of each failing field; a field that passes is absent. */
export type AccountFormErrors<Values> = Partial<Record<keyof Values & string, ValidationMessage>>;

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

const validEmail = string().test('email-pattern', ACCOUNT_MESSAGES.invalidEmail, (value) =>
  isValidEmail(value ?? ''),
);

const requiredPassword = string().required(ACCOUNT_MESSAGES.passwordRequired);

export const loginSchema = object({
  email: validEmail,
  password: requiredPassword,
});

export const signupSchema = object({
  email: validEmail,
  companyName: string().test(
    'company-name-filled',
    ACCOUNT_MESSAGES.companyNameRequired,
    (value, context) => !(context.parent as SignupFormValues).is_company || !isBlank(value),
  ),
  name: string().test('name-filled', ACCOUNT_MESSAGES.fullNameRequired, (value) => !isBlank(value)),
  password: requiredPassword.min(RESET_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
  // An empty confirmation is an unfilled field; a filled one that differs is the mismatch.
  confirmPassword: string()
    .required(ACCOUNT_MESSAGES.fillInAllFields)
    .test(
      'confirmation-equal',
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
      (confirmation, context) =>
        !confirmation || confirmation === (context.parent as SignupFormValues).password,
    ),
});

export const forgotPasswordSchema = object({
  email: string()
    .test('email-filled', ACCOUNT_MESSAGES.emailMissing, (value) => !isBlank(value))
    .test(
      'email-pattern',
      ACCOUNT_MESSAGES.invalidEmail,
      (value) => isBlank(value) || isValidEmail(value ?? ''),
    ),
});

/** One rule for the pair, reported at the confirmation, the field that completes it. */
export const resetPasswordSchema = object({
  password: string(),
  confirmPassword: string().test(
    'reset-password-rule',
    ACCOUNT_MESSAGES.resetPasswordRule,
    (confirmation, context) => {
      const password = (context.parent as ResetPasswordFormValues).password ?? '';
      return password.length >= RESET_PASSWORD_MIN_LENGTH && password === confirmation;
    },
  ),
});

export function firstErrorPerField<Values extends object>(
  schema: ObjectSchema<AnyObject>,
  values: Values,
): AccountFormErrors<Values> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: AccountFormErrors<Values> = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof Values & string;
      // Every rule's message is a ValidationMessage (messages.ts); yup hands it back untouched.
      errors[field] ??= issue.errors[0] as unknown as ValidationMessage;
    }
    return errors;
  }
}

export function validateLoginForm(values: LoginFormValues): AccountFormErrors<LoginFormValues> {
  return firstErrorPerField(loginSchema, values);
}

export function validateSignupForm(values: SignupFormValues): AccountFormErrors<SignupFormValues> {
  return firstErrorPerField(signupSchema, values);
}

export function validateForgotPasswordForm(
  values: ForgotPasswordFormValues,
): AccountFormErrors<ForgotPasswordFormValues> {
  return firstErrorPerField(forgotPasswordSchema, values);
}

export function validateResetPasswordForm(
  values: ResetPasswordFormValues,
): AccountFormErrors<ResetPasswordFormValues> {
  return firstErrorPerField(resetPasswordSchema, values);
}

const signupMessageOrder = ['email', 'companyName', 'name', 'password', 'confirmPassword'] as const;

export interface SignupFormProblem {
  field: (typeof signupMessageOrder)[number];
  message: ValidationMessage;
}

/**
 * What the signup form points at (spec §5): the first of the email, name or password errors (a
 * differing confirmation counts as a password error), or 'Please fill in all fields'.
 */
export function signupFormProblem(values: SignupFormValues): SignupFormProblem | null {
  const errors = validateSignupForm(values);
  for (const field of signupMessageOrder) {
    const message = errors[field];
    if (message) return { field, message };
  }
  return null;
}

/** The one message the signup form shows. */
export function signupFormMessage(values: SignupFormValues): ValidationMessage | null {
  return signupFormProblem(values)?.message ?? null;
}

/** Spec §5: the signup confirmation says 'Passwords do not match' as soon as both are filled and differ. */
export function liveConfirmationMessage({
  password,
  confirmPassword,
}: SignupFormValues): ValidationMessage | null {
  return password !== '' && confirmPassword !== '' && password !== confirmPassword
    ? ACCOUNT_MESSAGES.passwordsDoNotMatch
    : null;
}

/** The reset form's submit button stays disabled until this holds (spec §5). */
export function isResetPasswordReady(values: ResetPasswordFormValues): boolean {
  return Object.keys(validateResetPasswordForm(values)).length === 0;
}

export interface ResetLink {
  token: string | null | undefined;
  email: string | null | undefined;
}

/** A reset link needs both its token and its email, else 'Invalid reset link. Please request a new one.' */
export function resetLinkMessage({ token, email }: ResetLink): ValidationMessage | null {
  return isBlank(token ?? undefined) || isBlank(email ?? undefined)
    ? ACCOUNT_MESSAGES.invalidResetLink
    : null;
}
