import { ApiError, filterApplicants, getApplicant, getSelectables, getStatistics } from '@talent/api-sdk';
import { screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { aCardPage } from '@talent/test-kit';
import { StandaloneRoutes } from './StandaloneApp';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  filterApplicants: jest.fn(),
  getApplicant: jest.fn(),
  getSelectables: jest.fn(),
  getStatistics: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(filterApplicants).mockResolvedValue(aCardPage(1, 1, [], 0));
  jest.mocked(getSelectables).mockResolvedValue([]);
  jest.mocked(getStatistics).mockResolvedValue({ totalResumes: 0 });
  // No applicant 1 here: the page settles on its failure state, titled 'Resume Preview'.
  jest.mocked(getApplicant).mockRejectedValue(new ApiError('x', 404, 'Resume not found.'));
});

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
