import { currentAuthState, setAuthState } from '@talent/event-bus';

/**
 * Ends the start-up 'loading' state of the session. Sign-in does not exist yet (it arrives with the
 * accounts issue), so there is no stored token to restore and every visit starts anonymous.
 */
export function startSession(): void {
  if (currentAuthState().status === 'loading') setAuthState({ status: 'anonymous', user: null, token: null });
}
