import { languageDirection, useTranslation } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ShellRoutes } from './routing/ShellRoutes';

export function App() {
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <UiProvider dir={languageDirection(language)}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
