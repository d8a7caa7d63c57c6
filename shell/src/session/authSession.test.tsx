import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  getProfile,
  logout,
  onTokenRejected,
  setAuthToken,
  type ProfileResponse,
} from '@talent/api-sdk';
import {
  currentAuthState,
  initialAuthState,
  requestLogout,
  refreshSession,
  setAuthState,
  startSession,
} from '@talent/event-bus';
import type { User } from '@talent/resume-model';
import type { Subscription } from 'rxjs';
import { renderShell } from '../testing/renderShell';
import { serveRemotesJson } from '../testing/remotesJson';
import { startAuthSession } from './authSession';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);
// The network boundary: the SDK's calls are stubbed, its errors and §8 mappers are the real ones.
jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getProfile: jest.fn(),
  logout: jest.fn(),
  setAuthToken: jest.fn(),
  onTokenRejected: jest.fn(() => () => undefined),
}));

const sara: User = { id: 7, email: 'sara@example.com', name: 'Sara Ali', role: 'user', is_company: false };
const admin: User = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', is_company: false };

function profileOf(user: User): ProfileResponse {
  return {
    id: 70,
    image: null,
    summary: 'Ten years of building things.',
    published: false,
    user,
  } as ProfileResponse;
}

/** A promise the test settles when it wants to, to look at the page while a call is in flight. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const location = () => screen.getByRole('status', { name: 'current location' });
const navbar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const stored = () => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') });

function storeSession(token: string | null, user: unknown) {
  if (token !== null) localStorage.setItem('token', token);
  if (user !== undefined)
    localStorage.setItem('user', typeof user === 'string' ? user : JSON.stringify(user));
}

let session: Subscription;

/** Starts the session the way bootstrap does (restore first), then renders the shell at `path`. */
function openShellAt(path: string) {
  window.history.replaceState(null, '', path);
  session = startAuthSession();
  return renderShell(path);
}

/** Lets answered calls and the renders they cause run to completion. */
const settle = () => act(async () => {});

beforeEach(() => {
  serveRemotesJson();
  localStorage.clear();
  jest.mocked(getProfile).mockReset();
  jest.mocked(logout).mockReset();
  jest.mocked(setAuthToken).mockReset();
});

afterEach(async () => {
  jest.useRealTimers();
  // Remote pages the last navigation asked for finish loading here, inside act, not after the test.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  session?.unsubscribe();
  setAuthState(initialAuthState);
});

