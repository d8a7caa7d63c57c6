import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import ForgotPasswordPage from './ForgotPasswordPage';

it("is headed 'Reset Password'", () => {
  renderAt(
    '/forgot-password',
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  expect(screen.getByText('Enter your email to receive a reset link')).toBeInTheDocument();
});
