import { screen } from '@testing-library/react';
import { LoadingOverlay } from '../loading-overlay/LoadingOverlay';
import { renderWithUi } from '../testing/renderWithUi';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing its label', () => {
    renderWithUi(<Spinner label="Loading applicants" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading applicants');
  });
});

describe('LoadingOverlay', () => {
  it('shows its label as visible text while visible', () => {
    renderWithUi(<LoadingOverlay label="Loading..." visible />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it('renders nothing when not visible', () => {
    renderWithUi(<LoadingOverlay label="Loading..." visible={false} />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
