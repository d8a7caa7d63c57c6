import { BehaviorSubject, Subject } from 'rxjs';
import type { AlertCommand, AuthState, NavigateCommand } from './events';

// Auth starts as 'loading' so guards wait until the shell has restored the session (spec §2 routing rules).
export const initialAuthState: AuthState = Object.freeze({ status: 'loading', user: null, token: null });

/**
 * The bus is a Module Federation singleton: the shell and every remote share these very subjects.
 * A second copy would silently split the page into deaf halves, which is why the federation policy
 * in @talent/mf-config lists this package as a singleton.
 */
export const auth$ = new BehaviorSubject<AuthState>(initialAuthState);
export const alert$ = new Subject<AlertCommand>();
export const navigate$ = new Subject<NavigateCommand>();

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
