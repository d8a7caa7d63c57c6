import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState, logoutRequest$, setAuthState } from '@talent/event-bus';
import { aCompanyUser, anAnonymousShell, aSignedInShell } from '@talent/test-kit';
import { renderShell } from '../testing/renderShell';
import { serveRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

beforeEach(() => serveRemotesJson());
afterEach(() => setAuthState(initialAuthState));

const navbar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const menuButton = () => within(navbar()).getByRole('button', { name: 'Menu' });
const menu = () => {
  const id = menuButton().getAttribute('aria-controls');
  const panel = id === null ? null : document.getElementById(id);
  if (panel === null) throw new Error('the menu is closed');
  return within(panel);
};
const location = () => screen.getByRole('status', { name: 'current location' });

describe('for a visitor (spec §1)', () => {
  beforeEach(() => setAuthState(anAnonymousShell()));

  it("shows 'About', 'Login' and 'Join Now', which leads to sign-up (issue #23)", async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Talent Pool' });
    expect(within(navbar()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(navbar()).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
    expect(within(navbar()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(navbar()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(navbar()).queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it("offers 'Login' and 'Create Account' in the mobile menu, behind a disclosure button", async () => {
    const user = userEvent.setup();
    renderShell('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(navbar()).queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();

    await user.click(menuButton());

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(menu().getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderShell('/');
    await user.click(menuButton());

    await user.click(menu().getByRole('link', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/signup$/);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton().getAttribute('aria-controls')).not.toBeNull();
    expect(document.getElementById(menuButton().getAttribute('aria-controls')!)).toBeNull();
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderShell('/');
    await user.click(menuButton());

    await user.keyboard('{Escape}');

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('toggles the menu closed with its button', async () => {
    const user = userEvent.setup();
    renderShell('/');
    await user.click(menuButton());
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('for a signed-in user (spec §1)', () => {
  beforeEach(() => setAuthState(aSignedInShell()));

  it("shows 'About', 'Resume' (to /profile) and 'Logout', and no join link", async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Talent Pool' });
    expect(within(navbar()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(navbar()).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/profile');
    expect(within(navbar()).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(navbar()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(navbar()).queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('asks the session to log out, from the bar or from the mobile menu, closing the menu', async () => {
    const user = userEvent.setup();
    const requests = jest.fn();
    const subscription = logoutRequest$.subscribe(requests);
    renderShell('/about');

    await user.click(within(navbar()).getByRole('button', { name: 'Logout' }));
    await user.click(menuButton());
    expect(menu().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(menu().getByRole('button', { name: 'Logout' }));
    subscription.unsubscribe();

    expect(requests).toHaveBeenCalledTimes(2);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches to the visitor links as soon as the session ends', async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Talent Pool' });
    act(() => setAuthState(anAnonymousShell()));
    expect(within(navbar()).getByRole('link', { name: 'Join Now' })).toBeInTheDocument();
    expect(within(navbar()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});

describe('for a signed-in company (issue #19)', () => {
  beforeEach(() => setAuthState(aSignedInShell({ user: aCompanyUser() })));

  it("shows 'Shortlists' and 'Requests' instead of 'Resume', a company having no resume", async () => {
    renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Talent Pool' });
    expect(within(navbar()).getByRole('link', { name: 'Shortlists' })).toHaveAttribute('href', '/shortlists');
    expect(within(navbar()).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/requests');
    expect(within(navbar()).queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
    // Issue 34: every signed-in account has its settings page.
    expect(within(navbar()).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(navbar()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers the same links in the mobile menu, and they lead to the companies’ pages', async () => {
    const user = userEvent.setup();
    renderShell('/about');
    await user.click(menuButton());
    expect(menu().queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
    await user.click(menu().getByRole('link', { name: 'Requests' }));
    expect(location()).toHaveTextContent(/^\/requests$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact requests' })).toBeInTheDocument();
    await user.click(menuButton());
    await user.click(menu().getByRole('link', { name: 'Shortlists' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shortlists' })).toBeInTheDocument();
  });
});
