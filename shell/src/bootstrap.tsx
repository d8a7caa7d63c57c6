import { initI18n } from '@talent/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFederation } from './federation/federation';
import { startAuthSession } from './session/authSession';

initI18n();
startFederation();
// Before the first render, so guards see the restored session rather than a passing 'loading'.
startAuthSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
