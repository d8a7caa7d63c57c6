import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

describe('the account remote on its own', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/signup', 'Create Your Account'],
    ['/forgot-password', 'Reset Password'],
    ['/reset-password/abc123?email=sara%40example.com', 'Reset Your Password'],
  ])('serves %s with the heading %s, at the same path as the shell', (path, heading) => {
    renderAt(path, <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an unknown path to the login page', () => {
    renderAt('/nowhere', <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });
});
