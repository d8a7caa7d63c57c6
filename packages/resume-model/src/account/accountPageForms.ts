// Issue 34, the account page: the rules of its forms (name, e-mail, password, deletion), in the words
// of the other account forms (ACCOUNT_MESSAGES). The server checks the same and answers a 422 per field.
import { object, string } from 'yup';
import { RESET_PASSWORD_MIN_LENGTH } from '../constants';
import { ACCOUNT_MESSAGES } from '../messages';
import { type AccountFormErrors, firstErrorPerField, isValidEmail } from './accountForms';

export interface AccountNameFormValues {
  name: string;
}

export interface ChangeEmailFormValues {
  email: string;
  password: string;
}

export interface ChangePasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export interface DeleteAccountFormValues {
  password: string;
}

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';
const requiredPassword = string().required(ACCOUNT_MESSAGES.passwordRequired);

const accountNameSchema = object({
  name: string().test('name-filled', ACCOUNT_MESSAGES.fullNameRequired, (value) => !isBlank(value)),
});

const changeEmailSchema = object({
  email: string()
    .test('email-filled', ACCOUNT_MESSAGES.emailMissing, (value) => !isBlank(value))
    .test(
      'email-pattern',
      ACCOUNT_MESSAGES.invalidEmail,
      (value) => isBlank(value) || isValidEmail(value!.trim()),
    ),
  password: requiredPassword,
});

const changePasswordSchema = object({
  currentPassword: requiredPassword,
  password: requiredPassword.min(RESET_PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort),
  confirmPassword: string()
    .required(ACCOUNT_MESSAGES.fillInAllFields)
    .test(
      'confirmation-equal',
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
      (confirmation, context) =>
        !confirmation || confirmation === (context.parent as ChangePasswordFormValues).password,
    ),
});

const deleteAccountSchema = object({ password: requiredPassword });

export function validateAccountNameForm(
  values: AccountNameFormValues,
): AccountFormErrors<AccountNameFormValues> {
  return firstErrorPerField(accountNameSchema, values);
}

export function validateChangeEmailForm(
  values: ChangeEmailFormValues,
): AccountFormErrors<ChangeEmailFormValues> {
  return firstErrorPerField(changeEmailSchema, values);
}

export function validateChangePasswordForm(
  values: ChangePasswordFormValues,
): AccountFormErrors<ChangePasswordFormValues> {
  return firstErrorPerField(changePasswordSchema, values);
}

export function validateDeleteAccountForm(
  values: DeleteAccountFormValues,
): AccountFormErrors<DeleteAccountFormValues> {
  return firstErrorPerField(deleteAccountSchema, values);
}
