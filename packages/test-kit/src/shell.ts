// The shell as a remote's tests meet it: the session it publishes on the bus, and the alerts it is asked to show.
import {
  alert$,
  setAuthState,
  startSession,
  type AlertCommand,
  type StartSessionCommand,
} from '@talent/event-bus';
import type { ApplicantProfile, User } from '@talent/resume-model';
import type { Subscription } from 'rxjs';
import { anAnonymousShell, aSignedInShell } from './fixtures/sessions';

/** The session as the shell publishes it for a signed-in user (with the profile once it is in, else null). */
export function signedIn(user: User, token: string, applicant: ApplicantProfile | null = null) {
  setAuthState(aSignedInShell({ user, token, applicant }));
}

/** Nobody signed in. */
export function resetSession() {
  setAuthState(anAnonymousShell());
}

/**
 * Stands in for the shell in a test that mocks `@talent/event-bus`'s startSession: the session goes to
 * 'loading', then settles as the shell's would once the profile has loaded (or as nobody).
 */
export function shellSettlesSessionsAs(status: 'authenticated' | 'anonymous') {
  jest.mocked(startSession).mockImplementation(({ user, token }: StartSessionCommand) => {
    setAuthState({ ...anAnonymousShell(), status: 'loading' });
    void Promise.resolve().then(() =>
      setAuthState(status === 'authenticated' ? aSignedInShell({ user, token }) : anAnonymousShell()),
    );
  });
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

/** The messages of recorded alerts, in the order they were raised. */
export function messagesOf(alerts: readonly AlertCommand[]): string[] {
  return alerts.map((alert) => alert.message);
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
