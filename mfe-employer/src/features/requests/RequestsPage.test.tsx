import { ApiError, listContactRequests, type ContactRequest } from '@talent/api-sdk';
import { i18n } from '@talent/i18n';
import { withoutKurdishIntl } from '@talent/i18n/src/testing/intl';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { aCompanyUser, signedIn } from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import RequestsPage from './RequestsPage';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  listContactRequests: jest.fn(),
}));

const base = {
  company_name: 'Rafidain Build',
  created_at: '2026-11-20T09:00:00.000Z',
  answered_at: null,
};

const requests: ContactRequest[] = [
  {
    ...base,
    id: 1,
    applicant_id: 12,
    applicant_name: 'علي حسن',
    message: 'We have an opening in Basra.',
    status: 'accepted',
    answered_at: '2026-11-21T09:00:00.000Z',
    contact: { email: 'ali@example.com', phone: '+9647701234567' },
  },
  {
    ...base,
    id: 2,
    applicant_id: 15,
    applicant_name: 'Sara Karim',
    message: 'Hello Sara',
    status: 'pending',
  },
  {
    ...base,
    id: 3,
    applicant_id: 16,
    applicant_name: 'Omar Said',
    message: 'Hello Omar',
    status: 'declined',
  },
];

function open() {
  const user = userEvent.setup();
  renderAt(
    '/requests',
    <Routes>
      <Route path="/requests" element={<RequestsPage />} />
    </Routes>,
  );
  return user;
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  signedIn(aCompanyUser(), '9|secret');
  jest.mocked(listContactRequests).mockResolvedValue(requests);
});

describe('the contact requests a company sent', () => {
  it('shows each request with its status, date and message', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeInTheDocument();
    const sara = await cardOf('Sara Karim');
    expect(within(sara).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(sara).getByText('Sent on Nov 20, 2026')).toBeInTheDocument();
    expect(within(sara).getByText('Hello Sara')).toBeInTheDocument();
    expect(within(await cardOf('Omar Said')).getByText('Declined')).toBeInTheDocument();
  });

  it('shows the e-mail and phone only once the applicant accepted', async () => {
    open();
    const ali = await cardOf('علي حسن');
    expect(within(ali).getByText('Accepted')).toBeInTheDocument();
    expect(within(ali).getByText(/Answered on Nov 21, 2026/)).toBeInTheDocument();
    expect(within(ali).getByRole('link', { name: 'ali@example.com' })).toHaveAttribute(
      'href',
      'mailto:ali@example.com',
    );
    expect(within(ali).getByRole('link', { name: '+9647701234567' })).toHaveAttribute(
      'href',
      'tel:+9647701234567',
    );
    const sara = await cardOf('Sara Karim');
    expect(within(sara).queryByText('Contact details')).not.toBeInTheDocument();
    expect(within(sara).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('never shows contact details sent with a request that is not accepted', async () => {
    jest
      .mocked(listContactRequests)
      .mockResolvedValue([{ ...requests[1]!, contact: { email: 'sara@example.com', phone: null } }]);
    open();
    await cardOf('Sara Karim');
    expect(screen.queryByText('sara@example.com')).not.toBeInTheDocument();
  });

  it('says an applicant withdrew their consent, and shows no contact detail (issue 34)', async () => {
    jest.mocked(listContactRequests).mockResolvedValue([
      {
        ...requests[0]!,
        status: 'withdrawn',
        contact: { email: 'ali@example.com', phone: '+9647701234567' },
      },
    ]);
    open();
    const ali = await cardOf('علي حسن');
    expect(within(ali).getByText('Withdrawn')).toBeInTheDocument();
    expect(
      within(ali).getByText(
        'The applicant withdrew their consent: their contact details are no longer shown.',
      ),
    ).toBeInTheDocument();
    expect(within(ali).queryByRole('link', { name: /@|\+964/ })).not.toBeInTheDocument();
  });

  it('says so when an accepted resume had no e-mail address to share', async () => {
    jest
      .mocked(listContactRequests)
      .mockResolvedValue([{ ...requests[0]!, contact: { email: '', phone: '+9647701234567' } }]);
    open();
    expect(within(await cardOf('علي حسن')).getByText('No e-mail address given')).toBeInTheDocument();
  });

  it('reads a request to an applicant who deleted their account as a deleted account, with no resume link', async () => {
    jest
      .mocked(listContactRequests)
      .mockResolvedValue([{ ...requests[1]!, applicant_id: 0, applicant_name: '', applicant_deleted: true }]);
    open();
    const card = await cardOf('Deleted account');
    expect(within(card).getByText('Hello Sara')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no request was sent yet', async () => {
    jest.mocked(listContactRequests).mockResolvedValue([]);
    open();
    expect(await screen.findByText(/You have not asked any applicant yet/)).toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    jest.mocked(listContactRequests).mockRejectedValueOnce(new ApiError('x', null));
    const user = open();
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Sara Karim')).toBeInTheDocument();
  });

  it('reads in Arabic with the Arabic catalogue', async () => {
    const { i18n } = await import('@talent/i18n');
    const ar = (await import('@talent/i18n/src/locales/ar/employer.json')).default;
    i18n.addResourceBundle('ar', 'employer', ar);
    await i18n.changeLanguage('ar');
    try {
      open();
      expect(screen.getByRole('heading', { level: 1, name: 'طلبات التواصل' })).toBeInTheDocument();
      expect(within(await cardOf('Sara Karim')).getByText('بانتظار الرد')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the contact requests in Kurdish', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it("writes the dates from the Kurdish catalogue where the browser's Intl has none, joined without a middle dot", () =>
    withoutKurdishIntl(async () => {
      await act(() => i18n.changeLanguage('ckb'));
      open();
      const ali = await cardOf('علي حسن');
      // Chromium's own Intl would write 'Nov 20, 2026' or '2026 M11 20'.
      expect(
        within(ali).getByText('لە ٢٠ی تشرینی دووەمی ٢٠٢٦ نێردرا، لە ٢١ی تشرینی دووەمی ٢٠٢٦ وەڵام درایەوە'),
      ).toBeInTheDocument();
      expect(ali.textContent).not.toMatch(/Nov|M11|·/);
    }));
});
