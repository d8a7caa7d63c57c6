import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

describe('the directory remote on its own', () => {
  it.each([
    ['/', 'Talent Pool'],
    ['/about', 'About Us'],
    ['/preview/1', 'Resume Preview'],
  ])('serves %s with the heading %s, at the same path as the shell', async (path, heading) => {
    renderAt(path, <StandaloneRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an unknown path to the home page', () => {
    renderAt('/nowhere', <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeInTheDocument();
  });
});
