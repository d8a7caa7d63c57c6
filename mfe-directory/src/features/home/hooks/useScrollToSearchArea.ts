import { SEARCH_AREA_SCROLL_OFFSET_PX } from '@talent/resume-model';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const SEARCH_AREA_ID = 'search-area';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to the Talent Pool, stopping 80 px above it so the sticky navbar does not cover it (spec §2). */
export function scrollToSearchArea(): void {
  const target = document.getElementById(SEARCH_AREA_ID);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - SEARCH_AREA_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/** The same scroll happens on load when the URL hash is #search-area. */
export function useScrollToSearchAreaOnLoad(): () => void {
  const { hash } = useLocation();
  const arrivedWithHash = hash === `#${SEARCH_AREA_ID}`;
  useEffect(() => {
    if (!arrivedWithHash) return;
    const frame = requestAnimationFrame(scrollToSearchArea);
    return () => cancelAnimationFrame(frame);
    // Only on arrival: later hash changes come from the link, which scrolls by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(scrollToSearchArea, []);
}

export const RESULTS_ID = 'applicants-heading';

/**
 * Brings the result count and the first card into view after a search, a filter, a tab or an example
 * keyword (issue 35: on a phone they were under the fold, as if nothing happened), stopping below the
 * sticky navbar; at once for visitors who prefer reduced motion. Nothing moves when the results'
 * heading is in view already. With `focus`, the heading takes the focus (without a second scroll), so
 * the next Tab goes into the results and a screen reader reads where the user is.
 */
export function revealResults({ focus }: { focus: boolean }): void {
  const heading = document.getElementById(RESULTS_ID);
  if (!heading) return;
  const { top } = heading.getBoundingClientRect();
  const inView = top >= SEARCH_AREA_SCROLL_OFFSET_PX && top < window.innerHeight / 2;
  if (!inView) {
    window.scrollTo({
      top: Math.max(0, top + window.scrollY - SEARCH_AREA_SCROLL_OFFSET_PX),
      behavior: reducedMotion() ? 'auto' : 'smooth',
    });
  }
  if (focus) heading.focus({ preventScroll: true });
}
