import { alert$, type AlertCommand } from '@talent/event-bus';
import { useTranslation } from '@talent/i18n';
import { ALERT_DURATION_DIRECTORY_MS } from '@talent/resume-model';
import { Alert } from '@talent/ui';
import { useEffect, useLayoutEffect, useState } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  inline-size: min(28rem, calc(100% - 2 * ${({ theme }) => theme.space.md}));
`;

interface ShownAlert extends AlertCommand {
  // A fresh key per alert restarts the timer even when the same message is raised twice.
  key: number;
}

/** Shows the latest alert raised on the bus (spec §3 keeps one alert in the client state). */
export function AlertRegion() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState<ShownAlert | null>(null);

  // Subscribed in a layout effect, before any page's effects run, so an alert raised by a page or a
  // guard on its first render is not lost.
  useLayoutEffect(() => {
    let key = 0;
    const subscription = alert$.subscribe((command) => {
      key += 1;
      setShown({ ...command, key });
    });
    return () => subscription.unsubscribe();
  }, []);

  // Spec §4: an alert hides itself after 10 s unless its sender (the builder, the profile) asks for less.
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), shown.durationMs ?? ALERT_DURATION_DIRECTORY_MS);
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
