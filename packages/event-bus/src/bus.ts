import { BehaviorSubject, Subject } from 'rxjs';
import type { AlertCommand, AuthState, LogoutCommand, NavigateCommand, StartSessionCommand } from './events';

// Auth starts as 'loading' so guards wait until the shell has restored the session (spec §2 routing rules).
export const initialAuthState: AuthState = Object.freeze({
  status: 'loading',
  user: null,
  token: null,
  applicant: null,
  isAdmin: false,
});

/**
 * The bus is a Module Federation singleton: the shell and every remote share these very subjects.
 * A second copy would silently split the page into deaf halves, which is why the federation policy
 * in @talent/mf-config lists this package as a singleton.
 */
export const auth$ = new BehaviorSubject<AuthState>(initialAuthState);
export const alert$ = new Subject<AlertCommand>();
export const navigate$ = new Subject<NavigateCommand>();
export const sessionStart$ = new Subject<StartSessionCommand>();
export const logoutRequest$ = new Subject<LogoutCommand>();
/**
 * The account changed on the server (an address confirmed, a name changed on the account page; issue 34): the
 * shell reloads the signed-in user.
 */
export const sessionRefresh$ = new Subject<void>();
/** A remote's page has drawn its first content (issue 32): the shell stops showing the server's. */
export const pageContentShown$ = new Subject<void>();

export function setAuthState(next: AuthState): void {
  auth$.next(next);
}

export function currentAuthState(): AuthState {
  return auth$.getValue();
}

export function raiseAlert(command: AlertCommand): void {
  alert$.next(command);
}

export function requestNavigation(to: string, options: Omit<NavigateCommand, 'to'> = {}): void {
  navigate$.next({ to, ...options });
}

/** After a successful login or signup call: the shell takes over (see StartSessionCommand). */
export function startSession(command: StartSessionCommand): void {
  sessionStart$.next(command);
}

/** Asks the shell to load the signed-in user's profile again; nothing happens without a session. */
export function refreshSession(): void {
  sessionRefresh$.next();
}

/** The navbar or any remote asks the shell to log the user out. */
export function requestLogout(command: LogoutCommand = {}): void {
  logoutRequest$.next(command);
}

/**
 * A page tells the shell it has drawn what it first shows (its data arrived, or failed to): the shell
 * then swaps the server's first content for it (shell/src/firstContent.ts). Saying it again is harmless.
 */
export function announcePageContent(): void {
  pageContentShown$.next();
}
