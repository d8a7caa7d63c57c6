import { alert$, initialAuthState, sessionStart$, setAuthState, type AlertCommand } from '@talent/event-bus';
import { ADMIN_ROLE } from '@talent/resume-model';
import { Alert } from '@talent/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Plays the shell's part when the remote runs on its own dev server: nobody is signed in at first,
 * a handed-over session is taken as it is (no profile load), and bus alerts show above the page.
 */
export function StandaloneSession() {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<AlertCommand | null>(null);

  useEffect(() => {
    setAuthState({ ...initialAuthState, status: 'anonymous' });
  }, []);

  useEffect(() => {
    const subscriptions = [
      alert$.subscribe(setAlert),
      sessionStart$.subscribe(({ user, token, redirectTo }) => {
        setAuthState({
          status: 'authenticated',
          user,
          token,
          applicant: user.applicant ?? null,
          isAdmin: user.role === ADMIN_ROLE,
        });
        navigate(redirectTo ?? '/');
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [navigate]);

  return alert && <Alert type={alert.type}>{alert.message}</Alert>;
}
