import { COUNTER_ANIMATION_MS } from '@talent/resume-model';
import { useEffect, useRef, useState } from 'react';

/** Ease-out quartic: fast at first, settling gently on the total (spec §2 hero counter). */
export function easeOutQuart(progress: number): number {
  const clamped = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - clamped) ** 4;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Where the last total shown stays for the tab's session, so a later visit starts from it. */
export const COUNTER_MEMORY_KEY = 'talent-pool.hero-counter';

function remembered(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(COUNTER_MEMORY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(value: number) {
  try {
    window.sessionStorage.setItem(COUNTER_MEMORY_KEY, String(value));
  } catch {
    // Storage refused (private mode, quota): the next visit counts up again, nothing more.
  }
}

/**
 * Counts up to `target` over 2 s, once a session (issue 23): the first visit counts from 0, a later one
 * starts from the total shown last time (so an unchanged total just stands there, and a new resume or
 * two tick up from it). Visitors who ask for reduced motion see the total at once.
 */
export function useCountUp(target: number, durationMs = COUNTER_ANIMATION_MS): number {
  const [value, setValue] = useState(() => remembered() ?? 0);
  const shown = useRef(value);
  shown.current = value;

  useEffect(() => {
    if (target <= 0) return;
    const from = shown.current;
    if (from === target || prefersReducedMotion()) {
      setValue(target);
      remember(target);
      return;
    }
    let frame = 0;
    let started: number | null = null;
    const step = (now: number) => {
      started ??= now;
      const progress = (now - started) / durationMs;
      setValue(Math.round(from + (target - from) * easeOutQuart(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
      else remember(target);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
