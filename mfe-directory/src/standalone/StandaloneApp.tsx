import { UiProvider } from '@talent/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import AboutPage from '../features/about/AboutPage';
import ResumePreviewPage from '../features/resume-preview/ResumePreviewPage';

/** The remote's pages at the shell's paths, so the directory team can work without the shell running. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/preview/:id" element={<ResumePreviewPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
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
