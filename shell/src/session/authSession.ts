import {
  getProfile,
  isApiError,
  logout as revokeToken,
  onTokenRejected,
  profileLoadErrorMessage,
  setAuthToken,
  type ProfileResponse,
} from '@talent/api-sdk';
import {
  currentAuthState,
  logoutRequest$,
  raiseAlert,
  requestNavigation,
  sessionRefresh$,
  sessionStart$,
  setAuthState,
  type AuthState,
  type LogoutCommand,
  type StartSessionCommand,
} from '@talent/event-bus';
import { i18n } from '@talent/i18n';
import {
  ADMIN_ROLE,
  REDIRECT_AFTER_LOGIN_MS,
  REDIRECT_AFTER_SIGNUP_MS,
  type ApplicantProfile,
  type User,
} from '@talent/resume-model';
import { BehaviorSubject, Subscription } from 'rxjs';
import { isPublicPath, loginPathFor, safeRedirectPath } from '../routing/redirects';
import { forgetAccountsKeptOnDevice } from './keptOnDevice';
import { clearStoredSession, readStoredSession, storeSession } from './storedSession';

/** True while the shell fetches the profile of a restored session (spec §1: the 'Loading...' overlay). */
export const profileLoading$ = new BehaviorSubject<boolean>(false);

// Bumped whenever the session changes hands (login, logout, expiry). An answer that arrives for an
// older session is dropped, so a slow profile call cannot bring back a user who has just logged out.
let generation = 0;
let loggingOut = false;

const text = () => i18n.getFixedT(null, 'shell', 'session');

function signedIn(user: User, token: string, applicant: ApplicantProfile | null): AuthState {
  return { status: 'authenticated', user, token, applicant, isAdmin: user.role === ADMIN_ROLE };
}

const anonymous: AuthState = {
  status: 'anonymous',
  user: null,
  token: null,
  applicant: null,
  isAdmin: false,
};

function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** The profile answer split into the user it belongs to and the applicant profile itself. */
function splitProfile({ user, ...applicant }: ProfileResponse): { user: User; applicant: ApplicantProfile } {
  return { user, applicant };
}

/** Spec §4: clears user, applicant, token and their stored copies, and what the builder kept of them. */
function clearSession(): void {
  generation += 1;
  setAuthToken(null);
  clearStoredSession();
  void forgetAccountsKeptOnDevice();
  profileLoading$.next(false);
  setAuthState(anonymous);
}

function adoptProfile(token: string, profile: ProfileResponse): void {
  const { user, applicant } = splitProfile(profile);
  storeSession({ token, user });
  setAuthState(signedIn(user, token, applicant));
}

/**
 * Spec §2 'After session expiry' and §8 'Directory profile fetch': the server answered 401 to a call that
 * carried `token` (the shell's profile fetch, or a read of any screen: the profile page, the builder's
 * load), so the session ends and the user goes to login, to come back where they were. A login still
 * loading its profile answers its own failure (spec §8 'Profile load after login'), and an answer for a
 * token already replaced changes nothing.
 */
function expireSession(token: string): void {
  const state = currentAuthState();
  if (state.status !== 'authenticated' || state.token !== token || loggingOut) return;
  const from = currentFullPath();
  clearSession();
  raiseAlert({ message: text()('expired'), type: 'error', announcesNavigation: true });
  requestNavigation(loginPathFor(from));
}

/** Spec §4 / §8 'Directory profile fetch': the profile of a session restored from storage. */
async function loadRestoredProfile(token: string): Promise<void> {
  const mine = generation;
  profileLoading$.next(true);
  try {
    const profile = await getProfile();
    if (mine === generation) adoptProfile(token, profile);
  } catch (error) {
    if (mine !== generation) return;
    if (isApiError(error) && error.status === 401) {
      expireSession(token);
    } else {
      raiseAlert({ message: text()('profileLoadFailed'), type: 'error' });
    }
  } finally {
    if (mine === generation) profileLoading$.next(false);
  }
}

/**
 * Spec §4 'Auth', on start: the stored token and user come back (a user without id and e-mail is
 * dropped with its token), then the profile is fetched unless the page is public.
 */
export function restoreSession(): void {
  generation += 1;
  const stored = readStoredSession();
  if (stored === null) {
    clearSession();
    return;
  }
  setAuthToken(stored.token);
  setAuthState(signedIn(stored.user, stored.token, null));
  if (!isPublicPath(window.location.pathname)) void loadRestoredProfile(stored.token);
}

/** contracts-accounts.md `startSession`: store, load the profile, then greet and move on — or log out. */
async function beginSession({ user, token, source, redirectTo }: StartSessionCommand): Promise<void> {
  generation += 1;
  const mine = generation;
  storeSession({ token, user });
  setAuthToken(token);
  // 'loading' until the profile is in: the account page reads the outcome when it leaves this state.
  setAuthState({ ...signedIn(user, token, null), status: 'loading' });

  let profile: ProfileResponse;
  try {
    profile = await getProfile();
  } catch (error) {
    if (mine !== generation) return;
    // Spec §8 'Profile load after login': the user is logged out after any of these. A token the
    // server still accepts is revoked; a 401 means it is already dead.
    if (!(isApiError(error) && error.status === 401)) await revokeToken().catch(() => undefined);
    if (mine !== generation) return;
    clearSession();
    raiseAlert({ message: profileLoadErrorMessage(error), type: 'error' });
    return;
  }
  if (mine !== generation) return;

  adoptProfile(token, profile);
  const greeting = source === 'login' ? text()('loginSuccessful') : text()('signupSuccessful');
  raiseAlert({ message: greeting, type: 'success', announcesNavigation: true });
  const target = safeRedirectPath(redirectTo);
  const delay = source === 'login' ? REDIRECT_AFTER_LOGIN_MS : REDIRECT_AFTER_SIGNUP_MS;
  setTimeout(() => {
    if (mine === generation) requestNavigation(target);
  }, delay);
}

/**
 * contracts-accounts.md `requestLogout`: revoke the token, clear the session, go home. A 401 means
 * the server already forgot the token, so the user is logged out all the same; any other failure
 * keeps the session so the user can try again.
 */
async function endSession({ message }: LogoutCommand): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  try {
    if (currentAuthState().token !== null) await revokeToken();
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) {
      raiseAlert({ message: text()('logoutFailed'), type: 'error' });
      return;
    }
  } finally {
    loggingOut = false;
  }
  clearSession();
  requestNavigation('/');
  raiseAlert({ message: message ?? text()('logoutSuccessful'), type: 'success', announcesNavigation: true });
}

/** Restores the session and starts answering the bus's session commands; the shell calls it once. */
export function startAuthSession(): Subscription {
  restoreSession();
  const subscription = new Subscription();
  subscription.add(sessionStart$.subscribe((command) => void beginSession(command)));
  subscription.add(logoutRequest$.subscribe((command) => void endSession(command)));
  subscription.add(
    sessionRefresh$.subscribe(() => {
      const { status, token } = currentAuthState();
      if (status === 'authenticated' && token !== null) void loadRestoredProfile(token);
    }),
  );
  subscription.add(onTokenRejected(expireSession));
  return subscription;
}