describe('restoring the session on start (spec §4 Auth)', () => {
  it('starts anonymous, with no profile call, when nothing is stored', async () => {
    openShellAt('/profile');
    expect(currentAuthState()).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(getProfile).not.toHaveBeenCalled();
    expect(await screen.findByText('Please login to access this page')).toBeInTheDocument();
  });

  it('brings back the stored token and user before the first render, and gives the token to the SDK', () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockReturnValue(new Promise(() => {}));

    session = startAuthSession();

    expect(currentAuthState()).toEqual({
      status: 'authenticated',
      user: sara,
      token: '7|secret',
      applicant: null,
      isAdmin: false,
    });
    expect(setAuthToken).toHaveBeenCalledWith('7|secret');
  });

  it("marks a user whose role is 'admin' as admin", () => {
    storeSession('1|secret', admin);
    session = startAuthSession();
    expect(currentAuthState().isAdmin).toBe(true);
  });

  it.each([
    ['a user without an id', { email: 'sara@example.com', name: 'Sara' }],
    ['a user without an e-mail', { id: 7, name: 'Sara' }],
    ['a user with an empty e-mail', { id: 7, email: '' }],
    ['a user that is not JSON', '{not json'],
    ['no user at all', undefined],
  ])('drops the token and %s, and starts anonymous', (_case, user) => {
    storeSession('7|secret', user);
    session = startAuthSession();
    expect(currentAuthState().status).toBe('anonymous');
    expect(stored()).toEqual({ token: null, user: null });
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('drops a stored user that has no token', () => {
    storeSession(null, sara);
    session = startAuthSession();
    expect(currentAuthState().status).toBe('anonymous');
    expect(stored()).toEqual({ token: null, user: null });
  });

  it("loads the profile on a login-required page under the 'Loading...' overlay, then shows the page", async () => {
    storeSession('7|secret', sara);
    const profile = pending<ProfileResponse>();
    jest.mocked(getProfile).mockReturnValue(profile.promise);

    openShellAt('/profile');

    expect(getProfile).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => profile.resolve(profileOf(sara)));

    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(currentAuthState().applicant).toMatchObject({ id: 70, summary: 'Ten years of building things.' });
    expect(currentAuthState().applicant).not.toHaveProperty('user');
  });

  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/preview/12', 'preview'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password/abc?email=sara%40example.com', 'reset-password'],
  ])('does not load the profile on start on the public page %s (%s)', (path) => {
    storeSession('7|secret', sara);
    window.history.replaceState(null, '', path);
    session = startAuthSession();
    expect(currentAuthState().status).toBe('authenticated');
    expect(getProfile).not.toHaveBeenCalled();
  });

  it("on a 401 clears user, applicant, token and the stored copies, says 'Session expired. Please log in again.' and goes to login with the full path", async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockRejectedValue(new ApiError('Unauthenticated.', 401, 'Unauthenticated.'));

    openShellAt('/resume-builder?step=2');
    await settle();

    expect(currentAuthState()).toMatchObject({
      status: 'anonymous',
      user: null,
      token: null,
      applicant: null,
    });
    expect(stored()).toEqual({ token: null, user: null });
    expect(setAuthToken).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fresume-builder%3Fstep%3D2$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByText('Please login to access this page')).not.toBeInTheDocument();
  });

  it("keeps the session on any other failure and says 'Failed to load profile. Please try again.'", async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockRejectedValue(new ApiError('Server Error', 500, 'Server Error'));

    openShellAt('/profile');
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile. Please try again.');
    expect(currentAuthState()).toMatchObject({ status: 'authenticated', token: '7|secret' });
    expect(stored().token).toBe('7|secret');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

describe('a token the server stops accepting while the page is open (spec §2 After session expiry)', () => {
  /** What the SDK does when any screen's call that carried `token` is answered 401. */
  const rejectToken = (token: string) =>
    act(() => {
      for (const [listener] of jest.mocked(onTokenRejected).mock.calls) listener(token);
    });

  it('ends the session and goes to login with the page it was on, whichever screen made the call', async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt('/profile?tab=1');
    await settle();
    expect(currentAuthState()).toMatchObject({ status: 'authenticated', token: '7|secret' });

    await rejectToken('7|secret');

    expect(currentAuthState()).toMatchObject({
      status: 'anonymous',
      user: null,
      token: null,
      applicant: null,
    });
    expect(stored()).toEqual({ token: null, user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fprofile%3Ftab%3D1$/);
  });

  it('ignores a 401 for a token that is no longer the session’s', async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt('/profile');
    await settle();

    await rejectToken('6|old');

    expect(currentAuthState()).toMatchObject({ status: 'authenticated', token: '7|secret' });
    expect(location()).toHaveTextContent(/^\/profile$/);
  });
});

