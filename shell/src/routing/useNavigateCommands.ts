import { navigate$ } from '@talent/event-bus';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Remotes ask for navigation on the bus; only the shell's router moves the browser. */
export function useNavigateCommands(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = navigate$.subscribe(({ to, replace }) => navigate(to, { replace }));
    return () => subscription.unsubscribe();
  }, [navigate]);
}
