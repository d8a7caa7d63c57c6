import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

describe('the builder remote on its own', () => {
  it.each(['/resume-builder', '/nowhere'])('shows the resume builder at %s', (path) => {
    renderAt(path, <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
  });
});
