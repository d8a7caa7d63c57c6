import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import AboutPage from './AboutPage';

it("is titled 'About Us' with the feature grid 'How we make it easier'", () => {
  renderAt(
    '/about',
    <Routes>
      <Route path="/about" element={<AboutPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How we make it easier' })).toBeInTheDocument();
});
