import { COUNTER_ANIMATION_MS } from '@talent/resume-model';
import { useEffect, useState } from 'react';

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

/**
 * Counts from 0 up to `target` over 2 s. Visitors who ask for reduced motion see the total at once.
 */
export function useCountUp(target: number, durationMs = COUNTER_ANIMATION_MS): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (target <= 0) {
      setValue(0);
      return;
    }
    if (prefersReducedMotion()) {
      setValue(target);
      return;
    }
    let frame = 0;
    let started: number | null = null;
    const step = (now: number) => {
      started ??= now;
      const progress = (now - started) / durationMs;
      setValue(Math.round(target * easeOutQuart(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
