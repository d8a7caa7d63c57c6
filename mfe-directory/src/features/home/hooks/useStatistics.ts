import { getStatistics } from '@talent/api-sdk';
import { useEffect, useState } from 'react';

/** The number of published resumes; 0 until it arrives, and 0 if it never does (spec §8: logged only). */
export function useTotalResumes(): number {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let live = true;
    getStatistics().then(
      (statistics) => {
        if (live && Number.isFinite(statistics.totalResumes)) setTotal(Math.max(0, statistics.totalResumes));
      },
      (error: unknown) => console.warn('Statistics could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return total;
}
