import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import LoginPage from './LoginPage';

it("is headed 'Welcome Back'", () => {
  renderAt(
    '/login',
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to your Talent Pool account')).toBeInTheDocument();
});
