import '../texts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { StandaloneRoutes } from '../standalone/StandaloneApp';

/** Renders routes the way the shell does: theme, translations and a router at a real path. */
export function renderAt(path: string, routes: ReactElement) {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </UiProvider>,
  );
}

/**
 * Opens the account pages at a path, all of them routed, so a test can follow a redirect to the next
 * page. The user types without pauses, which also keeps fake timers for the spec's delays in step.
 */
export function openAt(path: string) {
  const user = userEvent.setup({ delay: null });
  renderAt(path, <StandaloneRoutes />);
  return user;
}

export type TestUser = ReturnType<typeof openAt>;
