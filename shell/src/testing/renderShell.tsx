import { render } from '@testing-library/react';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ShellRoutes } from '../routing/ShellRoutes';

/** Shows where the router is, so a test can read the URL the way it reads any other text. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="current location">{`${pathname}${search}`}</output>;
}

/**
 * The shell as the browser gets it, at `path`. It runs on the page's real history (as in the
 * product), so code outside React that reads window.location sees the same place as the router.
 */
export function renderShell(path: string) {
  initI18n();
  window.history.replaceState(null, '', path);
  return render(
    <UiProvider>
      <BrowserRouter>
        <ShellRoutes />
        <CurrentLocation />
      </BrowserRouter>
    </UiProvider>,
  );
}
