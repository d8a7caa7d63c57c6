import type { AuthState } from '@talent/event-bus';
import type { User } from '@talent/resume-model';

export const sara: User = { id: 1, email: 'sara@example.com', name: 'Sara', role: 'user', is_company: false };

/** A company account (issue #19): it has shortlists and requests, not a resume. */
export const rafidainBuild: User = {
  id: 9,
  email: 'hr@rafidain.example',
  name: 'Rafidain Build',
  role: 'user',
  is_company: true,
};

export const anonymous: AuthState = {
  status: 'anonymous',
  user: null,
  token: null,
  applicant: null,
  isAdmin: false,
};

/** A session as the shell publishes it once a user is signed in. */
export function signedIn(user: User = sara, token = '1|secret'): AuthState {
  return { status: 'authenticated', user, token, applicant: null, isAdmin: user.role === 'admin' };
}
