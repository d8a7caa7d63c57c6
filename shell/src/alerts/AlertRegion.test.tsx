import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { raiseAlert } from '@talent/event-bus';
import { initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { AlertRegion } from './AlertRegion';

function renderAlertRegion() {
  initI18n();
  render(
    <UiProvider>
      <AlertRegion />
    </UiProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it.each([
  ['error', 'alert'],
  ['warning', 'alert'],
  ['info', 'status'],
  ['success', 'status'],
] as const)('shows a %s alert raised on the bus', (type, role) => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Login successful!', type }));
  expect(screen.getByRole(role)).toHaveTextContent('Login successful!');
});

it('hides an alert after 10 seconds by default', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Please login to access this page', type: 'error' }));

  act(() => jest.advanceTimersByTime(9_999));
  expect(screen.getByText('Please login to access this page')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Please login to access this page')).not.toBeInTheDocument();
});

it('honours a shorter duration asked for by the sender', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Changes saved.', type: 'success', durationMs: 5_000 }));

  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
});

it('replaces the alert on screen with a newer one, which gets its full time', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Login successful!', type: 'success' }));
  act(() => jest.advanceTimersByTime(8_000));
  act(() => raiseAlert({ message: 'Logout successful!', type: 'success' }));

  expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(8_000));
  expect(screen.getByText('Logout successful!')).toBeInTheDocument();
});

it('can be dismissed', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAlertRegion();
  act(() => raiseAlert({ message: 'You are already logged in', type: 'info' }));

  await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));

  expect(screen.queryByText('You are already logged in')).not.toBeInTheDocument();
});
