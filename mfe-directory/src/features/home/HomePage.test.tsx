import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import HomePage from './HomePage';

it("greets visitors with the product name and the 'Applicants' listing", () => {
  renderAt(
    '/',
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Applicants' })).toBeInTheDocument();
});
