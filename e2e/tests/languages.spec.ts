import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Issue #16: the interface in English, Arabic and Central Kurdish. These journeys look at what a
// visitor's browser gets: the first byte, the texts, the direction, and what stays chosen.

/** The URLs of every script and font the page asks for from now on. */
function recordDownloads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'font'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

const languageSwitcher = (page: Page) => page.getByRole('navigation').getByRole('combobox');
const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-IQ', viewport: { width: 1280, height: 900 } });

  test('gets Arabic, right to left, from the first byte, and only the Arabic texts and face', async ({
    page,
    consoleErrors,
  }) => {
    const downloads = recordDownloads(page);
    const response = await page.goto('/');

    // The server decided from Accept-Language: no left-to-right page is ever painted.
    expect(htmlTag((await response?.text()) ?? '')).toBe('<html lang="ar" dir="rtl">');
    await expect(languageSwitcher(page)).toHaveAccessibleName('اللغة');
    await expect(languageSwitcher(page)).toHaveValue('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The bundled Arabic face is declared, and swapped in for the Arabic text.
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Talent Pool Arabic'))),
      )
      .toBe(true);
    expect(downloads.some((url) => /texts-ar-shell-json/.test(url))).toBe(true);
    expect(downloads.filter((url) => /texts-ckb-/.test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('axe finds no violation on the home page in Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(languageSwitcher(page)).toHaveValue('ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('downloads no other language and no Arabic face', async ({ page }) => {
    const downloads = recordDownloads(page);
    const response = await page.goto('/');
    expect(htmlTag((await response?.text()) ?? '')).toBe('<html lang="en" dir="ltr">');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(downloads.filter((url) => /texts-|arabic|\.woff2/.test(url))).toEqual([]);
  });

  test('keeps the language chosen in the switcher across reloads and pages, every remote following at once', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeVisible();

    await languageSwitcher(page).selectOption({ label: 'العربية' });

    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(languageSwitcher(page)).toHaveAccessibleName('اللغة');
    // The directory remote followed without a reload: its counter is written in Arabic digits (whatever the
    // count: journeys before this one may have published resumes).
    await expect(page.getByText(/^[٠-٩][٠-٩٬]*$/).first()).toBeVisible();

    const reloaded = await page.reload();
    expect(htmlTag((await reloaded?.text()) ?? '')).toBe('<html lang="ar" dir="rtl">');
    await expect(languageSwitcher(page)).toHaveValue('ar');

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(languageSwitcher(page)).toHaveValue('ar');
    expect(consoleErrors).toEqual([]);
  });

  test('treats Kurdish as its own language, not as Arabic', async ({ page }) => {
    await page.goto('/about');
    await languageSwitcher(page).selectOption({ label: 'کوردی' });

    await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(languageSwitcher(page)).toHaveAccessibleName('زمان');

    const reloaded = await page.reload();
    expect(htmlTag((await reloaded?.text()) ?? '')).toBe('<html lang="ckb" dir="rtl">');

    await languageSwitcher(page).selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(languageSwitcher(page)).toHaveAccessibleName('Language');
  });
});

test.describe('on a phone', () => {
  test.use({ locale: 'ar-IQ', viewport: { width: 360, height: 740 } });

  test('the switcher is in the menu, and no page scrolls sideways in Arabic', async ({ page }) => {
    for (const path of ['/', '/about', '/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }

    await page.getByRole('navigation').locator('button[aria-expanded]').click();
    const switcher = page.getByRole('navigation').getByRole('combobox');
    await expect(switcher).toBeVisible();
    const box = await switcher.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await switcher.selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
