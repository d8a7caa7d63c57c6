import { alert$, initialAuthState, setAuthState, type AlertCommand } from '@talent/event-bus';
import type { User } from '@talent/resume-model';

/** A company account: it sees the directory's company-only controls (issue #19). */
export const company: User = {
  id: 9,
  email: 'hr@rafidain.example',
  name: 'Rafidain Build',
  role: 'user',
  is_company: true,
};

/** An applicant account: it sees the directory as a visitor does. */
export const applicant: User = {
  id: 3,
  email: 'zainab@example.com',
  name: 'Zainab',
  role: 'user',
  is_company: false,
};

/** Signs `user` in as the shell would (or signs out with null). */
export function signIn(user: User | null) {
  setAuthState(
    user === null
      ? { ...initialAuthState, status: 'anonymous' }
      : { status: 'authenticated', user, token: '9|secret', applicant: null, isAdmin: false },
  );
}

/**
 * The alerts raised on the bus during each test of the file, read through the returned function; the
 * session is signed out after each test.
 */
export function collectAlerts(): () => AlertCommand[] {
  let alerts: AlertCommand[] = [];
  let subscription: { unsubscribe(): void } | null = null;
  beforeEach(() => {
    alerts = [];
    subscription = alert$.subscribe((command) => alerts.push(command));
  });
  afterEach(() => {
    subscription?.unsubscribe();
    setAuthState(initialAuthState);
  });
  return () => alerts;
}
