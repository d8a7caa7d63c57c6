import { Container, UiProvider } from '@talent/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import ProfilePage from '../features/profile/ProfilePage';
import { StandaloneSession } from './StandaloneSession';

/** The remote's pages at the shell's paths, so the profile team can work without the shell running. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="*" element={<Navigate to="/profile" replace />} />
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
