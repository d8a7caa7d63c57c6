import { ApiError, signup } from '@talent/api-sdk';
import { startSession } from '@talent/event-bus';
import { screen, waitFor } from '@testing-library/react';
import { anApplicantUser, deferred, resetSession, shellSettlesSessionsAs } from '@talent/test-kit';
import { openAt, type TestUser } from '../../testing/renderAt';

/** The account these tests sign in as. */
const sara = anApplicantUser({ id: 7, name: 'Sara Ahmed', email: 'sara@example.com' });

jest.mock('@talent/api-sdk', () => ({ ...jest.requireActual('@talent/api-sdk'), signup: jest.fn() }));
jest.mock('@talent/event-bus', () => ({
  ...jest.requireActual('@talent/event-bus'),
  startSession: jest.fn(),
}));

const signupCall = jest.mocked(signup);

beforeEach(() => {
  signupCall.mockReset();
  jest.mocked(startSession).mockReset();
  resetSession();
});

const openSignup = () => openAt('/signup');

async function fillIn(
  user: TestUser,
  fields: Partial<Record<'Full Name' | 'Email' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const complete = {
  'Full Name': 'Sara Ahmed',
  Email: 'sara@example.com',
  Password: 'secret pass',
  'Confirm Password': 'secret pass',
};

const createAccount = (user: TestUser) => user.click(screen.getByRole('button', { name: 'Create Account' }));

describe('the signup page', () => {
  it("asks for a profile type with the spec's texts", () => {
    openSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByText('Choose your profile type to get started')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Profile type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Applicant' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Company' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('lets the browser suggest a name, the email and a new password', () => {
    openSignup();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  describe('validation (spec §5)', () => {
    it("says 'Passwords do not match' live, as soon as both are filled and differ", async () => {
      const user = openSignup();
      await fillIn(user, { Password: 'secret pass' });
      expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Confirm Password'), 'secret');
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

      await user.type(screen.getByLabelText('Confirm Password'), ' pass');
      expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    });

    it('shows the email error first', async () => {
      const user = openSignup();
      await createAccount(user);

      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
      // Focus moves once the submit has settled, a render after the alert.
      await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(signupCall).not.toHaveBeenCalled();
    });

    it('then the name error, for a name of spaces', async () => {
      const user = openSignup();
      await fillIn(user, { ...complete, 'Full Name': '   ' });
      await createAccount(user);

      expect(await screen.findByRole('alert')).toHaveTextContent('Full name is required');
      await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveFocus());
    });

    it('then the password error', async () => {
      const user = openSignup();
      await fillIn(user, { ...complete, Password: '', 'Confirm Password': '' });
      await createAccount(user);

      expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
    });

    it("says 'Please fill in all fields' when only the confirmation is missing", async () => {
      const user = openSignup();
      await fillIn(user, { ...complete, 'Confirm Password': '' });
      await createAccount(user);

      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
      await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveFocus());
    });

    it('does not send a differing confirmation, and says so once', async () => {
      const user = openSignup();
      await fillIn(user, { ...complete, 'Confirm Password': 'other pass' });
      await createAccount(user);

      await waitFor(() => expect(screen.getByLabelText('Confirm Password')).toHaveFocus());
      expect(screen.getAllByText('Passwords do not match')).toHaveLength(1);
      expect(signupCall).not.toHaveBeenCalled();
    });

    it('moves to the next problem as the user fixes one', async () => {
      const user = openSignup();
      await fillIn(user, { ...complete, Email: 'sara', 'Full Name': '' });
      await createAccount(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');

      await user.type(screen.getByLabelText('Email'), '@example.com');
      expect(await screen.findByRole('alert')).toHaveTextContent('Full name is required');
    });
  });

  describe('creating the account', () => {
    it("sends an applicant as is_company false and reads 'Creating account...' meanwhile", async () => {
      shellSettlesSessionsAs('authenticated');
      window.localStorage.setItem('activeResumeTab', 'experience');
      const call = deferred<{ user: typeof sara; token: string }>();
      signupCall.mockReturnValue(call.promise);
      const user = openSignup();
      await fillIn(user, complete);
      await createAccount(user);

      expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
      expect(signupCall).toHaveBeenCalledWith({
        email: 'sara@example.com',
        name: 'Sara Ahmed',
        password: 'secret pass',
        is_company: false,
      });

      call.resolve({ user: sara, token: '2|xyz' });
      await waitFor(() =>
        // Issue #23: a new applicant lands in the builder, at its first step.
        expect(startSession).toHaveBeenCalledWith({
          user: sara,
          token: '2|xyz',
          source: 'signup',
          redirectTo: '/resume-builder',
        }),
      );
      expect(window.localStorage.getItem('activeResumeTab')).toBe('personal');
      expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    });

    it("asks a company for its own name beside the person's, sends both, and it goes home as the spec says", async () => {
      shellSettlesSessionsAs('authenticated');
      signupCall.mockResolvedValue({ user: sara, token: '3|abc' });
      const user = openSignup();
      expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Company' }));
      expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Applicant' })).not.toBeChecked();
      expect(screen.getByLabelText('Company name')).toHaveAttribute('autocomplete', 'organization');
      await user.type(screen.getByLabelText('Your full name'), 'Sara Ahmed');
      await fillIn(user, {
        Email: 'sara@example.com',
        Password: 'secret pass',
        'Confirm Password': 'secret pass',
      });
      await user.keyboard('{Enter}');
      // Issue 34: the company's name is asked for, before anything is sent.
      expect(await screen.findByText('Company name is required')).toBeInTheDocument();
      expect(signupCall).not.toHaveBeenCalled();

      await user.type(screen.getByLabelText('Company name'), ' Babylon Tech ');
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(signupCall).toHaveBeenCalledWith({
          email: 'sara@example.com',
          name: 'Sara Ahmed',
          password: 'secret pass',
          is_company: true,
          company_name: 'Babylon Tech',
        }),
      );
      await waitFor(() =>
        expect(startSession).toHaveBeenCalledWith({ user: sara, token: '3|abc', source: 'signup' }),
      );
    });

    it('ignores a second submit while the first is running', async () => {
      signupCall.mockReturnValue(new Promise(() => {}));
      const user = openSignup();
      await fillIn(user, complete);
      await createAccount(user);
      await screen.findByRole('button', { name: 'Creating account...' });
      await user.type(screen.getByLabelText('Confirm Password'), '{Enter}');

      expect(signupCall).toHaveBeenCalledTimes(1);
    });

    it.each([
      [
        'a taken email',
        new ApiError('x', 422, 'The email has already been taken.', {
          email: ['The email has already been taken.'],
        }),
        'This email is already registered.',
      ],
      ['a lapsed session', new ApiError('x', 419), 'Session expired. Please refresh the page and try again.'],
      ['a server error', new ApiError('x', 500, 'Server Error'), 'Server error. Please try again later.'],
    ])('shows the spec §8 message for %s', async (_case, error, message) => {
      signupCall.mockRejectedValue(error);
      const user = openSignup();
      await fillIn(user, complete);
      await createAccount(user);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
      expect(startSession).not.toHaveBeenCalled();
    });
  });
});
