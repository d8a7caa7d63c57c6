import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, xsrfToken } from '../support/applicants';
import { confirmEmailThroughOutbox, waitForMail } from '../support/outbox';

// Issue #19: the fifth remote loads in the shell for a company, on a phone, and the shell keeps
// applicants out; and the employers' journey: a company shortlists an applicant and saves its search in
// the directory (then finds it under Saved searches), asks to contact them, the applicant accepts on the profile (the mails read from the
// server's outbox), and the company sees the contact details, the hidden phone included.

async function accountWith(request: APIRequestContext, isCompany: boolean) {
  const email = `${isCompany ? 'company' : 'applicant'}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: {
      email,
      name: isCompany ? 'Rafidain Build' : 'Zainab',
      password: 'employer password 1',
      is_company: isCompany,
      ...(isCompany ? { company_name: 'Rafidain Build' } : {}),
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: { id: number; email: string } };
  // A company confirms its address before it reaches applicants (issue 34).
  if (isCompany) await confirmEmailThroughOutbox(request, email);
  return { token, user, applicantId: 0 };
}

test.describe('the employer remote on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a company opens Shortlists, Requests and Saved searches from the menu; nothing is wider than the screen', async ({
    page,
    request,
  }) => {
    await signInPage(page, await accountWith(request, true));
    // The new remote's scripts, styles and fonts must all pass the page's Content-Security-Policy.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Shortlists' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeVisible();
    await expect(page).toHaveTitle('Shortlists - Talent Pool');
    const create = page.getByRole('button', { name: 'Create shortlist' });
    expect((await create.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await page.getByLabel('New shortlist').boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
    expect(await overflow()).toBe(0);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Saved searches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    await expect(page).toHaveTitle('Saved searches - Talent Pool');
    await expect(page.getByText(/You have no saved searches yet/)).toBeVisible();
    expect(await overflow()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('an applicant who opens /saved-searches is told it is for companies and lands on the profile', async ({
    page,
    request,
  }) => {
    await signInPage(page, await accountWith(request, false));
    await page.goto('/saved-searches');
    await expect(
      page.getByText('Shortlists, saved searches and contact requests are for company accounts.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('"Save this search" on an Arabic phone', () => {
  test.use({ locale: 'ar-IQ', viewport: { width: 360, height: 740 } });

  test('the control and its dialog fit the screen, read right to left, and their controls are 44 px', async ({
    page,
    request,
  }, testInfo) => {
    await signInPage(page, await accountWith(request, true));
    await page.goto('/?q=%D9%85%D8%AD%D8%A7%D8%B3%D8%A8');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const open = page.getByRole('button', { name: 'حفظ هذا البحث' });
    await expect(open).toBeEnabled();
    await open.scrollIntoViewIfNeeded();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath('save-search-button-ar.png') });

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'حفظ هذا البحث' });
    await expect(dialog.getByRole('textbox', { name: /اسم البحث/ })).toHaveValue('محاسب');
    await expect(dialog.getByRole('radio', { name: 'أسبوعياً' })).toBeChecked();
    for (const control of [
      dialog.getByRole('textbox', { name: /اسم البحث/ }),
      dialog.locator('label').filter({ has: page.getByRole('radio', { name: 'يومياً' }) }),
      dialog.locator('label').filter({ has: page.getByRole('radio', { name: 'أسبوعياً' }) }),
      dialog.getByRole('button', { name: 'حفظ البحث' }),
      dialog.getByRole('button', { name: 'إلغاء' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('save-search-dialog-ar.png') });
  });
});

function uniqueWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Zq${letters.join('')}`;
}

