import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/renderWithUi';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows its label without a button when it cannot be removed', () => {
    renderWithUi(<Chip>Baghdad</Chip>);
    expect(screen.getByText('Baghdad')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is removed with a named button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithUi(
      <Chip onRemove={onRemove} removeLabel="Remove filter Baghdad">
        Baghdad
      </Chip>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove filter Baghdad' }));
    expect(onRemove).toHaveBeenCalledTimes(1);

    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });
});
