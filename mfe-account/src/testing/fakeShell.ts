import { initialAuthState, setAuthState, startSession, type StartSessionCommand } from '@talent/event-bus';
import { anApplicantUser } from '@talent/test-kit';

/** Each test starts with nobody signed in; a promise the test settles by hand. */
export { deferred, resetSession } from '@talent/test-kit';

export const sara = anApplicantUser({ id: 7, name: 'Sara Ahmed', email: 'sara@example.com' });

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
