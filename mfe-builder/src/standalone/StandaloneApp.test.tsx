import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

// No server behind the remote here: the builder opens and says its resume did not load.
jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getProfile: jest.fn().mockRejectedValue(new Error('offline')),
  getSelectables: jest.fn().mockResolvedValue([]),
}));

describe('the builder remote on its own', () => {
  it.each(['/resume-builder', '/nowhere'])('shows the resume builder at %s', async (path) => {
    renderAt(path, <StandaloneRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
  });
});
