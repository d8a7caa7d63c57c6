import {
  validateAccountNameForm,
  validateChangeEmailForm,
  validateChangePasswordForm,
  validateDeleteAccountForm,
} from './accountPageForms';

const keyOf = (message: unknown) => (message as { key?: string } | undefined)?.key;

describe('the account page’s forms (issue 34)', () => {
  it('wants a name that is not blank', () => {
    expect(keyOf(validateAccountNameForm({ name: '   ' }).name)).toBe('validation:account.fullNameRequired');
    expect(validateAccountNameForm({ name: 'Sara' })).toEqual({});
  });

  it('wants a valid new address and the password', () => {
    expect(keyOf(validateChangeEmailForm({ email: '', password: 'x' }).email)).toBe(
      'validation:account.emailMissing',
    );
    expect(keyOf(validateChangeEmailForm({ email: 'sara@', password: 'x' }).email)).toBe(
      'validation:account.invalidEmail',
    );
    expect(keyOf(validateChangeEmailForm({ email: 'sara@example.com', password: '' }).password)).toBe(
      'validation:account.passwordRequired',
    );
    expect(validateChangeEmailForm({ email: ' sara@example.com ', password: 'x' })).toEqual({});
  });

  it('wants the current password, a new one of 8 characters and the same confirmation', () => {
    const errors = validateChangePasswordForm({
      currentPassword: '',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(keyOf(errors.currentPassword)).toBe('validation:account.passwordRequired');
    expect(keyOf(errors.password)).toBe('validation:account.passwordTooShort');
    expect(keyOf(errors.confirmPassword)).toBe('validation:account.passwordsDoNotMatch');
    expect(
      validateChangePasswordForm({
        currentPassword: 'old',
        password: 'long enough',
        confirmPassword: 'long enough',
      }),
    ).toEqual({});
  });

  it('wants the password before deleting', () => {
    expect(keyOf(validateDeleteAccountForm({ password: '' }).password)).toBe(
      'validation:account.passwordRequired',
    );
  });
});
