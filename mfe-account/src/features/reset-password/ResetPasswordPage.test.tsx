import { ApiError, resetPassword } from '@talent/api-sdk';
import { alert$, type AlertCommand } from '@talent/event-bus';
import type { Subscription } from 'rxjs';
import { act, screen, waitFor } from '@testing-library/react';
import { deferred } from '@talent/test-kit';
import { openAt, type TestUser } from '../../testing/renderAt';

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), resetPassword: jest.fn() }));

const resetPasswordCall = jest.mocked(resetPassword);
const validLink = '/reset-password/abc123?email=sara%40example.com';
let alerts: AlertCommand[];
let alertSubscription: Subscription;

beforeEach(() => {
  resetPasswordCall.mockReset();
  alerts = [];
  alertSubscription = alert$.subscribe((alert) => alerts.push(alert));
});

afterEach(() => {
  alertSubscription.unsubscribe();
  jest.useRealTimers();
});

async function choosePassword(user: TestUser, password: string, confirmation: string) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
}

const rule = 'Please ensure your passwords match and are at least 8 characters long';
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('the reset-password page', () => {
  it("asks for a new password twice with the spec's texts", () => {
    openAt(validLink);
    expect(heading('Reset Your Password')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  describe('validation (spec §5)', () => {
    it('keeps the button disabled and says why for a password under 8 characters', async () => {
      const user = openAt(validLink);
      await choosePassword(user, 'seven77', 'seven77');

      expect(await screen.findByText(rule)).toBeInTheDocument();
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(rule);
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    });

    it('keeps the button disabled for a confirmation that differs', async () => {
      const user = openAt(validLink);
      await choosePassword(user, 'long enough', 'long enougH{Enter}');

      expect(await screen.findByText(rule)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
      expect(resetPasswordCall).not.toHaveBeenCalled();
    });

    it('enables the button once 8 matching characters are typed', async () => {
      const user = openAt(validLink);
      await choosePassword(user, 'eight888', 'eight888');

      expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
      await waitFor(() => expect(screen.queryByText(rule)).not.toBeInTheDocument());
    });
  });

  describe('an invalid link (spec §5, §4)', () => {
    it.each([
      ['no email', '/reset-password/abc123'],
      ['an empty email', '/reset-password/abc123?email='],
    ])('with %s says so and goes to forgot-password after 3000 ms', (_case, path) => {
      jest.useFakeTimers();
      openAt(path);

      expect(screen.getByRole('alert')).toHaveTextContent('Invalid reset link. Please request a new one.');
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );

      act(() => jest.advanceTimersByTime(2999));
      expect(heading('Reset Your Password')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(heading('Reset Password')).toBeInTheDocument();
    });
  });

  it("reads 'Resetting...' while the call runs, then confirms and goes to login after 2000 ms", async () => {
    jest.useFakeTimers();
    const call = deferred<void>();
    resetPasswordCall.mockReturnValue(call.promise);
    const user = openAt(validLink);
    await choosePassword(user, 'new secret 2', 'new secret 2{Enter}');

    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(resetPasswordCall).toHaveBeenCalledWith({
      token: 'abc123',
      email: 'sara@example.com',
      password: 'new secret 2',
      password_confirmation: 'new secret 2',
    });
    await act(async () => call.resolve());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset successfully! Redirecting to login...',
    );
    // It tells of the move to the login page, so it stays through it (issue #23).
    expect(alerts).toEqual([
      { type: 'success', message: 'Password reset successful!', announcesNavigation: true },
    ]);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1999));
    expect(heading('Reset Your Password')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(heading('Welcome Back')).toBeInTheDocument();
  });

  it('ignores a second submit while the first is running', async () => {
    resetPasswordCall.mockReturnValue(new Promise(() => {}));
    const user = openAt(validLink);
    await choosePassword(user, 'new secret 2', 'new secret 2{Enter}');
    await screen.findByRole('button', { name: 'Resetting...' });
    await user.type(screen.getByLabelText('Confirm Password'), '{Enter}');

    expect(resetPasswordCall).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message and sends the user for a new link after 3000 ms when it is about the token", async () => {
    jest.useFakeTimers();
    const refused = 'This password reset token is invalid.';
    resetPasswordCall.mockRejectedValue(new ApiError('x', 422, refused, { token: [refused] }));
    const user = openAt(validLink);
    await choosePassword(user, 'new secret 2', 'new secret 2{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset token is invalid.');
    expect(alerts).toEqual([
      { type: 'error', message: 'Failed to reset password. Please try again.', announcesNavigation: true },
    ]);

    act(() => jest.advanceTimersByTime(2999));
    expect(heading('Reset Your Password')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(heading('Reset Password')).toBeInTheDocument();
  });

  it('tells a refused link by the field the server names, so an Arabic answer sends the user on too', async () => {
    jest.useFakeTimers();
    const refused = 'رمز إعادة تعيين كلمة المرور هذا غير صالح.';
    resetPasswordCall.mockRejectedValue(new ApiError('x', 422, refused, { token: [refused] }));
    const user = openAt(validLink);
    await choosePassword(user, 'new secret 2', 'new secret 2{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    act(() => jest.advanceTimersByTime(3000));
    expect(heading('Reset Password')).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      new ApiError('x', 422, 'The password field must be at least 8 characters.'),
      'The password field must be at least 8 characters.',
    ],
    ['the default', new ApiError('x', null), 'An error occurred. Please try again.'],
  ])('shows %s for another failure and stays for a retry', async (_case, error, message) => {
    jest.useFakeTimers();
    resetPasswordCall.mockRejectedValue(error);
    const user = openAt(validLink);
    await choosePassword(user, 'new secret 2', 'new secret 2{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(10_000));
    expect(heading('Reset Your Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
