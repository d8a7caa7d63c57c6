import { useTranslation } from '@talent/i18n';
import {
  clampFormShare,
  DEFAULT_FORM_SHARE_PERCENT,
  FORM_SHARE_CLAMP_PERCENT,
  formShareAt,
} from '@talent/resume-model';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Split = styled.div<{ $share: number; $dragging: boolean }>`
  display: grid;
  grid-template-columns: ${({ $share }) => `${$share}%`} 0.5rem minmax(0, 1fr);
  block-size: 100%;
  min-block-size: 0;
  user-select: ${({ $dragging }) => ($dragging ? 'none' : 'auto')};

  /* The frame would swallow the pointer while the divider is dragged across it. */
  iframe {
    pointer-events: ${({ $dragging }) => ($dragging ? 'none' : 'auto')};
  }
`;

const Pane = styled.div`
  min-inline-size: 0;
  min-block-size: 0;
  overflow: auto;
`;

const Divider = styled.div`
  cursor: col-resize;
  touch-action: none;
  background: ${({ theme }) => theme.colors.border};

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const KEY_STEP_PERCENT = 2;

/**
 * Spec §2 layout on large screens: form and preview side by side (41.67% / 58.33%), with a divider
 * dragged by mouse or touch (or moved with the arrow keys) that keeps the form between 20% and 80%.
 */
export function SplitView({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const { t } = useTranslation('builder');
  const box = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(DEFAULT_FORM_SHARE_PERCENT);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!dragging) return undefined;
    const follow = (clientX: number) => {
      const element = box.current;
      if (!element) return;
      const { left, width } = element.getBoundingClientRect();
      const rightToLeft = getComputedStyle(element).direction === 'rtl';
      setShare(formShareAt(clientX, { left, width, rightToLeft }));
    };
    const onMouseMove = (event: MouseEvent) => follow(event.clientX);
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) follow(touch.clientX);
    };
    const stop = () => setDragging(false);
    window.addEventListener('mousemove', onMouseMove);
    window.addEventListener('mouseup', stop);
    window.addEventListener('touchmove', onTouchMove);
    window.addEventListener('touchend', stop);
    window.addEventListener('touchcancel', stop);
    return () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', stop);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('touchend', stop);
      window.removeEventListener('touchcancel', stop);
    };
  }, [dragging]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const grow = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const shrink = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === grow) next = share + KEY_STEP_PERCENT;
    else if (event.key === shrink) next = share - KEY_STEP_PERCENT;
    else if (event.key === 'Home') next = FORM_SHARE_CLAMP_PERCENT.min;
    else if (event.key === 'End') next = FORM_SHARE_CLAMP_PERCENT.max;
    if (next === null) return;
    event.preventDefault();
    setShare(clampFormShare(next));
  };

  return (
    <Split ref={box} $share={share} $dragging={dragging}>
      <Pane>{form}</Pane>
      <Divider
        role="separator"
        aria-orientation="vertical"
        aria-label={t('preview.divider')}
        aria-valuemin={FORM_SHARE_CLAMP_PERCENT.min}
        aria-valuemax={FORM_SHARE_CLAMP_PERCENT.max}
        aria-valuenow={Math.round(share * 100) / 100}
        tabIndex={0}
        onMouseDown={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onTouchStart={() => setDragging(true)}
        onKeyDown={onKeyDown}
      />
      <Pane>{preview}</Pane>
    </Split>
  );
}
