import { screen } from '@testing-library/react';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import ResumePreviewPage from './ResumePreviewPage';

const previewRoute = (
  <Routes>
    <Route path="/preview/:id" element={<ResumePreviewPage />} />
  </Routes>
);

it("shows 'Loading resume...' before anything else", () => {
  initI18n();
  const firstPaint = renderToStaticMarkup(
    <UiProvider>
      <MemoryRouter initialEntries={['/preview/1']}>{previewRoute}</MemoryRouter>
    </UiProvider>,
  );
  expect(firstPaint).toContain('Loading resume...');
});

it('then shows the resume preview', () => {
  renderAt('/preview/1', previewRoute);
  expect(screen.getByRole('heading', { level: 1, name: 'Resume Preview' })).toBeInTheDocument();
  expect(screen.queryByText('Loading resume...')).not.toBeInTheDocument();
});
