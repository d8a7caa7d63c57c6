import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { raiseAlert } from '@talent/event-bus';
import { i18n, initI18n } from '@talent/i18n';
import { UiProvider } from '@talent/ui';
import { declaredStyle } from '@talent/ui/src/testing/declaredStyle';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AlertRegion } from './AlertRegion';

/** The router's navigate, as a link or the shell's navigation command would call it. */
let goTo: ReturnType<typeof useNavigate> = () => undefined;

function Navigation() {
  goTo = useNavigate();
  return null;
}

function renderAlertRegion() {
  initI18n();
  render(
    <MemoryRouter initialEntries={['/resume-builder']}>
      <UiProvider>
        <AlertRegion />
        <Navigation />
      </UiProvider>
    </MemoryRouter>,
  );
  return { navigate: (to: string) => act(() => goTo(to)) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

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

it('sits at the bottom of the screen, clear of the navbar and the toolbars at the top', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Login successful!', type: 'success' }));
  const region = screen.getByRole('status').parentElement!;
  expect(declaredStyle(region, 'position')).toBe('fixed');
  expect(declaredStyle(region, 'inset-block-end')).toMatch(/1rem/);
  // …and above a bar a page holds at the foot of the screen (the public resume's contact bar).
  expect(declaredStyle(region, 'inset-block-end')).toContain('var(--talent-bottom-bar');
  expect(declaredStyle(region, 'inset-block-start')).toBeUndefined();
});

it.each(['success', 'info'] as const)('keeps a %s short: it leaves after 4 seconds', (type) => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Login successful!', type }));

  act(() => jest.advanceTimersByTime(3_999));
  expect(screen.getByText('Login successful!')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
});

it('keeps a success short even when its sender asks for longer', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Changes saved.', type: 'success', durationMs: 10_000 }));

  act(() => jest.advanceTimersByTime(4_000));
  expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
});

it('honours a shorter duration asked for by the sender', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Changes saved.', type: 'success', durationMs: 2_000 }));

  act(() => jest.advanceTimersByTime(2_000));
  expect(screen.queryByText('Changes saved.')).not.toBeInTheDocument();
});

it.each(['error', 'warning'] as const)('keeps an %s until it is dismissed', async (type) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Please login to access this page', type, durationMs: 5_000 }));

  act(() => jest.advanceTimersByTime(10 * 60_000));
  expect(screen.getByText('Please login to access this page')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
  expect(screen.queryByText('Please login to access this page')).not.toBeInTheDocument();
});

it('replaces the alert on screen with a newer one, which gets its full time', () => {
  renderAlertRegion();
  act(() => raiseAlert({ message: 'Login successful!', type: 'success' }));
  act(() => jest.advanceTimersByTime(3_000));
  act(() => raiseAlert({ message: 'Logout successful!', type: 'success' }));

  expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3_000));
  expect(screen.getByText('Logout successful!')).toBeInTheDocument();
});

it.each([
  ['en', 'Dismiss alert'],
  ['ar', 'إغلاق الإشعار'],
  ['ckb', 'داخستنی ئاگادارکردنەوە'],
])('names its close button in the interface language (%s)', async (language, name) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAlertRegion();
  await act(() => i18n.changeLanguage(language));
  act(() => raiseAlert({ message: 'You are already logged in', type: 'info' }));

  await user.click(screen.getByRole('button', { name }));

  expect(screen.queryByText('You are already logged in')).not.toBeInTheDocument();
});

describe('on a change of page (issue #23)', () => {
  it('clears an error of the page left behind, so it does not follow the user', async () => {
    const router = renderAlertRegion();
    act(() => raiseAlert({ message: 'Failed to save changes.', type: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save changes.');
    router.navigate('/profile');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an alert raised by the new page', async () => {
    const router = renderAlertRegion();
    act(() => raiseAlert({ message: 'Failed to save changes.', type: 'error' }));
    router.navigate('/profile');
    act(() => raiseAlert({ message: 'Failed to load profile data.', type: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile data.');
  });

  it('keeps the alert after a change of the query alone', async () => {
    const router = renderAlertRegion();
    act(() => raiseAlert({ message: 'Failed to save changes.', type: 'error' }));
    router.navigate('/resume-builder?step=2');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save changes.');
  });

  it('keeps an alert announcing the change through that change only', async () => {
    const router = renderAlertRegion();
    act(() => raiseAlert({ message: 'Please log in.', type: 'error', announcesNavigation: true }));
    router.navigate('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in.');
    router.navigate('/signup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
