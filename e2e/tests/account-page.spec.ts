import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Issue 34, the account page: an applicant changes the password, downloads the data, deletes the account
// and signs up again with the same address.

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;

async function signUpAsApplicant(page: Page, name: string, email: string, password: string) {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Applicant' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/resume-builder$/);
}

/** Pictures at a phone's width and a desktop's; nothing scrolls sideways, every button is 44 px tall. */
async function pictures(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
    const heights = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const shot = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`${name} ${width} px`, { path: shot, contentType: 'image/png' });
  }
}

test('an applicant changes the password, downloads the data, deletes the account and signs up again', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const email = uniqueEmail('account');
  const first = 'first password 1';
  const second = 'second password 2';
  await signUpAsApplicant(page, 'Noor Al-Saadi', email, first);

  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email address' }).getByText(email)).toBeVisible();
  await pictures(page, testInfo, 'account-en');

  // Change the password: a wrong current one is refused under its field, the right one goes through.
  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New Password').fill(second);
  await password.getByLabel('Confirm Password').fill(second);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert').first()).toContainText('The password is incorrect.');
  await password.getByLabel('Current password').fill(first);
  await password.getByLabel('New Password').fill(second);
  await password.getByLabel('Confirm Password').fill(second);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText('Your password has been changed. Your other devices have been signed out.'),
  ).toBeVisible();

  // Download the data: one JSON file holding the account and its resume.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^talent-pool-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string; name: string };
    resume: { document: unknown } | null;
  };
  expect(data.account).toMatchObject({ email, name: 'Noor Al-Saadi' });
  expect(data.resume?.document).toBeTruthy();
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  // The page in Arabic, right to left, at a phone's width and a desktop's.
  await page.getByRole('navigation').getByRole('combobox').first().selectOption('ar');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await pictures(page, testInfo, 'account-ar');
  await page.getByRole('navigation').getByRole('combobox').first().selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // Delete the account: the question comes first and needs the (new) password.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Join Now' })).toBeVisible();

  // The old password no longer signs in, and the address is free again.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
  await signUpAsApplicant(page, 'Noor Al-Saadi', email, first);

  expect(
    consoleErrors.filter((message) => !/status of 4(01|22)/.test(message) && !/sandboxed/.test(message)),
  ).toEqual([]);
});
