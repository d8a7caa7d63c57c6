import { UiProvider } from '@talent/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import ResumeBuilderPage from '../features/resume-builder/ResumeBuilderPage';

/** The remote's pages at the shell's paths, so the builder team can work without the shell running. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/resume-builder" element={<ResumeBuilderPage />} />
      <Route path="*" element={<Navigate to="/resume-builder" replace />} />
    </Routes>
  );
}

export function StandaloneApp() {
  return (
    <UiProvider>
      <BrowserRouter>
        <main>
          <StandaloneRoutes />
        </main>
      </BrowserRouter>
    </UiProvider>
  );
}
