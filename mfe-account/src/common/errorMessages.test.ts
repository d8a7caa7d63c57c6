import { ApiError } from '@talent/api-sdk';
import { i18n, initI18n } from '@talent/i18n';
import {
  forgotPasswordErrorMessage,
  isResetTokenRejected,
  loginErrorMessage,
  resetPasswordErrorMessage,
  signupErrorMessage,
} from './errorMessages';

/** What the client throws when Google's script does not load (spec §8 'CSRF', last sentence). */
const recaptchaError = () => new ApiError('Failed to load reCAPTCHA script.', null, null, {}, 'recaptcha');

// The failures as the client hands them over: `answer(status, server message, field errors)`.
const noResponse = new ApiError('An error occurred. Please try again.', null);
const answer = (status: number, serverMessage: string | null = null, errors: Record<string, string[]> = {}) =>
  new ApiError(serverMessage ?? 'An error occurred. Please try again.', status, serverMessage, errors);
const lowScore = 'reCAPTCHA verification failed: Score too low.';

type Case = [situation: string, error: unknown, message: string];
/** Titles read as the spec does: "404 → User not found. Please check your email." */
const rows = (cases: Case[]) =>
  cases.map(([situation, error, message]) => [situation, message, error] as const);

describe("spec §8 'Login by status'", () => {
  it.each(
    rows([
      ['no response', noResponse, 'Network error. Please check your connection.'],
      [
        'a failure that is not an HTTP error at all',
        new TypeError('x'),
        'Network error. Please check your connection.',
      ],
      ['404', answer(404, 'No such user.'), 'User not found. Please check your email.'],
      [
        '401 with a server message',
        answer(401, 'These credentials do not match our records.'),
        'These credentials do not match our records.',
      ],
      ['401 without one', answer(401), 'Incorrect password. Please try again.'],
      [
        '422 whose message mentions reCAPTCHA',
        answer(422, 'The recaptcha token field is required.'),
        'Security verification failed. Please try again later.',
      ],
      [
        "422 whose message says 'Score too low'",
        answer(422, lowScore),
        'Security verification failed. Please try again later.',
      ],
      [
        "422 'Score too low' without the word reCAPTCHA",
        answer(422, 'Score too low'),
        'Security verification failed. Please try again later.',
      ],
      [
        '422 with another server message',
        answer(422, 'The email field must be a valid email address.'),
        'The email field must be a valid email address.',
      ],
      ['422 without a message', answer(422), 'Invalid input. Please check your details.'],
      ['419', answer(419, 'CSRF token mismatch.'), 'Session expired. Please refresh the page and try again.'],
      ['500', answer(500, 'Server Error'), 'Server error. Please try again later.'],
      [
        'another status with a server message',
        answer(429, 'Too many login attempts. Please try again in 42 seconds.'),
        'Too many login attempts. Please try again in 42 seconds.',
      ],
      ['another status without one', answer(503), 'Login failed. Please try again.'],
      ['the reCAPTCHA script failing to load', recaptchaError(), 'Failed to load reCAPTCHA script.'],
    ]),
  )('%s → %s', (_situation, message, error) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe("spec §8 'Signup'", () => {
  const taken = { email: ['The email has already been taken.'] };
  it.each(
    rows([
      ['no response', noResponse, 'Network error. Please check your connection.'],
      ['419', answer(419, 'CSRF token mismatch.'), 'Session expired. Please refresh the page and try again.'],
      ['500', answer(500, 'Server Error'), 'Server error. Please try again later.'],
      ["422 'Score too low'", answer(422, lowScore), 'Security verification failed. Please try again later.'],
      [
        '422 with an errors.email entry',
        answer(422, 'The email has already been taken.', taken),
        'This email is already registered.',
      ],
      [
        '422 about another field',
        answer(422, 'The password field must be at least 8 characters.', {
          password: ['The password field must be at least 8 characters.'],
        }),
        'Sign up failed. Please try again.',
      ],
      [
        '422 with an empty errors.email list',
        answer(422, 'Invalid.', { email: [] }),
        'Sign up failed. Please try again.',
      ],
      ['401', answer(401, 'Unauthenticated.'), 'Sign up failed. Please try again.'],
      ['404', answer(404, 'Not Found'), 'Sign up failed. Please try again.'],
      ['429', answer(429, 'Too Many Attempts.'), 'Sign up failed. Please try again.'],
      ['the reCAPTCHA script failing to load', recaptchaError(), 'Failed to load reCAPTCHA script.'],
    ]),
  )('%s → %s', (_situation, message, error) => {
    expect(signupErrorMessage(error)).toBe(message);
  });
});

describe.each([
  ["'Forgot password'", forgotPasswordErrorMessage],
  ["'Reset'", resetPasswordErrorMessage],
])('spec §8 %s', (_name, errorMessage) => {
  it.each(
    rows([
      ['a server message', answer(429, 'Please wait before retrying.'), 'Please wait before retrying.'],
      [
        'a 422 about the reset token',
        answer(422, 'This password reset token is invalid.'),
        'This password reset token is invalid.',
      ],
      ['no server message', answer(500), 'An error occurred. Please try again.'],
      ['no response', noResponse, 'An error occurred. Please try again.'],
      ['something that is not an HTTP error', new Error('boom'), 'An error occurred. Please try again.'],
      // Spec §8 'CSRF': a lapsed anti-forgery session has its own message, not the server's.
      ['419', answer(419, 'CSRF token mismatch.'), 'Session expired. Please try again.'],
      ['the reCAPTCHA script failing to load', recaptchaError(), 'Failed to load reCAPTCHA script.'],
    ]),
  )('%s → %s', (_situation, message, error) => {
    expect(errorMessage(error)).toBe(message);
  });
});

describe('where the texts live', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads them from the shared catalogue, so they follow the page language', async () => {
    initI18n();
    i18n.addResource('ar', 'common', 'apiErrors.login.userNotFound', 'المستخدم غير موجود.');
    await i18n.changeLanguage('ar');
    expect(loginErrorMessage(answer(404))).toBe('المستخدم غير موجود.');
    // A text not translated yet falls back to the English of the spec.
    expect(loginErrorMessage(answer(500))).toBe('Server error. Please try again later.');
  });
});

describe('server messages in any language', () => {
  const arabicLowScore = 'فشل التحقق من reCAPTCHA: الدرجة منخفضة جداً.';
  const kurdishLowScore = 'پشکنینی ڕیکاپچا سەری نەگرت.';

  it('tells a refused human check by the field the server names, whatever its language', () => {
    const refusal = (message: string) => answer(422, message, { recaptcha_token: [message] });
    for (const message of [arabicLowScore, kurdishLowScore]) {
      expect(loginErrorMessage(refusal(message))).toBe(
        'Security verification failed. Please try again later.',
      );
      expect(signupErrorMessage(refusal(message))).toBe(
        'Security verification failed. Please try again later.',
      );
    }
  });

  it('tells a refused reset link by its token field, not by the English word "token"', () => {
    const arabic = 'رمز إعادة تعيين كلمة المرور هذا غير صالح.';
    expect(isResetTokenRejected(answer(422, arabic, { token: [arabic] }))).toBe(true);
    expect(isResetTokenRejected(answer(422, 'The email field is required.', { email: ['x'] }))).toBe(false);
    expect(isResetTokenRejected(answer(419, 'CSRF token mismatch.'))).toBe(false);
    expect(isResetTokenRejected(noResponse)).toBe(false);
  });
});
