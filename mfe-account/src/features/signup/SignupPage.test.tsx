import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import SignupPage from './SignupPage';

it("is headed 'Create Your Account'", () => {
  renderAt(
    '/signup',
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
  expect(screen.getByText('Choose your profile type to get started')).toBeInTheDocument();
});
