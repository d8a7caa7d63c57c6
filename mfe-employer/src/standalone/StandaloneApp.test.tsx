import { listContactRequests, listShortlists } from '@talent/api-sdk';
import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  listShortlists: jest.fn(async () => []),
  listContactRequests: jest.fn(async () => []),
}));

describe('the employer remote on its own', () => {
  it.each(['/shortlists', '/nowhere'])('shows the shortlists at %s', async (path) => {
    renderAt(path, <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeInTheDocument();
    expect(await screen.findByText(/You have no shortlists yet/)).toBeInTheDocument();
    expect(listShortlists).toHaveBeenCalled();
  });

  it('shows the sent requests at /requests', async () => {
    renderAt('/requests', <StandaloneRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeInTheDocument();
    expect(await screen.findByText(/You have not asked any applicant yet/)).toBeInTheDocument();
    expect(listContactRequests).toHaveBeenCalled();
  });
});
