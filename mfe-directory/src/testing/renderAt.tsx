import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can read the URL the page keeps its search in. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders routes the way the shell does: theme, translations and a router at a real path. */
export function renderAt(path: string, routes: ReactElement) {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        <LocationProbe />
      </MemoryRouter>
    </UiProvider>,
  );
}

/** A user who types without pauses, in step with jest's fake timers when they are on. */
export function testUser() {
  return userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