describe('startSession after a login or signup (contracts-accounts.md)', () => {
  it("stores the session, loads the profile, says 'Login successful!' and goes to the asked page after 300 ms", async () => {
    jest.useFakeTimers();
    openShellAt('/login?redirect=%2Fprofile');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    const profile = pending<ProfileResponse>();
    jest.mocked(getProfile).mockReturnValue(profile.promise);

    act(() => startSession({ user: sara, token: '7|secret', source: 'login', redirectTo: '/profile' }));

    expect(stored()).toEqual({ token: '7|secret', user: JSON.stringify(sara) });
    expect(setAuthToken).toHaveBeenLastCalledWith('7|secret');
    expect(currentAuthState().status).toBe('loading');
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => profile.resolve(profileOf(sara)));

    expect(currentAuthState()).toMatchObject({ status: 'authenticated', user: sara, token: '7|secret' });
    expect(currentAuthState().applicant).toMatchObject({ id: 70 });
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    // The login page stays for the greeting; the guest-only guard does not chase the new user away.
    expect(screen.queryByText('You are already logged in')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(299));
    expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fprofile$/);
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toHaveTextContent(/^\/profile$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(within(navbar()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("says 'Sign up successful!' after a signup and goes home when no page was asked for", async () => {
    jest.useFakeTimers();
    openShellAt('/signup');
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));

    await act(async () => startSession({ user: sara, token: '7|secret', source: 'signup' }));

    expect(screen.getByText('Sign up successful!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('keeps the query and hash of a same-site page it was asked to return to', async () => {
    jest.useFakeTimers();
    openShellAt('/login');
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));

    await act(async () =>
      startSession({ user: sara, token: '7|s', source: 'login', redirectTo: '/resume-builder?step=2' }),
    );
    act(() => jest.advanceTimersByTime(300));

    expect(location()).toHaveTextContent(/^\/resume-builder\?step=2$/);
  });

  it.each([
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('does not follow the foreign redirect %s: it goes home', async (redirectTo) => {
    jest.useFakeTimers();
    openShellAt('/login');
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));

    await act(async () => startSession({ user: sara, token: '7|s', source: 'login', redirectTo }));
    act(() => jest.advanceTimersByTime(300));

    expect(location()).toHaveTextContent(/^\/$/);
  });

  it.each([
    [
      'a missing profile (404)',
      new ApiError('Not Found', 404, 'Not Found'),
      'Your profile is not found. It may not be fully set up or attached to your account. Please contact support.',
    ],
    [
      'no answer',
      new ApiError('An error occurred. Please try again.', null),
      'Network error while loading profile. Please try again.',
    ],
    ['a server failure', new ApiError('Server Error', 500, 'Server Error'), 'Server Error'],
  ])('logs out after %s and shows the §8 message as an error', async (_case, failure, message) => {
    jest.useFakeTimers();
    openShellAt('/login');
    jest.mocked(getProfile).mockRejectedValue(failure);
    jest.mocked(logout).mockResolvedValue();

    await act(async () =>
      startSession({ user: sara, token: '7|secret', source: 'login', redirectTo: '/profile' }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(currentAuthState()).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(stored()).toEqual({ token: null, user: null });
    // The fresh token the server still accepts is revoked.
    expect(logout).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it("after a 401 says 'Authentication failed while loading profile. Please log in again.' without a revoke call", async () => {
    openShellAt('/login');
    jest.mocked(getProfile).mockRejectedValue(new ApiError('Unauthenticated.', 401, 'Unauthenticated.'));

    await act(async () => startSession({ user: sara, token: '7|secret', source: 'signup' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Authentication failed while loading profile. Please log in again.',
    );
    expect(logout).not.toHaveBeenCalled();
    expect(currentAuthState().status).toBe('anonymous');
  });
});

describe('logout (requestLogout from the navbar or a remote)', () => {
  async function openSignedInAt(path: string) {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt(path);
    await settle();
  }

  it("revokes the token, clears everything, goes home and says 'Logout successful!'", async () => {
    const user = userEvent.setup();
    await openSignedInAt('/profile');
    jest.mocked(logout).mockResolvedValue();

    await user.click(within(navbar()).getByRole('button', { name: 'Logout' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(currentAuthState()).toEqual({
      status: 'anonymous',
      user: null,
      token: null,
      applicant: null,
      isAdmin: false,
    });
    expect(stored()).toEqual({ token: null, user: null });
    expect(setAuthToken).toHaveBeenLastCalledWith(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Logout successful!')).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    // Leaving /profile this way is the logout's doing, not the guard's.
    expect(screen.queryByText('Please login to access this page')).not.toBeInTheDocument();
  });

  it("keeps the session and says 'Logout failed. Please try again.' when the server fails", async () => {
    const user = userEvent.setup();
    await openSignedInAt('/about');
    jest.mocked(logout).mockRejectedValue(new ApiError('Server Error', 500, 'Server Error'));

    await user.click(within(navbar()).getByRole('button', { name: 'Logout' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
    expect(currentAuthState()).toMatchObject({ status: 'authenticated', token: '7|secret' });
    expect(stored().token).toBe('7|secret');
    expect(location()).toHaveTextContent(/^\/about$/);
  });

  it('logs out all the same when the server says the token is already gone (401)', async () => {
    const user = userEvent.setup();
    await openSignedInAt('/about');
    jest.mocked(logout).mockRejectedValue(new ApiError('Unauthenticated.', 401, 'Unauthenticated.'));

    await user.click(within(navbar()).getByRole('button', { name: 'Logout' }));

    expect(currentAuthState().status).toBe('anonymous');
    expect(screen.getByText('Logout successful!')).toBeInTheDocument();
  });
});

describe('the account page’s requests (issue 34)', () => {
  it('ends a session the server already ended with the message it is given', async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt('/about');
    await settle();
    jest.mocked(logout).mockRejectedValue(new ApiError('Unauthenticated.', 401, 'Unauthenticated.'));

    act(() => requestLogout({ message: 'Your account has been deleted.' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Logout successful!')).not.toBeInTheDocument();
    expect(currentAuthState().status).toBe('anonymous');
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('reloads and stores the user when asked, so a new name shows at once', async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt('/about');
    await settle();
    const renamed = { ...sara, name: 'Sara Kareem' };
    jest.mocked(getProfile).mockResolvedValue(profileOf(renamed));

    act(() => refreshSession());
    await settle();

    expect(currentAuthState().user).toMatchObject({ name: 'Sara Kareem' });
    expect(JSON.parse(stored().user ?? '{}')).toMatchObject({ name: 'Sara Kareem' });
  });
});

describe('the guards with a real session', () => {
  it("send a restored user away from /login with 'You are already logged in'", async () => {
    storeSession('7|secret', sara);
    openShellAt('/login');
    expect(await screen.findByText('You are already logged in')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('let a restored user into /resume-builder', async () => {
    storeSession('7|secret', sara);
    jest.mocked(getProfile).mockResolvedValue(profileOf(sara));
    openShellAt('/resume-builder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
  });
});
