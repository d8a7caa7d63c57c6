import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, xsrfToken } from '../support/applicants';
import { e2eDataDir, repoRoot } from '../support/environment';
import { confirmEmailThroughOutbox, waitForMail } from '../support/outbox';

// Issue #19: a company's saved search mails a digest once a matching resume is published. The digest is
// sent by `pnpm alerts:run --all` (the scheduler's own job, handed to the running server), not by
// waiting a day; the mail lands in the server's outbox, and its unsubscribe link ends the alerts.

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Zq${letters.join('')}`;
}

test('a saved search mails the new matching resume, and its unsubscribe link ends the alerts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `digest.company.${Date.now()}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: {
      email,
      name: 'Babylon Bank',
      password: 'employer password 1',
      is_company: true,
      company_name: 'Babylon Bank',
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  await confirmEmailThroughOutbox(request, email);
  const { token } = (await signup.json()) as { token: string };
  const word = uniqueWord();
  const saved = await request.post('/api/saved-searches', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Authorization: `Bearer ${token}` },
    data: { name: `Search for ${word}`, query: `search=${word}`, frequency: 'daily' },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  const fullName = `Layla ${word}`;
  await applicantWith(request, { ...resume, contact: { ...resume.contact, fullName } }, 'Layla');

  const output = execFileSync('pnpm', ['--silent', 'alerts:run', '--all'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  expect(output).toMatch(/Saved-search digests: \d+ due, [1-9]\d* mailed\./);

  const mail = await waitForMail(email, [fullName]);
  const link = /https?:\/\/\S+\/unsubscribe\/saved-searches\/[0-9]+\.[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect(mail.text).toMatch(/\/preview\/\d+/);

  await page.goto(link!);
  await expect(page.getByText(`Stop the e-mails of the saved search “Search for ${word}”?`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop the e-mails' }).click();
  await expect(page.getByText(/Done: you will no longer receive e-mails/)).toBeVisible();
  const listed = await request.get('/api/saved-searches', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
});
