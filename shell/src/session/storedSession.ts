import { STORAGE_KEYS, type User } from '@talent/resume-model';

export interface StoredSession {
  token: string;
  user: User;
}

/** Spec §4: a stored user counts only with an id and an e-mail. */
function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Partial<User>;
  return typeof id === 'number' && typeof email === 'string' && email !== '';
}

// Storage can be switched off or full (private windows, quotas): the session then lives in memory only.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The token and user kept from an earlier visit, or null when either is missing or unusable. */
export function readStoredSession(): StoredSession | null {
  return attempt(() => {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || rawUser === null) return null;
    const user: unknown = JSON.parse(rawUser);
    return isStoredUser(user) ? { token, user } : null;
  }, null);
}

export function storeSession({ token, user }: StoredSession): void {
  attempt(() => {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }, undefined);
}

export function clearStoredSession(): void {
  attempt(() => {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
  }, undefined);
}
