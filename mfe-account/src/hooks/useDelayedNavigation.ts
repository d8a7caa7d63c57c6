import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

interface PlannedNavigation {
  to: string;
  afterMs: number;
}

/**
 * Goes to another page after a pause (spec §9 redirect delays), so the user can read why. The timer
 * belongs to the page: leaving it first cancels the trip.
 */
export function useDelayedNavigation(): (to: string, afterMs: number) => void {
  const navigate = useNavigate();
  const [planned, setPlanned] = useState<PlannedNavigation | null>(null);

  useEffect(() => {
    if (!planned) return;
    const timer = setTimeout(() => navigate(planned.to), planned.afterMs);
    return () => clearTimeout(timer);
  }, [planned, navigate]);

  return useCallback((to, afterMs) => setPlanned({ to, afterMs }), []);
}
