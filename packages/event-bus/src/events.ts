// Every event the front end passes between the shell and the remotes, in one place (ARCHITECTURE.md §2).
// State travels on BehaviorSubjects (a late subscriber still gets the current value);
// commands travel on Subjects (fire once, whoever listens at that moment acts).
import type { ApplicantProfile, User } from '@talent/resume-model';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** The session as the shell knows it; remotes read it, only the shell writes it. */
export interface AuthState {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  /** The signed-in user's profile (`GET /api/profile`), once the shell has loaded it. */
  applicant: ApplicantProfile | null;
  /** Spec §6: a user whose role is 'admin'. */
  isAdmin: boolean;
}

/** Spec §3 "Alert types". */
export type AlertType = 'info' | 'success' | 'error' | 'warning';

/** Ask the shell to show an alert; without `durationMs` the shell's default applies. */
export interface AlertCommand {
  message: string;
  type: AlertType;
  durationMs?: number;
  /**
   * The alert tells of the page change that follows it ('Please log in', 'Logged in'): it stays through
   * that one change. Any other alert belongs to its page and is cleared when the page changes (issue #23).
   */
  announcesNavigation?: boolean;
}

/** Ask the shell's router to go somewhere; remotes never own the browser history. */
export interface NavigateCommand {
  to: string;
  replace?: boolean;
}

/**
 * The account remote hands a fresh login or signup answer to the shell, which owns the session:
 * it stores it, loads the profile, then greets the user and moves on (or logs out on failure).
 */
export interface StartSessionCommand {
  user: User;
  token: string;
  source: 'login' | 'signup';
  /** Where to go after the greeting; the shell honours only a path on this site. */
  redirectTo?: string;
}

/**
 * Ask the shell to end the session (the navbar's Logout, or the account page once the server has ended
 * it: signed out everywhere, account deleted). `message` replaces 'Logout successful!' as the alert.
 */
export interface LogoutCommand {
  message?: string;
}
