import { initI18n } from '@talent/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startAuthSession } from './session/authSession';

initI18n();
// Before the first render, so guards see the restored session rather than a passing 'loading'.
startAuthSession();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // As a transition, React renders the first page in slices and lets the browser handle input and
  // paint in between, instead of one long task that blocks the page (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
