import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/renderWithUi';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value as a named progressbar', () => {
    renderWithUi(<ProgressBar label="Personal" value={50} />);
    const bar = screen.getByRole('progressbar', { name: 'Personal' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('supports another maximum and a spoken value text', () => {
    renderWithUi(<ProgressBar label="Personal" value={3} max={6} valueText="3 of 6" />);
    const bar = screen.getByRole('progressbar', { name: 'Personal' });
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 6');
  });

  it('clamps values outside the range', () => {
    renderWithUi(
      <>
        <ProgressBar label="Over" value={130} />
        <ProgressBar label="Under" value={-5} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Under' })).toHaveAttribute('aria-valuenow', '0');
  });
});
