import { ApiError, forgotPassword } from '@talent/api-sdk';
import { alert$, type AlertCommand } from '@talent/event-bus';
import type { Subscription } from 'rxjs';
import { act, screen, waitFor } from '@testing-library/react';
import { deferred } from '@talent/test-kit';
import { openAt, type TestUser } from '../../testing/renderAt';

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), forgotPassword: jest.fn() }));

const forgotPasswordCall = jest.mocked(forgotPassword);

let alerts: AlertCommand[];
let alertSubscription: Subscription;

beforeEach(() => {
  forgotPasswordCall.mockReset();
  alerts = [];
  alertSubscription = alert$.subscribe((alert) => alerts.push(alert));
});

afterEach(() => {
  alertSubscription.unsubscribe();
  jest.useRealTimers();
});

const openForgotPassword = () => openAt('/forgot-password');

const sendLink = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe('the forgot-password page', () => {
  it("asks for the email with the spec's texts", () => {
    openForgotPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText('Enter your email to receive a reset link')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  describe('validation (spec §5)', () => {
    it("says 'Please enter your email address' for an empty field", async () => {
      const user = openForgotPassword();
      await sendLink(user);

      expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
      // Focus moves once the submit has settled, a render after the alert.
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address');
      expect(forgotPasswordCall).not.toHaveBeenCalled();
    });

    it("says 'Please enter a valid email address' for a bad one", async () => {
      const user = openForgotPassword();
      await user.type(screen.getByLabelText('Email'), 'sara@example');
      await sendLink(user);

      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(forgotPasswordCall).not.toHaveBeenCalled();
    });
  });

  it("reads 'Sending...' while the call runs, then confirms and goes to login after 3000 ms", async () => {
    jest.useFakeTimers();
    const call = deferred<void>();
    forgotPasswordCall.mockReturnValue(call.promise);
    const user = openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'sara@example.com{Enter}');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(forgotPasswordCall).toHaveBeenCalledWith({ email: 'sara@example.com' });
    await act(async () => call.resolve());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset link has been sent to your email',
    );
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('ignores a second submit while the first is running', async () => {
    forgotPasswordCall.mockReturnValue(new Promise(() => {}));
    const user = openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await sendLink(user);
    await screen.findByRole('button', { name: 'Sending...' });
    await user.type(screen.getByLabelText('Email'), '{Enter}');

    expect(forgotPasswordCall).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      "the server's message",
      new ApiError('x', 429, 'Please wait before retrying.'),
      'Please wait before retrying.',
    ],
    [
      'the default when the server says nothing',
      new ApiError('x', 503),
      'An error occurred. Please try again.',
    ],
    ['the default when no answer came', new ApiError('x', null), 'An error occurred. Please try again.'],
  ])('shows %s on failure and stays on the page', async (_case, error, message) => {
    jest.useFakeTimers();
    forgotPasswordCall.mockRejectedValue(error);
    const user = openForgotPassword();
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await sendLink(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(alerts).toEqual([{ type: 'error', message: 'Failed to send reset link. Please try again.' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });
});
