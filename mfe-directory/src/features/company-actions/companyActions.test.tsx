import type { User } from '@talent/resume-model';
import {
  ApiError,
  createShortlist,
  getApplicant,
  listShortlists,
  saveToShortlist,
  sendContactRequest,
} from '@talent/api-sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  aCard,
  aCompanyUser,
  aMixedResume,
  anApplicantUser,
  recordAlerts,
  resetSession,
  signedIn,
} from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import { ApplicantCard } from '../home/components/ApplicantCard';
import ResumePreviewPage from '../resume-preview/ResumePreviewPage';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getApplicant: jest.fn(),
  listShortlists: jest.fn(),
  createShortlist: jest.fn(),
  saveToShortlist: jest.fn(),
  sendContactRequest: jest.fn(),
}));

const alerts = recordAlerts();
afterEach(resetSession);

const company = aCompanyUser();
const applicant = anApplicantUser();

/** Signs `user` in as the shell would, or signs out with null. */
const signIn = (user: User | null) => (user ? signedIn(user, '9|secret') : resetSession());

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listShortlists).mockResolvedValue([
    { id: 1, name: 'Accountants', count: 2 },
    { id: 2, name: 'Engineers', count: 0 },
  ]);
  jest.mocked(saveToShortlist).mockResolvedValue();
  jest.mocked(getApplicant).mockResolvedValue(aMixedResume());
});

function showCard() {
  const user = userEvent.setup();
  renderAt(
    '/',
    <ApplicantCard
      applicant={aCard(12, {
        contact: { fullName: 'Ali Hassan', email: '', workAvailability: true },
      })}
    />,
  );
  return user;
}

/** The card's save button once its code has arrived (a disabled one of the same size holds its place). */
function saveButton() {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: 'Save Ali Hassan to a shortlist' });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('the save control on the applicant card', () => {
  it.each([
    ['a visitor', null],
    ['an applicant', applicant],
  ])('is not shown to %s', (_who, user) => {
    signIn(user);
    showCard();
    expect(screen.queryByRole('button', { name: /shortlist/i })).not.toBeInTheDocument();
  });

  it('holds its place with the same button, disabled, while its code loads', async () => {
    signIn(company);
    showCard();
    expect(screen.getByRole('button', { name: 'Save Ali Hassan to a shortlist' })).toBeDisabled();
    expect(await saveButton()).toHaveTextContent('Save to shortlist');
  });

  it('saves to an existing list with a private note', async () => {
    signIn(company);
    const user = showCard();
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save Ali Hassan to a shortlist' });
    const list = await within(dialog).findByLabelText('Shortlist');
    expect(list).toHaveValue('1');
    await user.selectOptions(list, 'Engineers');
    await user.type(within(dialog).getByLabelText(/Private note/), 'Met at the Erbil fair');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(saveToShortlist).toHaveBeenCalledWith(2, 12, 'Met at the Erbil fair');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alerts).toContainEqual({ type: 'success', message: 'Ali Hassan saved to “Engineers”.' });
  });

  it('creates a new list by name when the company has none, and asks for the name first', async () => {
    signIn(company);
    jest.mocked(listShortlists).mockResolvedValue([]);
    jest.mocked(createShortlist).mockResolvedValue({ id: 5, name: 'Nurses' });
    const user = showCard();
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('New shortlist name');
    expect(within(dialog).queryByLabelText('Shortlist')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name for the new shortlist.')).toBeInTheDocument();
    expect(createShortlist).not.toHaveBeenCalled();

    await user.type(name, 'Nurses');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(createShortlist).toHaveBeenCalledWith('Nurses');
    await waitFor(() => expect(saveToShortlist).toHaveBeenCalledWith(5, 12, ''));
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    signIn(company);
    jest.mocked(saveToShortlist).mockRejectedValue(new ApiError('x', 429, 'Too Many Attempts.'));
    const user = showCard();
    await user.click(await saveButton());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Shortlist');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
  });

  it('closes with Escape without saving', async () => {
    signIn(company);
    const user = showCard();
    await user.click(await saveButton());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveToShortlist).not.toHaveBeenCalled();
  });
});

function openResume() {
  const user = userEvent.setup();
  renderAt(
    '/preview/12',
    <Routes>
      <Route path="/preview/:id" element={<ResumePreviewPage />} />
    </Routes>,
  );
  return user;
}

describe('the public resume page for companies', () => {
  it('offers no company control to an applicant', async () => {
    signIn(applicant);
    openResume();
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(screen.queryByRole('button', { name: 'Ask to contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to a shortlist/ })).not.toBeInTheDocument();
  });

  it('saves the applicant to a shortlist from the resume', async () => {
    signIn(company);
    const user = openResume();
    await user.click(await screen.findByRole('button', { name: /^Save .+ to a shortlist$/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Shortlist');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saveToShortlist).toHaveBeenCalledWith(1, 12, '');
  });

  it('sends a contact request with a message of 1 to 1000 characters', async () => {
    signIn(company);
    jest.mocked(sendContactRequest).mockResolvedValue();
    const user = openResume();
    await user.click(await screen.findByRole('button', { name: 'Ask to contact' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Write a message to the applicant.')).toBeInTheDocument();

    const message = within(dialog).getByLabelText(/Message/);
    await act(async () => {
      // Typing 1001 characters key by key would take long; the field takes them as a paste does.
      await user.click(message);
      await user.paste('x'.repeat(1001));
    });
    expect(within(dialog).getByText('1001 / 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('A message can be at most 1000 characters.')).toBeInTheDocument();
    expect(sendContactRequest).not.toHaveBeenCalled();

    await user.clear(message);
    await user.type(message, 'We have an opening in Basra.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(sendContactRequest).toHaveBeenCalledWith({
      applicant_id: 12,
      message: 'We have an opening in Basra.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Contact request sent' })).toBeDisabled();
  });

  it('shows the server’s reason when a request is refused (one open request per pair)', async () => {
    signIn(company);
    jest.mocked(sendContactRequest).mockRejectedValue(
      new ApiError('x', 422, 'Invalid.', {
        applicant_id: ['You already have an open request to this applicant.'],
      }),
    );
    const user = openResume();
    await user.click(await screen.findByRole('button', { name: 'Ask to contact' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Message/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('You already have an open request to this applicant.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Message/)).toHaveAccessibleDescription(
      /You already have an open request to this applicant\./,
    );
  });
});
