import { setAuthToken } from '@talent/api-sdk';
import { alert$, initialAuthState, setAuthState, type AlertCommand } from '@talent/event-bus';
import { STORAGE_KEYS } from '@talent/resume-model';
import { Alert } from '@talent/ui';
import { useEffect, useState } from 'react';

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/**
 * Plays the shell's part when the remote runs on its own dev server: a token the shell stored on this
 * origin signs the API calls (the company's lists and requests), and bus alerts show above the
 * page for as long as they ask.
 */
export function StandaloneSession() {
  const [alert, setAlert] = useState<AlertCommand | null>(null);

  useEffect(() => {
    const token = storedToken();
    setAuthToken(token);
    setAuthState(
      token
        ? { status: 'authenticated', user: null, token, applicant: null, isAdmin: false }
        : { ...initialAuthState, status: 'anonymous' },
    );
  }, []);

  useEffect(() => {
    const subscription = alert$.subscribe(setAlert);
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    if (!alert?.durationMs) return undefined;
    const timer = setTimeout(() => setAlert(null), alert.durationMs);
    return () => clearTimeout(timer);
  }, [alert]);

  return alert && <Alert type={alert.type}>{alert.message}</Alert>;
}
