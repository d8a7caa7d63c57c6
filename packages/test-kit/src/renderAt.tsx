import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows where the router is, so a test can read the URL a page keeps its state in. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAtOptions {
  /** Adds an `<output data-testid="location">` showing the router's path and query. */
  showLocation?: boolean;
}

/**
 * Renders routes the way the shell does: theme, translations and a router at a real path. An app's own
 * texts register on import: its `src/testing/renderAt.tsx` imports them before this.
 */
export function renderAt(path: string, routes: ReactElement, { showLocation = false }: RenderAtOptions = {}) {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        {showLocation ? <LocationProbe /> : null}
      </MemoryRouter>
    </UiProvider>,
  );
}

/** A user who types without pauses, in step with jest's fake timers when they are on. */
export function testUser() {
  return userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
