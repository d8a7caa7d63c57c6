import { initI18n, startInterfaceLanguage } from '@talent/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { holdFirstContent } from './firstContent';
import { startAuthSession } from './session/authSession';

initI18n();
// Before the first render, so guards see the restored session rather than a passing 'loading'.
startAuthSession();

function render(container: HTMLElement) {
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

const container = document.getElementById('root');
// The first render waits for the visitor's language (an Arabic or Kurdish visitor's texts are one small
// download), so the page never paints in English and then switches; the server has already written its
// lang and dir into <html>. Should the texts fail to download, the page shows in English.
if (container) {
  holdFirstContent(container);
  void startInterfaceLanguage().then(
    () => render(container),
    () => render(container),
  );
}
