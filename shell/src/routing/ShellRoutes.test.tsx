import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState, requestNavigation, setAuthState } from '@talent/event-bus';
import { anAnonymousShell, aSignedInShell } from '@talent/test-kit';
import { renderShell } from '../testing/renderShell';
import { serveRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

beforeEach(() => {
  serveRemotesJson();
  setAuthState(anAnonymousShell());
});
afterEach(() => setAuthState(initialAuthState));

const location = () => screen.getByRole('status', { name: 'current location' });

describe('the route table', () => {
  it.each([
    ['/', 'Talent Pool', 'Home - Talent Pool'],
    ['/about', 'About Us', 'About Us - Talent Pool'],
    ['/preview/1', 'Loading resume...', 'Resume Preview - Talent Pool'],
    ['/login', 'Welcome Back', 'Login - Talent Pool'],
    ['/signup', 'Create Your Account', 'Sign Up - Talent Pool'],
    ['/forgot-password', 'Reset Password', 'Forgot Password - Talent Pool'],
    ['/reset-password/abc?email=sara%40example.com', 'Reset Your Password', 'Reset Password - Talent Pool'],
  ])('opens %s with the remote page %s and the title %s', async (path, heading, title) => {
    renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it.each([
    ['/resume-builder', 'Resume Builder', 'Resume Builder - Talent Pool'],
    ['/profile', 'Your Profile', 'Your Profile - Talent Pool'],
  ])('opens %s for a signed-in user with the remote page %s', async (path, heading, title) => {
    setAuthState(aSignedInShell());
    renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('redirects any other path to /', async () => {
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });
});

describe('the navbar', () => {
  it("leads a visitor to 'About' and, through 'Join Now', to sign-up (issue #23)", async () => {
    const user = userEvent.setup();
    renderShell('/');
    const navbar = screen.getByRole('navigation', { name: 'Main navigation' });

    await user.click(within(navbar).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    await user.click(within(navbar).getByRole('link', { name: 'Join Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/signup');
  });

  it('is hidden on the resume builder', async () => {
    setAuthState(aSignedInShell());
    renderShell('/resume-builder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('the shell frame', () => {
  it("says in the footer that the product is 'powered by' its makers", () => {
    renderShell('/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/powered by/);
  });

  it("covers the page with 'Loading...' while the session loads, and keeps protected pages waiting", async () => {
    setAuthState(initialAuthState);
    renderShell('/profile');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();

    act(() => setAuthState(aSignedInShell()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('follows navigation commands that remotes raise on the bus', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Talent Pool' });

    act(() => requestNavigation('/about'));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });
});
