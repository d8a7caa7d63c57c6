import { ApiError, confirmEmail } from '@talent/api-sdk';
import { refreshSession } from '@talent/event-bus';
import { screen } from '@testing-library/react';
import { resetSession } from '@talent/test-kit';
import { openAt } from '../../testing/renderAt';

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), confirmEmail: jest.fn() }));
jest.mock('@talent/event-bus', () => ({
  ...jest.requireActual('@talent/event-bus'),
  refreshSession: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

describe('the page of the e-mail confirmation link', () => {
  it('sends the token once and tells the new address is the account’s', async () => {
    jest.mocked(confirmEmail).mockResolvedValue('Your email address has been changed.');
    openAt('/confirm-email/abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new email address...');
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(confirmEmail).toHaveBeenCalledWith('abc123');
    expect(refreshSession).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says why a used or unknown link does nothing', async () => {
    const message =
      'This confirmation link is invalid or has expired. Ask for a new one on your account page.';
    jest
      .mocked(confirmEmail)
      .mockRejectedValue(new ApiError('x', 422, 'The given data was invalid.', { token: [message] }));
    openAt('/confirm-email/used');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
