import { expect, test } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage } from '../support/applicants';
import { waitForConfirmationLink, waitForMail } from '../support/outbox';

// Issue 34: a company signs up with its own name beside the person's, is reminded to confirm its e-mail
// address, is refused its first contact request until it does, confirms it through the link in the outbox,
// and then asks; the applicant sees who asks, accepts, and withdraws the consent again, after which the
// company's list says so and shows no contact detail. On a phone, 360 px wide.

test.use({ viewport: { width: 360, height: 740 } });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a company confirms its e-mail through the outbox before its first contact request', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = `Zq${Date.now().toString(36)}`;
  const applicantName = `Layla ${word}`;
  const applicant = await applicantWith(
    request,
    {
      ...resume,
      language: 'en',
      published: true,
      contact: {
        ...resume.contact,
        fullName: applicantName,
        phone: { phone: '07709998877', showPhone: false },
      },
    } as typeof resume,
    applicantName,
  );
  const companyName = 'Rafidain Build';
  const email = `verified.company.${Date.now()}@example.iq`;

  // Sign-up as a company: the company's name, then the person's.
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Company' }).check();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Your full name').fill('Sara Ahmed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('employer password 1');
  await page.getByLabel('Confirm Password').fill('employer password 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up successful!')).toBeVisible();

  // Every page reminds it, and says what waits for the confirmation.
  const reminder = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(reminder).toContainText('Confirm your e-mail address to ask applicants for contact');
  await expect(reminder).toContainText(email);
  const sendAgain = reminder.getByRole('button', { name: 'Send the link again' });
  expect((await sendAgain.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await overflow(page)).toBe(0);

  // "Build yours today" sends a company to its requests, never into the applicant's builder.
  await page.goto('/');
  const buildYours = page.getByRole('link', { name: 'Build yours today' });
  await expect(buildYours).toHaveAttribute('href', '/requests');
  await buildYours.click();
  await expect(page).toHaveURL(/\/requests$/);
  await page.goto('/resume-builder');
  await expect(page).toHaveURL(/\/requests$/);

  // The first contact request is refused, saying how to go on.
  const ask = async () => {
    await page.goto(`/preview/${applicant.applicantId}`);
    await page.getByRole('button', { name: 'Ask to contact' }).click();
    const dialog = page.getByRole('dialog', { name: `Ask ${applicantName} for their contact` });
    await dialog.getByRole('textbox', { name: /Message/ }).fill(`We are hiring in Basra (${word}).`);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    return dialog;
  };
  const refused = await ask();
  await expect(refused.getByText(/Please confirm your e-mail address first/)).toBeVisible();

  // The link in the outbox confirms the address; the reminder goes.
  const link = await waitForConfirmationLink(email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('verify-email-en.png') });

  // Now the request goes through, and the applicant's mail tells who asks.
  await ask();
  await expect(
    page.getByText(`Your request was sent to ${applicantName}. You will see the answer under Requests.`),
  ).toBeVisible();
  await waitForMail(applicant.user.email, [
    `${companyName} would like to contact you`,
    'The company has confirmed its e-mail address.',
  ]);

  // The applicant accepts, then withdraws the consent again (asked first).
  const applicantContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const applicantPage = await applicantContext.newPage();
    await signInPage(applicantPage, applicant);
    await applicantPage.goto('/profile');
    const received = applicantPage.getByRole('listitem', { name: companyName });
    await expect(received.getByText('E-mail address confirmed')).toBeVisible();
    await received.getByRole('button', { name: `Accept the request from ${companyName}` }).click();
    await expect(received.getByText('Accepted', { exact: true })).toBeVisible();
    const withdraw = received.getByRole('button', { name: `Withdraw your consent to ${companyName}` });
    expect((await withdraw.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await withdraw.click();
    const confirm = applicantPage.getByRole('alertdialog', { name: 'Withdraw your consent?' });
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(received.getByText('Consent withdrawn')).toBeVisible();
    expect(await overflow(applicantPage)).toBe(0);
  } finally {
    await applicantContext.close();
  }

  // The company's list says so, and holds no contact detail.
  await page.goto('/requests');
  const sent = page.getByText(applicantName).locator('xpath=ancestor::li[1]');
  await expect(sent.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(sent.getByText('The applicant withdrew their consent')).toBeVisible();
  await expect(page.getByText('770 999 8877')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /@/ })).toHaveCount(0);
});

test('the reminder and the confirmation page in Arabic, on a phone', async ({ page, request }, testInfo) => {
  const email = `arabic.company.${Date.now()}@example.iq`;
  const { xsrfToken } = await import('../support/applicants');
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'Accept-Language': 'ar' },
    data: {
      email,
      name: 'سارة أحمد',
      company_name: 'شركة بابل للبيانات',
      password: 'employer password 1',
      is_company: true,
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  const session = (await signup.json()) as { token: string; user: { id: number; email: string } };
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await signInPage(page, { ...session, applicantId: 0 });
  await page.goto('/');
  const reminder = page.getByRole('region', { name: 'تأكيد البريد الإلكتروني' });
  await expect(reminder).toContainText('أكّد بريدك الإلكتروني');
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('reminder-ar.png') });

  const link = await waitForConfirmationLink(email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('شكراً لك، تم تأكيد بريدك الإلكتروني.')).toBeVisible();
  await expect(reminder).toHaveCount(0);
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('verify-email-ar.png') });
});
