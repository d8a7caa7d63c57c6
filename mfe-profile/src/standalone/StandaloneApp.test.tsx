import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

describe('the profile remote on its own', () => {
  it.each(['/profile', '/nowhere'])('shows the profile at %s', (path) => {
    renderAt(path, <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
  });
});
