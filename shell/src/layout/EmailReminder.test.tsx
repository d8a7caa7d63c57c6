import { resendEmailVerification } from '@talent/api-sdk';
import { alert$, initialAuthState, setAuthState, type AlertCommand } from '@talent/event-bus';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCompanyUser, anApplicantUser, aSignedInShell } from '@talent/test-kit';
import { EmailReminder } from './EmailReminder';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  resendEmailVerification: jest.fn(async () => undefined),
}));

function show() {
  initI18n();
  render(
    <UiProvider>
      <EmailReminder />
    </UiProvider>,
  );
}

afterEach(() => setAuthState(initialAuthState));

describe('the reminder to confirm the e-mail address (issue 34)', () => {
  it('tells a company what waits for the confirmation, with its address, and sends the link again', async () => {
    const alerts: AlertCommand[] = [];
    const subscription = alert$.subscribe((alert) => alerts.push(alert));
    setAuthState(aSignedInShell({ user: aCompanyUser({ email_verified_at: null }) }));
    show();
    const reminder = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    expect(reminder).toHaveTextContent(
      'Confirm your e-mail address to ask applicants for contact, shortlist them and save searches.',
    );
    expect(within(reminder).getByText('hr@rafidain.example')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Send the link again' }));
    expect(resendEmailVerification).toHaveBeenCalledTimes(1);
    expect(alerts).toContainEqual({
      type: 'success',
      message: 'A new confirmation link is on its way. Open it within 24 hours.',
    });
    subscription.unsubscribe();
  });

  it('lets an applicant know they may build and publish meanwhile', () => {
    setAuthState(aSignedInShell({ user: anApplicantUser({ email_verified_at: null }) }));
    show();
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveTextContent(
      'You can build and publish your resume meanwhile.',
    );
  });

  it('is gone once the address is confirmed, and for a visitor', () => {
    setAuthState(aSignedInShell({ user: aCompanyUser({ email_verified_at: '2026-11-27T02:00:00.000Z' }) }));
    show();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
