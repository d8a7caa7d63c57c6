import {
  ApiError,
  downloadJsonResume,
  downloadResumeDocx,
  downloadResumePdf,
  getProfile,
  getSelectables,
  resetResume,
  saveBlobAs,
  type ProfileResponse,
} from '@talent/api-sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setAuthState } from '@talent/event-bus';
import type { ApplicantProfile } from '@talent/resume-model';
import {
  anApplicantUser,
  anEmptyProfile,
  aProfile,
  deferred,
  recordAlerts,
  resetSession,
  signedIn,
  SPECIALIZATIONS,
} from '@talent/test-kit';
import { renderAt } from '../../testing/renderAt';
import { forgetSpecializationNames } from './hooks/useSpecializationNames';
import ProfilePage from './ProfilePage';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getProfile: jest.fn(),
  getSelectables: jest.fn(),
  resetResume: jest.fn(),
  downloadResumePdf: jest.fn(),
  downloadResumeDocx: jest.fn(),
  downloadJsonResume: jest.fn(),
  saveBlobAs: jest.fn(),
  listContactRequests: jest.fn(async () => []),
  getProfileViews: jest.fn(async () => ({ data: [], anonymous: { views: 0, pdfs: 0 } })),
  resumePdfFileName: (name: string | null) => `${name ?? 'Resume'}.pdf`,
}));

const profileCall = jest.mocked(getProfile);
const resetCall = jest.mocked(resetResume);
const pdfCall = jest.mocked(downloadResumePdf);
const alerts = recordAlerts();
const zainab = anApplicantUser();

/** The session once the profile is in (or before, with `applicant` null). */
const shellSignedIn = (applicant: ApplicantProfile | null) => signedIn(zainab, '3|secret', applicant);

function answer(applicant = aProfile()): ProfileResponse {
  return { ...applicant, user: zainab };
}

function openProfile() {
  const user = userEvent.setup();
  renderAt(
    '/profile',
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/resume-builder" element={<h1>Resume Builder</h1>} />
    </Routes>,
  );
  return user;
}

const ready = () => screen.findByRole('heading', { level: 2, name: 'Zainab Al-Rubaie' });

beforeEach(() => {
  jest.clearAllMocks();
  forgetSpecializationNames();
  resetSession();
  jest.mocked(getSelectables).mockResolvedValue(SPECIALIZATIONS as never);
  profileCall.mockResolvedValue(answer());
});

describe('the profile page', () => {
  it("is titled 'Your Profile' with the subtitle 'Manage your personal information'", async () => {
    openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your personal information')).toBeInTheDocument();
    await ready();
  });

  it('shows a loader until the profile is in', async () => {
    const call = deferred<ProfileResponse>();
    profileCall.mockReturnValue(call.promise);
    openProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');

    await act(async () => call.resolve(answer()));
    expect(await ready()).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile...')).not.toBeInTheDocument();
  });

  it("says 'Failed to load profile data.' when the profile cannot be loaded, and tries again on request", async () => {
    profileCall.mockRejectedValueOnce(new ApiError('offline', null));
    const user = openProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ready()).toBeInTheDocument();
    expect(profileCall).toHaveBeenCalledTimes(2);
  });

  it("shows the shell's copy at once, then what the server holds now (say, after a save in the builder)", async () => {
    const saved = deferred<ProfileResponse>();
    profileCall.mockReturnValue(saved.promise);
    shellSignedIn(aProfile({ contact: { ...aProfile().contact, fullName: 'Copy From Login' } }));
    openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Copy From Login' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile...')).not.toBeInTheDocument();

    await act(async () => saved.resolve(answer()));
    expect(await ready()).toBeInTheDocument();
    expect(profileCall).toHaveBeenCalledTimes(1);
  });

  it("keeps the shell's copy on screen when the refresh fails", async () => {
    profileCall.mockRejectedValue(new ApiError('offline', null));
    shellSignedIn(aProfile());
    openProfile();
    await waitFor(() => expect(profileCall).toHaveBeenCalledTimes(1));
    expect(await ready()).toBeInTheDocument();
    expect(screen.queryByText('Failed to load profile data.')).not.toBeInTheDocument();
  });

  it('fetches the profile itself while the shell has none yet', async () => {
    shellSignedIn(null);
    openProfile();
    expect(await ready()).toBeInTheDocument();
    expect(profileCall).toHaveBeenCalledTimes(1);
  });
});

