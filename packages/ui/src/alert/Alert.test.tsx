import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyle } from '../testing/declaredStyle';
import { renderWithUi } from '../testing/renderWithUi';
import { Alert, type AlertType } from './Alert';

describe('Alert', () => {
  it.each<[AlertType, string]>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ])('a %s alert has role %s', (type, role) => {
    renderWithUi(<Alert type={type}>Logout successful!</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Logout successful!');
  });

  it('offers a close button named by closeLabel that calls onClose', async () => {
    const onClose = jest.fn();
    renderWithUi(
      <Alert type="info" onClose={onClose} closeLabel="Dismiss">
        You are already logged in
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button when it cannot be dismissed', () => {
    renderWithUi(<Alert type="error">Please login to access this page</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives its close button a 44 px target, as every control on a phone', () => {
    renderWithUi(
      <Alert type="success" onClose={() => undefined} closeLabel="Dismiss">
        Changes saved.
      </Alert>,
    );
    const close = screen.getByRole('button', { name: 'Dismiss' });
    expect(declaredStyle(close, 'inline-size')).toBe('2.75rem');
    expect(declaredStyle(close, 'block-size')).toBe('2.75rem');
  });
});
