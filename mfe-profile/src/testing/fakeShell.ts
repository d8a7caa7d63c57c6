import { alert$, initialAuthState, setAuthState, type AlertCommand } from '@talent/event-bus';
import type { ApplicantProfile, User } from '@talent/resume-model';
import type { Subscription } from 'rxjs';

export const zainab: User = {
  id: 3,
  name: 'Zainab Al-Rubaie',
  email: 'zainab@example.com',
  role: 'user',
  is_company: false,
  applicant: null,
};

/** The session as the shell publishes it once the profile is in (or before, with `applicant` null). */
export function shellSignedIn(applicant: ApplicantProfile | null) {
  setAuthState({ status: 'authenticated', user: zainab, token: '3|secret', applicant, isAdmin: false });
}

export function resetSession() {
  setAuthState({ ...initialAuthState, status: 'anonymous' });
}

/**
 * Records what the page asks the shell's alert region to show. Call it at the top of a test file:
 * the list is emptied before each test.
 */
export function recordAlerts(): AlertCommand[] {
  const raised: AlertCommand[] = [];
  let subscription: Subscription | null = null;
  beforeEach(() => {
    raised.length = 0;
    subscription = alert$.subscribe((command) => raised.push(command));
  });
  afterEach(() => subscription?.unsubscribe());
  return raised;
}

/** A promise the test settles by hand, to look at the page while a call is still running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
