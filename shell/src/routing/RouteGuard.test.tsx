import { act, render, screen } from '@testing-library/react';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AlertRegion } from '../alerts/AlertRegion';
import { aCompanyUser, anAnonymousShell, anApplicantUser, aSignedInShell } from '@talent/test-kit';
import { renderShell } from '../testing/renderShell';
import { serveRemotesJson } from '../testing/remotesJson';
import { RouteGuard } from './RouteGuard';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

const member = aSignedInShell();
const admin = aSignedInShell({
  user: anApplicantUser({ id: 2, email: 'admin@example.com', name: 'Admin', role: 'admin' }),
});

const location = () => screen.getByRole('status', { name: 'current location' });

beforeEach(() => serveRemotesJson());
afterEach(() => setAuthState(initialAuthState));

describe('a login-required page opened without a session', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setAuthState(anAnonymousShell());
  });
  afterEach(() => jest.useRealTimers());

  it("shows the error alert 'Please login to access this page'", async () => {
    renderShell('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please login to access this page');
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();
  });

  it('redirects to login with the path it came from, 500 ms later', async () => {
    renderShell('/profile');

    act(() => jest.advanceTimersByTime(499));
    expect(location()).toHaveTextContent(/^\/profile$/);

    act(() => jest.advanceTimersByTime(1));
    expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fprofile$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('keeps the full path, query included, in the redirect', async () => {
    renderShell('/resume-builder?step=2');
    act(() => jest.advanceTimersByTime(500));
    expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fresume-builder%3Fstep%3D2$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('does not redirect while the session is still loading', () => {
    setAuthState(initialAuthState);
    renderShell('/profile');
    act(() => jest.advanceTimersByTime(5000));
    expect(location()).toHaveTextContent(/^\/profile$/);
    expect(screen.queryByText('Please login to access this page')).not.toBeInTheDocument();
  });
});

describe('a guest-only page opened with a session', () => {
  it("shows the info alert 'You are already logged in' and goes home", async () => {
    setAuthState(member);
    renderShell('/login');
    expect(await screen.findByText('You are already logged in')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
  });
});

describe('a decision per visited location', () => {
  it('leaves an open guest-only page alone when a login finishes on it: the session moves on', async () => {
    setAuthState(anAnonymousShell());
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });

    act(() => setAuthState(member));

    expect(screen.queryByText('You are already logged in')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('judges the next location afresh', async () => {
    setAuthState(anAnonymousShell());
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    act(() => setAuthState(member));

    act(() => window.history.pushState(null, '', '/signup'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));

    expect(await screen.findByText('You are already logged in')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });
});

describe('an admin-only page', () => {
  // No route of the spec is admin-only; the guard still supports it (spec §2, §6).
  function renderAdminArea() {
    initI18n();
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/admin']}>
          <AlertRegion />
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route
              path="/admin"
              element={
                <RouteGuard access="admin">
                  <h1>Admin area</h1>
                </RouteGuard>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
  }

  it("sends a signed-in non-admin home with 'Admin access required'", () => {
    setAuthState(member);
    renderAdminArea();
    expect(screen.getByRole('alert')).toHaveTextContent('Admin access required');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('lets an admin in', () => {
    setAuthState(admin);
    renderAdminArea();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin area' })).toBeInTheDocument();
  });
});

describe('the companies’ pages (issue #19)', () => {
  it.each([
    ['/shortlists', 'Shortlists'],
    ['/requests', 'Contact requests'],
    ['/saved-searches', 'Saved searches'],
  ])('opens %s for a signed-in company', async (path, heading) => {
    setAuthState(aSignedInShell({ user: aCompanyUser() }));
    renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} - Talent Pool`);
  });

  it.each(['/shortlists', '/requests', '/saved-searches'])(
    'tells an applicant %s is for companies and takes them to their profile',
    async (path) => {
      setAuthState(member);
      renderShell(path);
      expect(
        await screen.findByText(
          'Shortlists, saved searches and contact requests are for company accounts. Here is your profile.',
        ),
      ).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/profile$/);
      expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    },
  );

  it.each(['/resume-builder', '/profile'])(
    'never lets a company land on %s: it is told so and taken to its requests (issue 34)',
    async (path) => {
      setAuthState(aSignedInShell({ user: aCompanyUser() }));
      renderShell(path);
      expect(
        await screen.findByText(
          'The resume builder and the resume profile are for applicant accounts. Here are your contact requests.',
        ),
      ).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/requests$/);
      expect(await screen.findByRole('heading', { level: 1, name: 'Contact requests' })).toBeInTheDocument();
    },
  );

  it('sends a visitor without a session to login, with the way back', async () => {
    jest.useFakeTimers();
    try {
      setAuthState(anAnonymousShell());
      renderShell('/shortlists?list=4');
      expect(await screen.findByRole('alert')).toHaveTextContent('Please login to access this page');
      act(() => jest.advanceTimersByTime(500));
      expect(location()).toHaveTextContent(/^\/login\?redirect=%2Fshortlists%3Flist%3D4$/);
    } finally {
      jest.useRealTimers();
    }
  });
});
