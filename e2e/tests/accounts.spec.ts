import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { waitForResetLink } from '../support/outbox';

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;

async function signUpAsApplicant(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Applicant' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up successful!')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an applicant signs up, logs out, is sent to login by a protected page and comes back after login', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('layla');
  const password = 'correct horse 42';
  await signUpAsApplicant(page, { name: 'ليلى حسن', email, password });
  // Issue #23: a new applicant lands in the builder at step 1, name and email filled in.
  await expect(page).toHaveURL(/\/resume-builder$/);
  await expect(page.getByText('Step 1 of 5: Personal')).toBeVisible();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('ليلى حسن');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.goto('/');
  const navigation = page.getByRole('navigation');
  await expect(navigation.getByRole('button', { name: 'Logout' })).toBeVisible();

  await navigation.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful!')).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Join Now' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Please login to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

  await logIn(page, email, password);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();

  // The session survives a reload: it is restored from browser storage.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Logout' })).toBeVisible();
  // The builder's preview frame is sandboxed without scripts, and on a brand-new account Chromium reports,
  // at some moment after the builder opened, that it blocked a script in that frame (not yet explained: see
  // docs/reliability.md). That one report is set aside; any other console error fails the test.
  const sandboxReport =
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;
  expect(consoleErrors.filter((message) => !sandboxReport.test(message))).toEqual([]);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = uniqueEmail('omar');
  await signUpAsApplicant(page, { name: 'Omar Al-Rubaie', email, password: 'first password 1' });
  // Sign-up lands in the builder, which has no navbar (issue #23): log out from the home page.
  await expect(page).toHaveURL(/\/resume-builder$/);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful!')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link has been sent to your email')).toBeVisible();

  const link = await waitForResetLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('second password 2');
  await page.getByLabel('Confirm Password').fill('second password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, email, 'first password 1');
  await expect(page.getByText(/credentials do not match|Incorrect password/)).toBeVisible();
  await logIn(page, email, 'second password 2');
  await expect(page.getByText('Login successful!')).toBeVisible();
});

test('a logged-in user opening /login is told so and sent home', async ({ page }) => {
  await signUpAsApplicant(page, {
    name: 'Zainab Kareem',
    email: uniqueEmail('zainab'),
    password: 'zainab password',
  });
  await page.goto('/login');
  await expect(page.getByText('You are already logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a session revoked elsewhere ends on the next page that reads it, and login brings the user back', async ({
  page,
}) => {
  const email = uniqueEmail('huda');
  const password = 'huda password 7';
  await signUpAsApplicant(page, { name: 'Huda Jawad', email, password });
  await expect(page).toHaveURL(/\/resume-builder$/);
  await page.goto('/');

  // The token is revoked from somewhere else (another tab logging out does exactly this).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const revoked = await page.request.post('/logout', {
    headers: {
      Authorization: `Bearer ${token}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  expect(revoked.status()).toBeLessThan(300);

  // An in-app move to the profile: the page's own profile call is answered 401.
  await page.getByRole('navigation').getByRole('link', { name: 'Resume' }).click();
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Join Now' })).toBeVisible();

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
});
