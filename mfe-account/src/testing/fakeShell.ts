import { initialAuthState, setAuthState, startSession, type StartSessionCommand } from '@talent/event-bus';
import type { User } from '@talent/resume-model';

export const sara: User = {
  id: 7,
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  role: 'user',
  is_company: false,
  applicant: null,
};

/**
 * Stands in for the shell's session in tests where `@talent/event-bus`'s startSession is mocked:
 * the session goes to 'loading', then settles as the shell would after loading the profile.
 */
export function shellSettlesSessionsAs(status: 'authenticated' | 'anonymous') {
  jest.mocked(startSession).mockImplementation(({ user, token }: StartSessionCommand) => {
    setAuthState({ ...initialAuthState, status: 'loading' });
    void Promise.resolve().then(() =>
      setAuthState(
        status === 'authenticated'
          ? { status, user, token, applicant: null, isAdmin: false }
          : { ...initialAuthState, status },
      ),
    );
  });
}

/** Each test starts with nobody signed in. */
export function resetSession() {
  setAuthState({ ...initialAuthState, status: 'anonymous' });
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
