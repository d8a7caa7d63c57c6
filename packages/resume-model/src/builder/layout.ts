// The builder's split view and preview zoom (docs/product-rules.md §2 'Resume builder', §4 'Preview and PDF', §9).
import {
  FIT_FACTOR,
  FORM_SHARE_CLAMP_PERCENT,
  LARGE_SCREEN_BREAKPOINT_PX,
  ZOOM_LIMITS,
  ZOOM_STEP,
} from '../constants';
import { RESUME_PAGE_WIDTH_PX } from '../paper';

/** True at the widths where form and preview sit side by side. */
export function isLargeScreen(viewportWidth: number): boolean {
  return viewportWidth >= LARGE_SCREEN_BREAKPOINT_PX;
}

/** The form's share of the split, in percent, kept between 20 and 80. */
export function clampFormShare(percent: number): number {
  if (!Number.isFinite(percent)) return FORM_SHARE_CLAMP_PERCENT.min;
  return Math.min(FORM_SHARE_CLAMP_PERCENT.max, Math.max(FORM_SHARE_CLAMP_PERCENT.min, percent));
}

export interface SplitBox {
  /** Where the split container starts and how wide it is, in viewport pixels. */
  left: number;
  width: number;
  /** In right-to-left layouts the form sits on the right, so its share grows leftwards. */
  rightToLeft?: boolean;
}

/** The form share for a divider dragged to `pointerX` (a mouse or touch position), clamped. */
export function formShareAt(pointerX: number, box: SplitBox): number {
  if (box.width <= 0) return clampFormShare(Number.NaN);
  const fromStart = box.rightToLeft ? box.left + box.width - pointerX : pointerX - box.left;
  return clampFormShare((fromStart / box.width) * 100);
}

/** Zoom kept between 0.3 and 1.5 and rounded to a tenth, so repeated steps do not drift. */
export function clampZoom(zoom: number): number {
  const rounded = Math.round(zoom * 100) / 100;
  return Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, rounded));
}

export function zoomedIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_STEP);
}

export function zoomedOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_STEP);
}

/** Fit to width: panel width / the paper's width (794 px) × 0.9 on narrow screens or × 0.7 on wide ones, clamped. */
export function fitToWidthZoom(panelWidth: number, largeScreen: boolean): number {
  const factor = largeScreen ? FIT_FACTOR.wide : FIT_FACTOR.narrow;
  return clampZoom((panelWidth / RESUME_PAGE_WIDTH_PX) * factor);
}
