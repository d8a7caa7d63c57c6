import { render } from '@testing-library/react';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellRoutes } from '../routing/ShellRoutes';

/** Shows where the router is, so a test can read the URL the way it reads any other text. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

/** The shell as the browser gets it, with the router started at `path`. */
export function renderShell(path: string) {
  initI18n();
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes />
        <CurrentLocation />
      </MemoryRouter>
    </UiProvider>,
  );
}
