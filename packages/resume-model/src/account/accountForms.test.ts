import { english, englishFields } from '../testing/english';
import {
  isResetPasswordReady,
  isValidEmail,
  liveConfirmationMessage,
  resetLinkMessage,
  signupFormMessage,
  signupFormProblem,
  validateForgotPasswordForm,
  validateLoginForm,
  validateResetPasswordForm,
  validateSignupForm,
  type SignupFormValues,
} from './accountForms';

const completeSignup: SignupFormValues = {
  email: 'sara@example.com',
  name: 'Sara Ahmed',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};

describe('the email pattern (spec §5 account forms)', () => {
  it.each(['sara@example.com', 'sara.ahmed@mail.example.iq', 'a@b.c'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'sara.example.com'],
    ['no dot in the domain', 'sara@example'],
    ['a space', 'sara ahmed@example.com'],
    ['a trailing space', 'sara@example.com '],
    ['two at signs', 'sara@@example.com'],
    ['nothing before the at sign', '@example.com'],
    ['nothing', ''],
  ])('rejects an address with %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('login form', () => {
  it("answers 'Please enter a valid email address' for a bad email", () => {
    expect(englishFields(validateLoginForm({ email: 'sara@example', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it("answers 'Password is required' for an empty password", () => {
    expect(englishFields(validateLoginForm({ email: 'sara@example.com', password: '' }))).toEqual({
      password: 'Password is required',
    });
  });

  it('passes a valid email with any password', () => {
    expect(englishFields(validateLoginForm({ email: 'sara@example.com', password: 'x' }))).toEqual({});
  });
});

describe('signup form', () => {
  it("answers 'Please enter a valid email address' for a bad email", () => {
    expect(english(validateSignupForm({ ...completeSignup, email: 'sara' }).email)).toBe(
      'Please enter a valid email address',
    );
  });

  it("answers 'Full name is required' for a name of spaces only", () => {
    expect(english(validateSignupForm({ ...completeSignup, name: '   ' }).name)).toBe(
      'Full name is required',
    );
  });

  it("answers 'Password is required' for an empty password", () => {
    expect(
      english(validateSignupForm({ ...completeSignup, password: '', confirmPassword: '' }).password),
    ).toBe('Password is required');
  });

  it('asks for at least 8 characters, the length the server accepts', () => {
    expect(
      english(
        validateSignupForm({ ...completeSignup, password: 'short12', confirmPassword: 'short12' }).password,
      ),
    ).toBe('Password must be at least 8 characters long');
    expect(
      validateSignupForm({ ...completeSignup, password: '12345678', confirmPassword: '12345678' }),
    ).toEqual({});
  });

  it("answers 'Passwords do not match' when the confirmation differs", () => {
    expect(
      english(validateSignupForm({ ...completeSignup, confirmPassword: 'secret-pasS' }).confirmPassword),
    ).toBe('Passwords do not match');
  });

  it('passes a complete form', () => {
    expect(validateSignupForm(completeSignup)).toEqual({});
    expect(signupFormMessage(completeSignup)).toBeNull();
  });

  describe('the one message it shows', () => {
    it('is the email error first', () => {
      expect(english(signupFormMessage({ email: 'sara', name: '', password: '', confirmPassword: '' }))).toBe(
        'Please enter a valid email address',
      );
    });

    it('then the name error', () => {
      expect(english(signupFormMessage({ ...completeSignup, name: ' ', password: '' }))).toBe(
        'Full name is required',
      );
    });

    it('then the password error', () => {
      expect(english(signupFormMessage({ ...completeSignup, password: '' }))).toBe('Password is required');
    });

    it('counts a differing confirmation as a password error', () => {
      expect(english(signupFormMessage({ ...completeSignup, confirmPassword: 'other-pass' }))).toBe(
        'Passwords do not match',
      );
    });

    it("is 'Please fill in all fields' when only the confirmation is left empty", () => {
      expect(english(signupFormMessage({ ...completeSignup, confirmPassword: '' }))).toBe(
        'Please fill in all fields',
      );
    });

    it('names the field it is about', () => {
      expect(englishFields(signupFormProblem({ ...completeSignup, name: '' }))).toEqual({
        field: 'name',
        message: 'Full name is required',
      });
      expect(signupFormProblem(completeSignup)).toBeNull();
    });
  });

  describe("the live 'Passwords do not match'", () => {
    it('shows when both passwords are filled and differ', () => {
      expect(english(liveConfirmationMessage({ ...completeSignup, confirmPassword: 'secret' }))).toBe(
        'Passwords do not match',
      );
    });

    it.each([
      ['the confirmation is empty', { ...completeSignup, confirmPassword: '' }],
      ['the password is empty', { ...completeSignup, password: '' }],
      ['they are equal', completeSignup],
    ])('stays quiet while %s', (_case, values) => {
      expect(liveConfirmationMessage(values)).toBeNull();
    });
  });
});

describe('forgot-password form', () => {
  it.each(['', '   '])("answers 'Please enter your email address' for %j", (email) => {
    expect(englishFields(validateForgotPasswordForm({ email }))).toEqual({
      email: 'Please enter your email address',
    });
  });

  it("answers 'Please enter a valid email address' for a bad email", () => {
    expect(englishFields(validateForgotPasswordForm({ email: 'sara@example' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('passes a valid email', () => {
    expect(englishFields(validateForgotPasswordForm({ email: 'sara@example.com' }))).toEqual({});
  });
});

describe('reset-password form', () => {
  const rule = 'Please ensure your passwords match and are at least 8 characters long';

  it('rejects a password shorter than 8 characters even when confirmed', () => {
    const values = { password: 'seven77', confirmPassword: 'seven77' };
    expect(englishFields(validateResetPasswordForm(values))).toEqual({ confirmPassword: rule });
    expect(isResetPasswordReady(values)).toBe(false);
  });

  it('rejects a confirmation that differs', () => {
    const values = { password: 'long-enough', confirmPassword: 'long-enougH' };
    expect(englishFields(validateResetPasswordForm(values))).toEqual({ confirmPassword: rule });
    expect(isResetPasswordReady(values)).toBe(false);
  });

  it('is ready with 8 matching characters', () => {
    const values = { password: 'eight888', confirmPassword: 'eight888' };
    expect(englishFields(validateResetPasswordForm(values))).toEqual({});
    expect(isResetPasswordReady(values)).toBe(true);
  });

  describe('the link', () => {
    it.each([
      ['no token', { token: '', email: 'sara@example.com' }],
      ['no email', { token: 'abc123', email: null }],
      ['neither', { token: undefined, email: undefined }],
    ])("with %s is 'Invalid reset link. Please request a new one.'", (_case, link) => {
      expect(english(resetLinkMessage(link))).toBe('Invalid reset link. Please request a new one.');
    });

    it('with a token and an email is fine', () => {
      expect(resetLinkMessage({ token: 'abc123', email: 'sara@example.com' })).toBeNull();
    });
  });
});
