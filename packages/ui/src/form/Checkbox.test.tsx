import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/renderWithUi';
import { Checkbox } from './Checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="Available for work" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles from a click on the label', async () => {
    renderWithUi(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Available for work' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Available for work'));
    expect(box).toBeChecked();
  });

  it('is one row with its label, the whole of it a target to tap', () => {
    renderWithUi(<Controlled />);
    const row = screen.getByRole('checkbox', { name: 'Available for work' }).closest('label');
    expect(row).toHaveTextContent('Available for work');
  });

  it('cannot be toggled while disabled', async () => {
    const onChange = jest.fn();
    renderWithUi(<Checkbox label="Design" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Design' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
