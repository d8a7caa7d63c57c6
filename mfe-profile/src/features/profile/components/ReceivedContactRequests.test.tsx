import {
  acceptContactRequest,
  ApiError,
  declineContactRequest,
  listContactRequests,
  withdrawContactRequest,
  type ContactRequest,
} from '@talent/api-sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordAlerts } from '@talent/test-kit';
import { renderAt } from '../../../testing/renderAt';
import { ReceivedContactRequests } from './ReceivedContactRequests';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  listContactRequests: jest.fn(),
  acceptContactRequest: jest.fn(),
  declineContactRequest: jest.fn(),
  withdrawContactRequest: jest.fn(),
}));

/** A company's name as a sentence carries it: in its own bidi isolate (issue 34). */
const isolated = (name: string) => `\u2068${name}\u2069`;

const alerts = recordAlerts();

const request = (changes: Partial<ContactRequest>): ContactRequest => ({
  id: 1,
  applicant_id: 7,
  applicant_name: 'Zainab Al-Rubaie',
  company_name: 'Rafidain Build',
  message: 'We have an opening in Basra.',
  status: 'pending',
  created_at: '2026-11-20T09:00:00.000Z',
  answered_at: null,
  ...changes,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listContactRequests).mockResolvedValue([
    request({}),
    request({
      id: 2,
      company_name: 'Zagros Oil',
      status: 'accepted',
      message: 'Hello',
      company: {
        name: 'Zagros Oil',
        city: 'Erbil',
        sector: 'Oil & Gas',
        website: 'https://zagros.example.iq/',
        email_verified: true,
      },
    }),
  ]);
  jest.mocked(acceptContactRequest).mockResolvedValue();
  jest.mocked(withdrawContactRequest).mockResolvedValue();
  jest.mocked(declineContactRequest).mockResolvedValue();
});

function show() {
  const user = userEvent.setup();
  renderAt('/profile', <ReceivedContactRequests />);
  return user;
}

describe('the contact requests an applicant received', () => {
  it('lists each company with its message, date and status', async () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact requests' })).toBeInTheDocument();
    const rafidain = await screen.findByRole('listitem', { name: 'Rafidain Build' });
    expect(within(rafidain).getByText('We have an opening in Basra.')).toBeInTheDocument();
    expect(within(rafidain).getByText('Received on Nov 20, 2026')).toBeInTheDocument();
    expect(within(rafidain).getByText('Waiting for your answer')).toBeInTheDocument();
    const zagros = screen.getByRole('listitem', { name: 'Zagros Oil' });
    expect(within(zagros).getByText('Accepted')).toBeInTheDocument();
    expect(within(zagros).getAllByRole('button')).toHaveLength(1);
  });

  it("shows who asks: the company's sector, governorate, web site and confirmed address (issue 34)", async () => {
    show();
    const zagros = await screen.findByRole('listitem', { name: 'Zagros Oil' });
    expect(within(zagros).getByText('Oil & Gas')).toBeInTheDocument();
    expect(within(zagros).getByText('Erbil')).toBeInTheDocument();
    expect(within(zagros).getByRole('link', { name: 'https://zagros.example.iq/' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(zagros).getByText('E-mail address confirmed')).toBeInTheDocument();
  });

  it('withdraws an acceptance after asking first; Cancel keeps it (issue 34)', async () => {
    const user = show();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw your consent to Zagros Oil' });
    expect(withdraw).toHaveTextContent('Withdraw consent');
    await user.click(withdraw);
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw your consent?' });
    expect(dialog).toHaveTextContent(
      `${isolated('Zagros Oil')} will no longer see the e-mail and phone you shared.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(withdrawContactRequest).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Withdraw your consent to Zagros Oil' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Withdraw your consent?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(withdrawContactRequest).toHaveBeenCalledWith(2);
    const zagros = screen.getByRole('listitem', { name: 'Zagros Oil' });
    expect(await within(zagros).findByText('Consent withdrawn')).toBeInTheDocument();
    expect(within(zagros).queryByRole('button')).not.toBeInTheDocument();
    expect(alerts).toContainEqual({
      type: 'success',
      message: `You withdrew your consent. ${isolated('Zagros Oil')} no longer sees your e-mail and phone.`,
    });
  });

  it('accepts a pending request and says the company now sees the contact', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Accept the request from Rafidain Build' }));
    expect(acceptContactRequest).toHaveBeenCalledWith(1);
    const rafidain = screen.getByRole('listitem', { name: 'Rafidain Build' });
    expect(await within(rafidain).findByText('Accepted')).toBeInTheDocument();
    expect(
      within(rafidain).getByRole('button', { name: 'Withdraw your consent to Rafidain Build' }),
    ).toBeEnabled();
    expect(alerts).toContainEqual({
      type: 'success',
      message: `You accepted. ${isolated('Rafidain Build')} can now see your e-mail and phone.`,
    });
  });

  it('declines a pending request', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Decline the request from Rafidain Build' }));
    expect(declineContactRequest).toHaveBeenCalledWith(1);
    expect(
      await within(screen.getByRole('listitem', { name: 'Rafidain Build' })).findByText('Declined'),
    ).toBeInTheDocument();
  });

  it('leaves the request pending and says why when the answer fails', async () => {
    jest.mocked(acceptContactRequest).mockRejectedValue(new ApiError('x', 404, 'Not Found.'));
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Accept the request from Rafidain Build' }));
    expect(alerts).toContainEqual({ type: 'error', message: 'Not found. It may have been deleted.' });
    expect(screen.getByRole('button', { name: 'Accept the request from Rafidain Build' })).toBeEnabled();
  });

  it('says so when no company asked yet', async () => {
    jest.mocked(listContactRequests).mockResolvedValue([]);
    show();
    expect(await screen.findByText('No company has asked to contact you yet.')).toBeInTheDocument();
  });

  it('shows a failed load and tries again', async () => {
    jest.mocked(listContactRequests).mockRejectedValueOnce(new ApiError('x', null));
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Rafidain Build' })).toBeInTheDocument();
  });
});
