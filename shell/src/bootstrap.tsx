import { initI18n } from '@talent/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFederation } from './federation/federation';
import { startSession } from './session/startSession';

initI18n();
startFederation();
startSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
