import { Container, UiProvider } from '@talent/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import RequestsPage from '../features/requests/RequestsPage';
import SavedSearchesPage from '../features/saved-searches/SavedSearchesPage';
import ShortlistsPage from '../features/shortlists/ShortlistsPage';
import { StandaloneSession } from './StandaloneSession';

/** The remote's pages at the shell's paths, so the employers' team can work without the shell running. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/shortlists" element={<ShortlistsPage />} />
      <Route path="/requests" element={<RequestsPage />} />
      <Route path="/saved-searches" element={<SavedSearchesPage />} />
      <Route path="*" element={<Navigate to="/shortlists" replace />} />
    </Routes>
  );
}

export function StandaloneApp() {
  return (
    <UiProvider>
      <BrowserRouter>
        <main>
          <Container>
            <StandaloneSession />
          </Container>
          <StandaloneRoutes />
        </main>
      </BrowserRouter>
    </UiProvider>
  );
}
