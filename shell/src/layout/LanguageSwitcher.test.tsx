import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState, setAuthState } from '@talent/event-bus';
import { i18n, initI18n, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@talent/i18n';
import { App } from '../App';
import { anAnonymousShell } from '@talent/test-kit';
import { serveRemotesJson } from '../testing/remotesJson';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../testing/fakeFederationRuntime'),
);

beforeEach(async () => {
  serveRemotesJson();
  setAuthState(anAnonymousShell());
  localStorage.clear();
  initI18n();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/');
});
afterEach(async () => {
  setAuthState(initialAuthState);
  await act(() => i18n.changeLanguage('en'));
});

const navbar = () => screen.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });

describe('the language switcher', () => {
  it('lists each language by its own name, the current one chosen', async () => {
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const switcher = within(navbar()).getByRole('combobox', { name: 'Language' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'العربية', 'کوردی']);
    expect(switcher).toHaveValue('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('turns the whole page to Arabic, right to left, and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('heading', { level: 1 });

    await user.selectOptions(within(navbar()).getByRole('combobox', { name: 'Language' }), 'ar');

    expect(await within(navbar()).findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
  });

  it('is in the mobile menu too', async () => {
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const menuButton = within(navbar()).getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('the menu did not open');

    await user.selectOptions(within(menu).getByRole('combobox', { name: 'Language' }), 'ckb');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ckb'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
