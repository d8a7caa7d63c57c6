import { ApiError, verifyEmail } from '@talent/api-sdk';
import { sessionRefresh$ } from '@talent/event-bus';
import { screen } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import { openAt } from '../../testing/renderAt';

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), verifyEmail: jest.fn() }));

const verifyEmailCall = jest.mocked(verifyEmail);
let refreshes: number;
let refreshSubscription: Subscription;

beforeEach(() => {
  verifyEmailCall.mockReset();
  refreshes = 0;
  refreshSubscription = sessionRefresh$.subscribe(() => (refreshes += 1));
});

afterEach(() => refreshSubscription.unsubscribe());

describe('the page of the confirmation link (issue 34)', () => {
  it('sends the token once, says the address is confirmed and has the shell reload the user', async () => {
    verifyEmailCall.mockResolvedValue(undefined);
    openAt('/verify-email/0a1b2c');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    expect(verifyEmailCall).toHaveBeenCalledTimes(1);
    expect(verifyEmailCall).toHaveBeenCalledWith('0a1b2c');
    expect(refreshes).toBe(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows the server's reason for a used or unknown link, and the way to a new one", async () => {
    const reason = 'This confirmation link is not valid: it has been used.';
    verifyEmailCall.mockRejectedValue(new ApiError(reason, 422, reason, { token: [reason] }));
    openAt('/verify-email/spent');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(refreshes).toBe(0);
    expect(screen.getByRole('link', { name: 'Sign in to ask for a new link' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
