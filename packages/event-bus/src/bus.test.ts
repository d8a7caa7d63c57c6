import {
  alert$,
  auth$,
  currentAuthState,
  initialAuthState,
  logoutRequest$,
  navigate$,
  raiseAlert,
  requestLogout,
  refreshSession,
  sessionRefresh$,
  requestNavigation,
  sessionStart$,
  setAuthState,
  startSession,
} from './index';
import type { AlertCommand, AuthState, NavigateCommand, StartSessionCommand } from './index';

afterEach(() => setAuthState(initialAuthState));

describe('auth$', () => {
  it('starts in the loading state so guards wait for the session to be restored', () => {
    expect(currentAuthState()).toEqual({
      status: 'loading',
      user: null,
      token: null,
      applicant: null,
      isAdmin: false,
    });
  });

  it('gives a late subscriber the current session at once', () => {
    const signedIn: AuthState = {
      status: 'authenticated',
      user: { id: 7, email: 'sara@example.com', name: 'Sara', role: 'user', is_company: false },
      token: '7|secret',
      applicant: null,
      isAdmin: false,
    };
    setAuthState(signedIn);

    const seen: AuthState[] = [];
    const subscription = auth$.subscribe((state) => seen.push(state));
    subscription.unsubscribe();

    expect(seen).toEqual([signedIn]);
  });
});

describe('alert$', () => {
  it('delivers an alert to whoever listens when it is raised', () => {
    const seen: AlertCommand[] = [];
    const subscription = alert$.subscribe((alert) => seen.push(alert));

    raiseAlert({ message: 'Please login to access this page', type: 'error' });
    subscription.unsubscribe();

    expect(seen).toEqual([{ message: 'Please login to access this page', type: 'error' }]);
  });

  it('does not replay an old alert to a new listener', () => {
    raiseAlert({ message: 'You are already logged in', type: 'info', durationMs: 5000 });

    const seen: AlertCommand[] = [];
    const subscription = alert$.subscribe((alert) => seen.push(alert));
    subscription.unsubscribe();

    expect(seen).toEqual([]);
  });
});

describe('navigate$', () => {
  it('carries the target path and whether to replace the history entry', () => {
    const seen: NavigateCommand[] = [];
    const subscription = navigate$.subscribe((command) => seen.push(command));

    requestNavigation('/login?redirect=%2Fprofile', { replace: true });
    requestNavigation('/');
    subscription.unsubscribe();

    expect(seen).toEqual([{ to: '/login?redirect=%2Fprofile', replace: true }, { to: '/' }]);
  });
});

const sara = { id: 7, email: 'sara@example.com', name: 'Sara', role: 'user', is_company: false };

describe('startSession', () => {
  it('hands the login answer, its source and the wanted destination to whoever owns the session', () => {
    const seen: StartSessionCommand[] = [];
    const subscription = sessionStart$.subscribe((command) => seen.push(command));

    startSession({ user: sara, token: '7|secret', source: 'login', redirectTo: '/profile' });
    startSession({ user: sara, token: '7|other', source: 'signup' });
    subscription.unsubscribe();

    expect(seen).toEqual([
      { user: sara, token: '7|secret', source: 'login', redirectTo: '/profile' },
      { user: sara, token: '7|other', source: 'signup' },
    ]);
  });

  it('is a command, not state: a listener that arrives later does not start an old session', () => {
    startSession({ user: sara, token: '7|secret', source: 'login' });

    const seen: StartSessionCommand[] = [];
    const subscription = sessionStart$.subscribe((command) => seen.push(command));
    subscription.unsubscribe();

    expect(seen).toEqual([]);
  });

  it('leaves auth$ to the session owner', () => {
    startSession({ user: sara, token: '7|secret', source: 'login' });
    expect(currentAuthState()).toBe(initialAuthState);
  });
});

describe('requestLogout', () => {
  it('reaches the listener once per request, and only listeners present at that moment', () => {
    requestLogout();
    let requests = 0;
    const subscription = logoutRequest$.subscribe(() => {
      requests += 1;
    });

    requestLogout();
    requestLogout();
    subscription.unsubscribe();

    expect(requests).toBe(2);
  });
});

describe('requestLogout with a message, and refreshSession (issue 34)', () => {
  it('hands the message to the session owner', () => {
    const commands: unknown[] = [];
    const subscription = logoutRequest$.subscribe((command) => commands.push(command));
    requestLogout({ message: 'Your account has been deleted.' });
    requestLogout();
    subscription.unsubscribe();
    expect(commands).toEqual([{ message: 'Your account has been deleted.' }, {}]);
  });

  it('asks the session owner to reload the profile', () => {
    let refreshes = 0;
    const subscription = sessionRefresh$.subscribe(() => {
      refreshes += 1;
    });
    refreshSession();
    subscription.unsubscribe();
    expect(refreshes).toBe(1);
  });
});
