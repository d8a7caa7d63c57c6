import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInPage, xsrfToken } from '../support/applicants';

// Issue #19, the front end: the fifth remote loads in the shell for a company, on a phone, and the
// shell keeps applicants out. The journeys through the API (shortlist, ask, accept) join when it lands.

async function accountWith(request: APIRequestContext, isCompany: boolean) {
  const email = `${isCompany ? 'company' : 'applicant'}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;
  const signup = await request.post('/api/signup', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: {
      email,
      name: isCompany ? 'Rafidain Build' : 'Zainab',
      password: 'employer password 1',
      is_company: isCompany,
      recaptcha_token: '',
    },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: { id: number; email: string } };
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

  test('an applicant who opens /shortlists is told it is for companies and lands on the profile', async ({
    page,
    request,
  }) => {
    await signInPage(page, await accountWith(request, false));
    await page.goto('/shortlists');
    await expect(page.getByText('Shortlists and contact requests are for company accounts.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
