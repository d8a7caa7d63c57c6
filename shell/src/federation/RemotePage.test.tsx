import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { loadRemote, loadRemotePage, registerRemotes } from '../testing/fakeFederationRuntime';
import { remoteEntries, serveRemotesJson } from '../testing/remotesJson';
import { renderShell } from '../testing/renderShell';
import { anAnonymousShell, aSignedInShell } from '@talent/test-kit';
import { RemoteLoadError } from './remoteFailurePlugin';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

// What the runtime (with our errorLoadRemote plugin) throws when a remote cannot be fetched.
function remoteDown(id: string) {
  return Promise.reject(new RemoteLoadError(id, new TypeError('Failed to fetch')));
}

/**
 * The page `id` cannot be fetched the next `times` it is asked for; every other page loads. Keyed by the page,
 * not by the order of calls: a page the shell asks for first (a slow machine changes the order) takes nothing
 * meant for another.
 */
function downFor(id: string, times = 1) {
  let left = times;
  loadRemote.mockImplementation((asked: string) => {
    if (asked !== id || left === 0) return loadRemotePage(asked);
    left -= 1;
    return remoteDown(id);
  });
}

beforeEach(() => {
  serveRemotesJson();
  setAuthState(anAnonymousShell());
  // React reports every error a boundary catches; here the errors are the point of the test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  loadRemote.mockImplementation(loadRemotePage);
  setAuthState(initialAuthState);
  jest.mocked(console.error).mockRestore();
});

it('shows a fallback with Retry inside the shell while every other route keeps working', async () => {
  const user = userEvent.setup();
  downFor('directory/AboutPage');
  renderShell('/about');

  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 1, name: 'This part of Talent Pool could not be loaded' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();

  const navbar = screen.getByRole('navigation');
  await user.click(within(navbar).getByRole('link', { name: 'Join Now' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
});

it('Retry reads /remotes.json again, registers the remote afresh and loads the page', async () => {
  const user = userEvent.setup();
  const fetchMock = serveRemotesJson();
  downFor('directory/HomePage');
  renderShell('/');
  const retry = await screen.findByRole('button', { name: 'Retry' });
  const readsBeforeRetry = fetchMock.mock.calls.length;
  await user.click(retry);

  expect(await screen.findByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(readsBeforeRetry + 1);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'directory', entry: remoteEntries.directory }], {
    force: true,
  });
  expect(loadRemote).toHaveBeenLastCalledWith('directory/HomePage');
});

it('keeps the fallback when the remote is still down, and recovers on a later Retry', async () => {
  const user = userEvent.setup();
  downFor('profile/ProfilePage', 2);
  setAuthState(aSignedInShell());
  renderShell('/profile');

  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
});
