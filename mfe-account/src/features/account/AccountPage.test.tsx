import {
  ApiError,
  changeEmail,
  changePassword,
  deleteAccount,
  downloadAccountData,
  signOutEverywhere,
  updateAccount,
} from '@talent/api-sdk';
import { requestLogout, refreshSession, setAuthState, initialAuthState } from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { anApplicantUser, resetSession } from '@talent/test-kit';
import { openAt } from '../../testing/renderAt';

/** The account these tests sign in as. */
const sara = anApplicantUser({ id: 7, name: 'Sara Ahmed', email: 'sara@example.com' });

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  updateAccount: jest.fn(),
  changeEmail: jest.fn(),
  changePassword: jest.fn(),
  signOutEverywhere: jest.fn(),
  downloadAccountData: jest.fn(),
  deleteAccount: jest.fn(),
  saveBlobAs: jest.fn(),
}));
jest.mock('@talent/event-bus', () => ({
  ...jest.requireActual('@talent/event-bus'),
  requestLogout: jest.fn(),
  refreshSession: jest.fn(),
}));

const signedInAs = (user = sara) =>
  setAuthState({ status: 'authenticated', user, token: '7|secret', applicant: null, isAdmin: false });

const refusal = (field: string, message: string) =>
  new ApiError(message, 422, message, { [field]: [message] });

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the account page', () => {
  it('waits for the session, then shows every part with its heading', () => {
    setAuthState({ ...initialAuthState, status: 'loading' });
    openAt('/account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    act(() => signedInAs());
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    for (const name of [
      'Name',
      'Email address',
      'Password',
      'Sign out everywhere',
      'Download my data',
      'Delete my account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sara Ahmed');
    expect(screen.getByText('sara@example.com')).toHaveAttribute('dir', 'ltr');
  });

  it('saves a new name and asks the shell to reload the user', async () => {
    signedInAs();
    jest.mocked(updateAccount).mockResolvedValue({ ...sara, name: 'Sara Kareem' });
    const user = openAt('/account');
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(updateAccount).not.toHaveBeenCalled();

    await user.type(name, ' Sara Kareem ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(updateAccount).toHaveBeenCalledWith({ name: 'Sara Kareem' });
    expect(refreshSession).toHaveBeenCalled();
  });

  it('asks for a new address with the password and shows what the server said, or its refusal under the field', async () => {
    signedInAs();
    jest.mocked(changeEmail).mockRejectedValueOnce(refusal('password', 'The password is incorrect.'));
    const user = openAt('/account');
    const section = screen.getByRole('region', { name: 'Email address' });
    await user.type(within(section).getByLabelText('New email address'), 'sara.new@example.com');
    await user.type(within(section).getByLabelText('Password'), 'wrong one');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(section).findAllByText('The password is incorrect.')).not.toHaveLength(0);
    expect(changeEmail).toHaveBeenCalledWith({ email: 'sara.new@example.com', password: 'wrong one' });

    jest.mocked(changeEmail).mockResolvedValueOnce('We sent a confirmation link to sara.new@example.com.');
    await user.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(section).findByText('We sent a confirmation link to sara.new@example.com.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('New email address')).toHaveValue('');
  });

  it('changes the password: the current one is checked, the rules first', async () => {
    signedInAs();
    jest
      .mocked(changePassword)
      .mockRejectedValueOnce(refusal('current_password', 'The password is incorrect.'));
    const user = openAt('/account');
    const section = screen.getByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText('Current password'), 'old password');
    await user.type(within(section).getByLabelText('New Password'), 'short');
    await user.type(within(section).getByLabelText('Confirm Password'), 'short');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(
      await within(section).findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();

    await user.clear(within(section).getByLabelText('New Password'));
    await user.type(within(section).getByLabelText('New Password'), 'a new password');
    await user.clear(within(section).getByLabelText('Confirm Password'));
    await user.type(within(section).getByLabelText('Confirm Password'), 'a new password');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        /The password is incorrect\./,
      ),
    );
    expect(changePassword).toHaveBeenCalledWith({
      current_password: 'old password',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
  });

  it('signs out everywhere and hands the end of the session to the shell', async () => {
    signedInAs();
    jest.mocked(signOutEverywhere).mockResolvedValue();
    const user = openAt('/account');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(requestLogout).toHaveBeenCalledWith({ message: 'You have been signed out everywhere.' }),
    );
  });

  it('downloads the data file, and says so when it fails', async () => {
    signedInAs();
    const { saveBlobAs } = jest.requireMock<{ saveBlobAs: jest.Mock }>('@talent/api-sdk');
    const blob = new Blob(['{}'], { type: 'application/json' });
    jest
      .mocked(downloadAccountData)
      .mockResolvedValueOnce({ blob, fileName: 'talent-pool-data-2026-11-27.json' });
    const user = openAt('/account');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(saveBlobAs).toHaveBeenCalledWith(blob, 'talent-pool-data-2026-11-27.json');

    jest.mocked(downloadAccountData).mockRejectedValueOnce(new ApiError('Network error', null));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
  });

  it('asks before deleting, needs the password, and ends the session once the account is gone', async () => {
    signedInAs();
    jest.mocked(deleteAccount).mockRejectedValueOnce(refusal('password', 'The password is incorrect.'));
    jest.mocked(deleteAccount).mockResolvedValueOnce();
    const user = openAt('/account');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/Your resume, photo, contact requests/);
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Password'), 'not mine');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findAllByText('The password is incorrect.')).not.toHaveLength(0);
    expect(requestLogout).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() =>
      expect(requestLogout).toHaveBeenCalledWith({ message: 'Your account has been deleted.' }),
    );
    expect(deleteAccount).toHaveBeenLastCalledWith({ password: 'correct horse' });
  });

  it('closes the question with Escape and deletes nothing', async () => {
    signedInAs({ ...sara, is_company: true });
    const user = openAt('/account');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/Your shortlists, saved searches/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it('speaks Arabic and Kurdish', async () => {
    signedInAs();
    openAt('/account');
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل بياناتي' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ckb'));
    expect(await screen.findByRole('heading', { level: 1, name: 'هەژمارەکەت' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سڕینەوەی هەژمارەکەم' })).toBeInTheDocument();
  });
});