describe("the 'Your Resume' card", () => {
  it('edits the resume in the builder and views it in a new tab', async () => {
    const user = openProfile();
    await ready();
    const card = screen.getByRole('region', { name: 'Your Resume' });
    const view = within(card).getByRole('link', { name: /View Resume/ });
    expect(view).toHaveAttribute('href', '/preview/7');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view).toHaveAccessibleName('View Resume (opens in a new tab)');

    await user.click(within(card).getByRole('link', { name: 'Edit Resume' }));
    expect(await screen.findByRole('heading', { name: 'Resume Builder' })).toBeInTheDocument();
  });

  it("reads 'Generating...' while the PDF is made, ignores repeat clicks and saves it under the applicant's name", async () => {
    const pdf = deferred<Blob>();
    pdfCall.mockReturnValue(pdf.promise);
    const user = openProfile();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(pdfCall).toHaveBeenCalledTimes(1);
    expect(pdfCall).toHaveBeenCalledWith(7);

    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await act(async () => pdf.resolve(file));
    expect(saveBlobAs).toHaveBeenCalledWith(file, 'Zainab Al-Rubaie.pdf');
    expect(alerts).toEqual([{ message: 'PDF downloaded successfully.', type: 'success', durationMs: 5000 }]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it.each([
    ['the server message', new ApiError('x', 500, 'The PDF service is busy.'), 'The PDF service is busy.'],
    ['the default message', new ApiError('offline', null), 'Failed to generate PDF. Please try again.'],
  ])('shows %s when the PDF fails', async (_case, error, message) => {
    pdfCall.mockRejectedValue(error);
    const user = openProfile();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(alerts).toEqual([{ message, type: 'error', durationMs: 5000 }]));
    expect(saveBlobAs).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('offers Download as Word and JSON Resume beside Download PDF (issue 33), saved under the PDF’s name', async () => {
    const docx = deferred<Blob>();
    jest.mocked(downloadResumeDocx).mockReturnValue(docx.promise);
    const json = new Blob(['{}'], { type: 'application/json' });
    jest.mocked(downloadJsonResume).mockResolvedValue(json);
    const user = openProfile();
    await ready();
    const card = screen.getByRole('region', { name: 'Your Resume' });
    const names = ['Download PDF', 'Download as Word', 'JSON Resume', 'Reset Resume'];
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(names.length);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(names[index]));

    await user.click(within(card).getByRole('button', { name: 'Download as Word' }));
    expect(within(card).getByRole('button', { name: 'Preparing...' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'JSON Resume' }));
    expect(downloadJsonResume).not.toHaveBeenCalled();
    const file = new Blob(['PK'], { type: 'application/octet-stream' });
    await act(async () => docx.resolve(file));
    expect(downloadResumeDocx).toHaveBeenCalledWith(7);
    expect(saveBlobAs).toHaveBeenCalledWith(file, 'Zainab Al-Rubaie.docx');

    await user.click(within(card).getByRole('button', { name: 'JSON Resume' }));
    await waitFor(() => expect(saveBlobAs).toHaveBeenCalledWith(json, 'Zainab Al-Rubaie.json'));
    expect(downloadJsonResume).toHaveBeenCalledWith(7);
    expect(alerts).toEqual([
      { message: 'Word document downloaded successfully.', type: 'success', durationMs: 5000 },
      { message: 'JSON Resume downloaded successfully.', type: 'success', durationMs: 5000 },
    ]);
  });

  it('says so when the Word document fails, in the server’s words or its own', async () => {
    jest.mocked(downloadResumeDocx).mockRejectedValue(new ApiError('offline', null));
    const user = openProfile();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Download as Word' }));
    await waitFor(() =>
      expect(alerts).toEqual([
        { message: 'Failed to create the Word document. Please try again.', type: 'error', durationMs: 5000 },
      ]),
    );
    expect(saveBlobAs).not.toHaveBeenCalled();
  });

  it("shows and counts the account's name and e-mail before any resume is saved (issue #23)", async () => {
    profileCall.mockResolvedValue(answer(anEmptyProfile()));
    openProfile();
    expect(await ready()).toBeInTheDocument();
    expect(screen.getByText('zainab@example.com')).toBeInTheDocument();
    expect(screen.queryByText('No Name Provided')).not.toBeInTheDocument();
    expect(screen.queryByText(/Missing: Full Name/)).not.toBeInTheDocument();
    expect(screen.getByText('Missing: Phone, City, Gender')).toBeInTheDocument();
  });

  it("shows the account's name from the shell's copy at once, before the server answers", async () => {
    profileCall.mockReturnValue(deferred<ProfileResponse>().promise);
    shellSignedIn(anEmptyProfile());
    openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Zainab Al-Rubaie' })).toBeInTheDocument();
    expect(screen.getByText('zainab@example.com')).toBeInTheDocument();
  });

  it("keeps the name and e-mail written in the resume over the account's", async () => {
    profileCall.mockResolvedValue(
      answer(
        anEmptyProfile({
          contact: { ...anEmptyProfile().contact, fullName: 'زينب الربيعي', email: 'z@work.iq' },
        }),
      ),
    );
    openProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'زينب الربيعي' })).toBeInTheDocument();
    expect(screen.getByText('z@work.iq')).toBeInTheDocument();
  });

  it('offers nothing to view or download for an account without a resume', async () => {
    profileCall.mockResolvedValue(
      answer(anEmptyProfile({ id: null as unknown as number, contact: null as never })),
    );
    openProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Name Provided' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Resume/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download as Word' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'JSON Resume' })).toBeDisabled();
  });
});

