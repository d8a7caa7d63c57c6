import { ApiError, login } from '@talent/api-sdk';
import { startSession } from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import arValidation from '@talent/i18n/src/locales/ar/validation.json';
import ckbValidation from '@talent/i18n/src/locales/ckb/validation.json';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { anApplicantUser, deferred, resetSession, shellSettlesSessionsAs } from '@talent/test-kit';
import { openAt, type TestUser } from '../../testing/renderAt';

/** The account these tests sign in as. */
const sara = anApplicantUser({ id: 7, name: 'Sara Ahmed', email: 'sara@example.com' });

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), login: jest.fn() }));
jest.mock('@talent/event-bus', () => ({
  ...jest.requireActual('@talent/event-bus'),
  startSession: jest.fn(),
}));

const loginCall = jest.mocked(login);

beforeEach(() => {
  loginCall.mockReset();
  jest.mocked(startSession).mockReset();
  resetSession();
});

const openLogin = (path = '/login') => openAt(path);

async function fillIn(user: TestUser, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('the login page', () => {
  it("welcomes back with the spec's texts and links", () => {
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to your Talent Pool account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('lets the browser fill the email and the current password', () => {
    openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows and hides the password', async () => {
    const user = openLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  describe('validation (spec §5)', () => {
    it('asks for a valid email and a password before calling the server', async () => {
      const user = openLogin();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      // Focus moves once the submit has settled, a render after the alert.
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
      expect(loginCall).not.toHaveBeenCalled();
    });

    it('says what is missing in Arabic, and in Kurdish once the language changes', async () => {
      i18n.addResourceBundle('ar', 'validation', arValidation);
      i18n.addResourceBundle('ckb', 'validation', ckbValidation);
      const user = openLogin();
      await act(() => i18n.changeLanguage('ar'));
      try {
        await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));

        expect(await screen.findByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();
        expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
        expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription(
          'يرجى إدخال عنوان بريد إلكتروني صحيح',
        );

        await act(() => i18n.changeLanguage('ckb'));
        expect(screen.getByText('وشەی نهێنی پێویستە')).toBeInTheDocument();
        expect(screen.queryByText('كلمة المرور مطلوبة')).not.toBeInTheDocument();
        expect(loginCall).not.toHaveBeenCalled();
      } finally {
        await act(() => i18n.changeLanguage('en'));
      }
    });

    it('rejects an email without a dot in its domain', async () => {
      const user = openLogin();
      await fillIn(user, 'sara@example', 'secret');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
      expect(loginCall).not.toHaveBeenCalled();
    });

    it('clears a message once the field is fixed', async () => {
      const user = openLogin();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByText('Password is required');

      await user.type(screen.getByLabelText('Password'), 'x');
      await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
    });
  });

  describe('signing in', () => {
    it("reads 'Signing in...' while the call runs and hands the answer to the shell", async () => {
      shellSettlesSessionsAs('authenticated');
      const call = deferred<{ user: typeof sara; token: string }>();
      loginCall.mockReturnValue(call.promise);
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'secret pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      const busyButton = await screen.findByRole('button', { name: 'Signing in...' });
      expect(busyButton).toBeDisabled();
      expect(loginCall).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'secret pass' });

      call.resolve({ user: sara, token: '1|abc' });
      await waitFor(() =>
        expect(startSession).toHaveBeenCalledWith({
          user: sara,
          token: '1|abc',
          source: 'login',
          redirectTo: undefined,
        }),
      );
      // Signed in: the shell takes the user away; until then the button keeps its busy label.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled());
    });

    it('passes the redirect query on, so the user returns where they came from', async () => {
      shellSettlesSessionsAs('authenticated');
      loginCall.mockResolvedValue({ user: sara, token: '1|abc' });
      const user = openLogin('/login?redirect=%2Fprofile');
      await fillIn(user, 'sara@example.com', 'secret pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() =>
        expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ redirectTo: '/profile' })),
      );
    });

    it('submits with the Enter key', async () => {
      shellSettlesSessionsAs('authenticated');
      loginCall.mockResolvedValue({ user: sara, token: '1|abc' });
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'secret pass{Enter}');

      await waitFor(() => expect(loginCall).toHaveBeenCalledTimes(1));
    });

    it('ignores a second submit while the first is running', async () => {
      const call = deferred<{ user: typeof sara; token: string }>();
      loginCall.mockReturnValue(call.promise);
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'secret pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByRole('button', { name: 'Signing in...' });

      await user.type(screen.getByLabelText('Password'), '{Enter}');
      await user.click(screen.getByRole('button', { name: 'Signing in...' }));
      // A password manager may submit the form itself, past the disabled button.
      fireEvent.submit(screen.getByLabelText('Email').closest('form')!);
      await screen.findByRole('button', { name: 'Signing in...' });

      expect(loginCall).toHaveBeenCalledTimes(1);
    });

    it('becomes usable again when the shell could not load the profile', async () => {
      shellSettlesSessionsAs('anonymous');
      loginCall.mockResolvedValue({ user: sara, token: '1|abc' });
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'secret pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(startSession).toHaveBeenCalledTimes(1);
    });
  });

  describe('a failed call shows the spec §8 message', () => {
    it.each([
      ['no answer', new ApiError('offline', null), 'Network error. Please check your connection.'],
      ['404', new ApiError('x', 404), 'User not found. Please check your email.'],
      [
        '401 with the server message',
        new ApiError('x', 401, 'These credentials do not match our records.'),
        'These credentials do not match our records.',
      ],
      [
        '422 from reCAPTCHA',
        new ApiError('x', 422, 'reCAPTCHA verification failed: Score too low.'),
        'Security verification failed. Please try again later.',
      ],
      [
        '429',
        new ApiError('x', 429, 'Too many login attempts. Please try again in 42 seconds.'),
        'Too many login attempts. Please try again in 42 seconds.',
      ],
    ])('on %s', async (_case, error, message) => {
      loginCall.mockRejectedValue(error);
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'wrong pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      expect(startSession).not.toHaveBeenCalled();
    });

    it('drops the old message when the user tries again', async () => {
      loginCall.mockRejectedValueOnce(new ApiError('x', 404)).mockReturnValueOnce(new Promise(() => {}));
      const user = openLogin();
      await fillIn(user, 'sara@example.com', 'wrong pass');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByText('User not found. Please check your email.');

      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    });
  });
});
