import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import ResetPasswordPage from './ResetPasswordPage';

it("is headed 'Reset Your Password'", () => {
  renderAt(
    '/reset-password/abc123',
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
});
