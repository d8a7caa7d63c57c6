import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import ResumeBuilderPage from './ResumeBuilderPage';

it("is headed 'Resume Builder'", () => {
  renderAt(
    '/resume-builder',
    <Routes>
      <Route path="/resume-builder" element={<ResumeBuilderPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
});
