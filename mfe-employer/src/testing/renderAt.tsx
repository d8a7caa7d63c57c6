import '../texts';
import { render } from '@testing-library/react';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders routes the way the shell does: theme, translations and a router at a real path. */
export function renderAt(path: string, routes: ReactElement) {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>
    </UiProvider>,
  );
}
