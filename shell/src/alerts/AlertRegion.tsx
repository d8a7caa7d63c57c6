import { alert$, type AlertCommand } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { SHORT_ALERT_DURATION_MS } from '@talent/resume-model';
import { Alert, BOTTOM_BAR_HEIGHT_PROPERTY } from '@talent/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

/**
 * Alerts never cover the navigation or a toolbar (issue #23): both sit at the top of the page (the
 * navbar, the builder's sticky top bar), so the region sits at the bottom: across a phone's width,
 * in the inline-end corner of a wider screen, and above a page's own bar at the foot of the screen.
 */
const Region = styled.div`
  position: fixed;
  /* Above a bar the page holds at the foot of the screen, if any (BOTTOM_BAR_HEIGHT_PROPERTY). */
  inset-block-end: calc(
    ${({ theme }) => theme.space.md} + var(${BOTTOM_BAR_HEIGHT_PROPERTY}, env(safe-area-inset-bottom, 0px))
  );
  inset-inline: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  /* The empty region lets taps through to the page; only the alert itself takes them. */
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  ${({ theme }) => theme.media.md} {
    inset-inline-start: auto;
    inline-size: 28rem;
  }
`;

interface ShownAlert extends AlertCommand {
  // A fresh key per alert restarts the timer even when the same message is raised twice.
  key: number;
  /** The page (path) the alert belongs to. */
  path: string;
}

/** How long an alert stays by itself; null: until the user dismisses it. */
export function alertLifetimeMs(alert: AlertCommand): number | null {
  if (alert.type === 'error' || alert.type === 'warning') return null;
  return Math.min(alert.durationMs ?? SHORT_ALERT_DURATION_MS, SHORT_ALERT_DURATION_MS);
}

/** Shows the latest alert raised on the bus (spec §3 keeps one alert in the client state). */
export function AlertRegion() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState<ShownAlert | null>(null);
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;

  // Subscribed in a layout effect, before any page's effects run, so an alert raised by a page or a
  // guard on its first render is not lost.
  useLayoutEffect(() => {
    let key = 0;
    const subscription = alert$.subscribe((command) => {
      key += 1;
      setShown({ ...command, key, path: currentPath.current });
    });
    return () => subscription.unsubscribe();
  }, []);

  // An alert belongs to the page it was raised on: an error from one page does not follow the user to
  // the next (issue #23). One that announces the change (a guard's 'Please log in', 'Logged in') stays
  // through that change only. This runs before the new page's own effects, which may raise its alerts.
  useEffect(() => {
    setShown((current) => {
      if (current === null || current.path === pathname) return current;
      return current.announcesNavigation ? { ...current, announcesNavigation: false, path: pathname } : null;
    });
  }, [pathname]);

  // Successes and information are short; an error or a warning waits until it has been read and
  // dismissed (issue #23, departing from spec §4's 10 s and 5 s for every alert).
  useEffect(() => {
    if (!shown) return undefined;
    const lifetime = alertLifetimeMs(shown);
    if (lifetime === null) return undefined;
    const timer = setTimeout(() => setShown(null), lifetime);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <Region aria-live="polite">
      {shown && (
        <Alert
          key={shown.key}
          type={shown.type}
          onClose={() => setShown(null)}
          closeLabel={t('alerts.dismiss')}
        >
          {shown.message}
        </Alert>
      )}
    </Region>
  );
}