describe('resetting the resume', () => {
  async function openResetDialog() {
    const user = openProfile();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Reset Resume' }));
    return { user, dialog: screen.getByRole('alertdialog', { name: 'Confirm Reset' }) };
  }

  it('asks first, in a labelled dialog with Cancel focused', async () => {
    const { dialog } = await openResetDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The question is the dialog's description, so it is read out although the focus is on Cancel.
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to reset your resume? This action cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('keeps the focus inside the dialog', async () => {
    const { user, dialog } = await openResetDialog();
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes on %s without resetting, focus back on Reset Resume', async (_how, close) => {
    const { user } = await openResetDialog();
    await close(user);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(resetCall).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset Resume' })).toHaveFocus();
  });

  it("resets through the API, says 'Resume reset successfully.' and shows the empty resume", async () => {
    const call = deferred<ReturnType<typeof anEmptyProfile>>();
    resetCall.mockReturnValue(call.promise);
    const { user, dialog } = await openResetDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('button', { name: 'Resetting...' })).toBeDisabled();

    await act(async () => call.resolve(anEmptyProfile()));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(alerts).toEqual([{ message: 'Resume reset successfully.', type: 'success', durationMs: 5000 }]);
    expect(screen.getByRole('heading', { level: 2, name: 'No Name Provided' })).toBeInTheDocument();
    expect(screen.getByText('No specializations provided')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall completion' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
  });

  it('never lets a slow first load bring back a resume reset in the meantime', async () => {
    const slowLoad = deferred<ProfileResponse>();
    profileCall.mockReturnValue(slowLoad.promise);
    shellSignedIn(aProfile());
    resetCall.mockResolvedValue(anEmptyProfile());
    const user = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Reset Resume' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('No specializations provided')).toBeInTheDocument();

    await act(async () => slowLoad.resolve(answer()));
    expect(screen.getByText('No specializations provided')).toBeInTheDocument();
  });

  it('asks for the profile when the reset answer does not hold one, rather than showing a blank page', async () => {
    resetCall.mockResolvedValue({ data: anEmptyProfile() } as never);
    profileCall.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer(anEmptyProfile()));
    const { user, dialog } = await openResetDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('No specializations provided')).toBeInTheDocument();
    expect(profileCall).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to reset resume.' and keeps the resume shown when the reset fails", async () => {
    resetCall.mockRejectedValue(new ApiError('x', 500, 'Server Error'));
    const { user, dialog } = await openResetDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    await waitFor(() =>
      expect(alerts).toEqual([{ message: 'Failed to reset resume.', type: 'error', durationMs: 5000 }]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zainab Al-Rubaie' })).toBeInTheDocument();
  });
});

describe("the applicant's side of issue #19", () => {
  it('shows the contact requests received and the companies that viewed the resume', async () => {
    shellSignedIn(aProfile());
    openProfile();
    await ready();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact requests' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Companies that viewed your resume' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No company has asked to contact you yet.')).toBeInTheDocument();
  });

  it('shows neither to a company account, which has no resume to be asked about', async () => {
    setAuthState({
      status: 'authenticated',
      user: { ...zainab, is_company: true },
      token: '3|secret',
      applicant: aProfile(),
      isAdmin: false,
    });
    openProfile();
    await ready();
    expect(screen.queryByRole('heading', { name: 'Contact requests' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Companies that viewed your resume' }),
    ).not.toBeInTheDocument();
  });
});
