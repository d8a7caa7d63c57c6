import './texts';
import { initI18n, startInterfaceLanguage } from '@talent/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only runs when this remote is opened on its own dev server; inside the shell, only the exposed pages load.
initI18n();
void startInterfaceLanguage();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
