import { auth$, startSession, type AuthStatus, type StartSessionCommand } from '@talent/event-bus';
import { filter, firstValueFrom, map, skip } from 'rxjs';

export type SessionOutcome = Exclude<AuthStatus, 'loading'>;

/**
 * Hands a fresh login or signup answer to the shell, which owns the session, and resolves once the
 * shell has settled it: 'authenticated' (it greets the user and moves on) or 'anonymous' (the profile
 * did not load; the shell has logged out and said why).
 */
export function handOverSession(command: StartSessionCommand): Promise<SessionOutcome> {
  // Listen before handing over: the shell may answer synchronously. The state seen now is the old one.
  const outcome = firstValueFrom(
    auth$.pipe(
      skip(1),
      map(({ status }) => status),
      filter((status): status is SessionOutcome => status !== 'loading'),
    ),
  );
  startSession(command);
  return outcome;
}
