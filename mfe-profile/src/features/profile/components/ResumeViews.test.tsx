import { ApiError, getProfileViews } from '@talent/api-sdk';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../testing/renderAt';
import { ResumeViews } from './ResumeViews';

jest.mock('@talent/api-sdk', () => ({
  ...jest.requireActual('@talent/api-sdk'),
  getProfileViews: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe('Companies that viewed your resume (last 90 days)', () => {
  it('lists each company with what it did, how often and when last, and the anonymous counts', async () => {
    jest.mocked(getProfileViews).mockResolvedValue({
      data: [
        { company_name: 'Rafidain Build', kind: 'view', last_at: '2026-11-20T09:00:00.000Z', count: 3 },
        { company_name: 'Rafidain Build', kind: 'pdf', last_at: '2026-11-21T09:00:00.000Z', count: 1 },
      ],
      anonymous: { views: 14, pdfs: 2 },
    });
    renderAt('/profile', <ResumeViews />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Companies that viewed your resume' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In the last 90 days')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Viewed: 3 · last on Nov 20, 2026')).toBeInTheDocument();
    expect(within(list).getByText('Downloaded the PDF: 1 · last on Nov 21, 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Visitors who were not signed in: 14 views, 2 PDF downloads.'),
    ).toBeInTheDocument();
  });

  it('says no company looked yet', async () => {
    jest.mocked(getProfileViews).mockResolvedValue({ data: [], anonymous: { views: 0, pdfs: 0 } });
    renderAt('/profile', <ResumeViews />);
    expect(
      await screen.findByText('No signed-in company has viewed your resume in this time.'),
    ).toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    jest.mocked(getProfileViews).mockRejectedValue(new ApiError('x', 500, 'Server Error'));
    renderAt('/profile', <ResumeViews />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  });
});
