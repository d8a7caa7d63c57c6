import {
  alert$,
  auth$,
  currentAuthState,
  initialAuthState,
  navigate$,
  raiseAlert,
  requestNavigation,
  setAuthState,
} from './index';
import type { AlertCommand, AuthState, NavigateCommand } from './index';

afterEach(() => setAuthState(initialAuthState));

describe('auth$', () => {
  it('starts in the loading state so guards wait for the session to be restored', () => {
    expect(currentAuthState()).toEqual({ status: 'loading', user: null, token: null });
  });

  it('gives a late subscriber the current session at once', () => {
    const signedIn: AuthState = {
      status: 'authenticated',
      user: { id: 7, email: 'sara@example.com', name: 'Sara', role: 'user', is_company: false },
      token: '7|secret',
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