/** Signs in through the login form, as a person would. */
async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('employer password 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test('a company shortlists and asks an applicant, who accepts; the company then sees the e-mail and the hidden phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const applicantName = `Layla ${word}`;
  const hiddenPhone = '+9647709998877';
  // An English resume, so the applicant's mails are in English; the phone hidden from the public.
  const applicant = await applicantWith(
    request,
    {
      ...resume,
      language: 'en',
      published: true,
      contact: {
        ...resume.contact,
        fullName: applicantName,
        job_title: 'Frontend Developer',
        phone: { phone: '07709998877', showPhone: false },
      },
    } as typeof resume,
    applicantName,
  );
  const company = await accountWith(request, true);
  const companyName = 'Rafidain Build';

  // The company signs in and finds the applicant in the directory.
  await logIn(page, company.user.email);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search applicants' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search applicants' }).press('Enter');
  const listing = page.getByRole('region', { name: 'Applicants' });
  const card = listing.getByRole('article').filter({ hasText: applicantName });
  await expect(card).toHaveCount(1);

  // The card's company-only control: a first shortlist, named in the picker, with a private note.
  await card.getByRole('button', { name: `Save ${applicantName} to a shortlist` }).click();
  const picker = page.getByRole('dialog', { name: `Save ${applicantName} to a shortlist` });
  await picker.getByLabel('New shortlist name').fill('Frontend in Baghdad');
  await picker.getByLabel(/Private note/).fill('Met at the Baghdad job fair');
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${applicantName} saved to “Frontend in Baghdad”.`)).toBeVisible();
  await expect(picker).toBeHidden();

  // The search itself, kept in the order chosen: "Save this search" offers its words as the name.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most experienced' });
  await expect(page).toHaveURL(/sort=experience/);
  await expect(card).toHaveCount(1);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saveSearch = page.getByRole('dialog', { name: 'Save this search' });
  await expect(saveSearch.getByRole('textbox', { name: /Name of the search/ })).toHaveValue(word);
  await saveSearch.getByRole('radio', { name: 'Daily' }).check();
  await saveSearch.getByRole('button', { name: 'Save search' }).click();
  await expect(
    page.getByText(`Search “${word}” saved. We will e-mail you its new matches every day.`),
  ).toBeVisible();
  await expect(saveSearch).toBeHidden();

  // The public resume page, from the card: before any answer, no hidden phone for the company.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `${applicantName} (opens in a new tab)`, exact: true }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: applicantName })).toBeVisible();
  await expect(preview.getByText('770 999 8877')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Ask to contact' }).click();
  const ask = preview.getByRole('dialog', { name: `Ask ${applicantName} for their contact` });
  const message = `We are hiring a React developer in Baghdad (${word}).`;
  await ask.getByRole('textbox', { name: /Message/ }).fill(message);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(
    preview.getByText(`Your request was sent to ${applicantName}. You will see the answer under Requests.`),
  ).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Contact request sent' })).toBeDisabled();
  await preview.close();

  // The applicant is mailed the request, with the company's message and the way to answer.
  const requestMail = await waitForMail(applicant.user.email, [
    `${companyName} would like to contact you`,
    message,
    '/profile',
  ]);
  expect(requestMail.text).not.toContain(hiddenPhone);
  expect(requestMail.html).not.toContain(hiddenPhone);

  // The applicant, in a browser of their own, sees the request on the profile and accepts it.
  const applicantContext = await browser.newContext();
  try {
    const applicantPage = await applicantContext.newPage();
    await signInPage(applicantPage, applicant);
    await applicantPage.goto('/profile');
    const received = applicantPage.getByRole('listitem', { name: companyName });
    await expect(received.getByText(message)).toBeVisible();
    await expect(received.getByText('Waiting for your answer')).toBeVisible();
    await received.getByRole('button', { name: `Accept the request from ${companyName}` }).click();
    await expect(
      // The company's name sits in a bidi isolate (issue 35).
      applicantPage.getByText(
        new RegExp(`^You accepted\\. \u2068?${companyName}\u2069? can now see your e-mail and phone\\.$`),
      ),
    ).toBeVisible();
    await expect(received.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(received.getByRole('button', { name: /Accept|Decline/ })).toHaveCount(0);
  } finally {
    await applicantContext.close();
  }

  // Both sides are mailed: the company the contact details, the applicant whom they went to.
  await waitForMail(company.user.email, [
    `${applicantName} accepted your contact request`,
    // What the resume holds at acceptance, its hidden phone included, the phone grouped as people read it.
    `Email: ${applicant.user.email}`,
    'Phone: +964 770 999 8877',
  ]);
  await waitForMail(applicant.user.email, [
    `You shared your contact details with ${companyName}`,
    `You can write to them at ${company.user.email}.`,
  ]);

  // The company's Requests screen now holds the e-mail and the phone the public never sees.
  await page.getByRole('navigation').getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
  const sent = page.getByRole('listitem').filter({ hasText: applicantName });
  await expect(sent.getByText('Accepted', { exact: true })).toBeVisible();
  const contact = sent.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: applicant.user.email })).toHaveAttribute(
    'href',
    `mailto:${applicant.user.email}`,
  );
  await expect(contact.getByRole('link', { name: hiddenPhone })).toHaveAttribute(
    'href',
    `tel:${hiddenPhone}`,
  );

  // The saved search is listed, and leads back to the same search in the same order.
  await page.getByRole('navigation').getByRole('link', { name: 'Saved searches' }).click();
  const savedItem = page.getByRole('listitem').filter({ hasText: word });
  await expect(savedItem.getByText('Daily e-mail')).toBeVisible();
  await savedItem.getByRole('link', { name: `Show the results of “${word}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&sort=experience$`));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('experience');
  await expect(listing.getByRole('article').filter({ hasText: applicantName })).toHaveCount(1);

  // And the shortlist keeps the applicant with the note.
  await page.getByRole('navigation').getByRole('link', { name: 'Shortlists' }).click();
  await page.getByRole('link', { name: /Frontend in Baghdad/ }).click();
  await expect(page.getByText(applicantName, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Private note')).toHaveValue('Met at the Baghdad job fair');
});
