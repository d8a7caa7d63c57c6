// Issue 35: the Arabic and Kurdish screens on a 360 px phone — after Validate and a failed Publish the
// builder stays 360 px wide, a new resume is written in the sign-up's language, and the profile, a
// woman's card and her resume read as a native wrote them. Each screen is kept as a picture.
import { request as playwrightRequest, type Page } from '@playwright/test';
import arBuilder from '../../packages/i18n/src/locales/ar/builder.json';
import arProfile from '../../packages/i18n/src/locales/ar/profile.json';
import ckbBuilder from '../../packages/i18n/src/locales/ckb/builder.json';
import ckbProfile from '../../packages/i18n/src/locales/ckb/profile.json';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, xsrfToken, type Session } from '../support/applicants';
import { confirmEmailThroughOutbox, waitForMailHtml } from '../support/outbox';
import { appHasTakenOver } from '../support/first-content';
import { expect, test } from '../support/fixtures';

const texts = {
  ar: { builder: arBuilder, profile: arProfile },
  ckb: { builder: ckbBuilder, profile: ckbProfile },
} as const;

let zainab: Session;

test.beforeAll(async ({ baseURL }) => {
  // A woman's published Arabic resume, for her card, her resume and her profile.
  const request = await playwrightRequest.newContext({ baseURL });
  zainab = await applicantWith(
    request,
    { ...resume, language: 'ar', published: true } as typeof resume,
    resume.contact.fullName,
  );
  await request.dispose();
});

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

for (const language of ['ar', 'ckb'] as const) {
  test.describe(`in ${language} on a 360 px phone`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    });

    test('a new resume is in the sign-up language, and Validate or a failed Publish keep the page 360 px wide', async ({
      page,
      baseURL,
    }, testInfo) => {
      const request = await playwrightRequest.newContext({ baseURL });
      const email = `new.${language}.${Date.now()}@example.iq`;
      const signup = await request.post('/api/signup', {
        headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'Accept-Language': language },
        data: {
          email,
          name: 'هدى',
          password: 'applicant password 1',
          is_company: false,
          recaptcha_token: '',
        },
      });
      expect(signup.status()).toBe(201);
      const session = (await signup.json()) as Session;
      await request.dispose();
      await signInPage(page, session);

      const words = texts[language].builder;
      await page.goto('/resume-builder');
      await expect(page.locator('main [role=tablist] [role=tab]')).toHaveCount(5);
      // The document's language is preselected from the sign-up.
      await expect(page.locator('select[name="language"]')).toHaveValue(language);

      await page.getByRole('button', { name: words.actions.more }).click();
      await page.getByRole('button', { name: words.actions.validate }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: testInfo.outputPath(`builder-validate-${language}.png`) });
      await testInfo.attach(`builder-validate-${language}.png`, {
        path: testInfo.outputPath(`builder-validate-${language}.png`),
        contentType: 'image/png',
      });
      expect(await pageWidth(page), 'after Validate').toBeLessThanOrEqual(360);

      await page.getByRole('button', { name: words.actions.more }).click();
      await page.getByRole('button', { name: words.actions.publish, exact: true }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: testInfo.outputPath(`builder-publish-failed-${language}.png`) });
      await testInfo.attach(`builder-publish-failed-${language}.png`, {
        path: testInfo.outputPath(`builder-publish-failed-${language}.png`),
        contentType: 'image/png',
      });
      expect(await pageWidth(page), 'after a failed Publish').toBeLessThanOrEqual(360);

      // The phone example of the hint reads left to right inside the right-to-left sentence.
      const hint = page.getByText(/0770 123 4567/);
      await hint.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`builder-phone-hint-${language}.png`) });
      await testInfo.attach(`builder-phone-hint-${language}.png`, {
        path: testInfo.outputPath(`builder-phone-hint-${language}.png`),
        contentType: 'image/png',
      });
    });

    test("the profile's progress card, a woman's card and her resume", async ({ page }, testInfo) => {
      await page.goto('/');
      // The card is pictured once the app has taken over from the server's first content (issue 32).
      await appHasTakenOver(page);
      const card = page.locator('article', { hasText: resume.contact.fullName }).first();
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: testInfo.outputPath(`card-${language}.png`) });
      await testInfo.attach(`card-${language}.png`, {
        path: testInfo.outputPath(`card-${language}.png`),
        contentType: 'image/png',
      });
      if (language === 'ar') await expect(card).toContainText('جاهزة للمباشرة');

      await page.goto(`/preview/${zainab.applicantId}`);
      await expect(page.getByText('زينب الربيعي').first()).toBeVisible();
      // Pictured, and read, once the app has taken over: until then both hold her resume.
      await appHasTakenOver(page);
      await page.screenshot({ path: testInfo.outputPath(`resume-${language}.png`), fullPage: true });
      await testInfo.attach(`resume-${language}.png`, {
        path: testInfo.outputPath(`resume-${language}.png`),
        contentType: 'image/png',
      });
      // Her resume is Arabic whatever the interface: it speaks of her in the feminine.
      await expect(page.getByText('متاحة للعمل')).toBeVisible();

      await signInPage(page, zainab);
      await page.goto('/profile');
      const progress = page.getByRole('region', { name: texts[language].profile.progress.title });
      await expect(progress).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`profile-${language}.png`), fullPage: true });
      await testInfo.attach(`profile-${language}.png`, {
        path: testInfo.outputPath(`profile-${language}.png`),
        contentType: 'image/png',
      });
      expect(await progress.textContent()).not.toMatch(/[A-Za-z]/);
      expect(await page.locator('main').textContent()).not.toMatch(/\b(Nov|Dec|Jan|M1[0-2]|M\d)\b/);
      // No English in the interface's own words: the brand, the formats 'PDF' and 'JSON' and e-mail addresses excepted.
      const words = ((await page.locator('main').innerText()) ?? '')
        .replace(/\S+@\S+/g, '')
        .replace(/Talent Pool|JSON|PDF/g, '');
      expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    });

    test('the mails: a request to her, its acceptance to the company and to her, a password reset', async ({
      browser,
      baseURL,
    }, testInfo) => {
      // A mail client's 360 px window: the phone emulation would lay the viewport-less mail out at 980 px.
      const mailContext = await browser.newContext({
        viewport: { width: 360, height: 780 },
        isMobile: false,
        hasTouch: false,
      });
      const page = await mailContext.newPage();
      const request = await playwrightRequest.newContext({ baseURL });
      const stamp = `${language}.${Date.now()}`;
      const signUp = async (email: string, name: string, isCompany: boolean) => {
        const response = await request.post('/api/signup', {
          headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'Accept-Language': language },
          data: {
            email,
            name,
            password: 'mail password 1',
            is_company: isCompany,
            ...(isCompany ? { company_name: name } : {}),
            recaptcha_token: '',
          },
        });
        expect(response.status()).toBe(201);
        // A company confirms its address before it asks for contact (issue 34).
        if (isCompany) await confirmEmailThroughOutbox(request, email);
        return (await response.json()) as Omit<Session, 'applicantId'>;
      };
      const headers = async (token: string) => ({
        'X-XSRF-TOKEN': await xsrfToken(request),
        Authorization: `Bearer ${token}`,
        'Accept-Language': language,
      });
      const herEmail = `her.${stamp}@example.iq`;
      const her = await signUp(herEmail, resume.contact.fullName, false);
      const saved = await request.post('/api/applicant', {
        headers: await headers(her.token),
        data: { data: { ...resume, language, contact: { ...resume.contact, email: herEmail } } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const { id: applicantId } = (await saved.json()) as { id: number };
      const companyEmail = `hr.${stamp}@example.iq`;
      const companyName = language === 'ar' ? 'شركة آسيا للبناء' : 'کۆمپانیای ئاسۆ';
      const company = await signUp(companyEmail, companyName, true);
      // An English message inside a right-to-left mail: its full stop must stay at its own end.
      const message = 'Hello, we would like to talk about a job in Erbil.';
      const asked = await request.post('/api/contact-requests', {
        headers: await headers(company.token),
        data: { applicant_id: applicantId, message },
      });
      expect(asked.status(), await asked.text()).toBeLessThan(300);
      const received = await request.get('/api/contact-requests', { headers: await headers(her.token) });
      const { data } = (await received.json()) as { data: { id: number }[] };
      const accepted = await request.post(`/api/contact-requests/${data[0]!.id}/accept`, {
        headers: await headers(her.token),
      });
      expect(accepted.status(), await accepted.text()).toBeLessThan(300);
      const forgot = await request.post('/api/forgot-password', {
        headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'Accept-Language': language },
        data: { email: herEmail, recaptcha_token: '' },
      });
      expect(forgot.status()).toBe(200);
      await request.dispose();

      const mails = {
        'request-to-her': await waitForMailHtml(herEmail, ['Erbil']),
        'accepted-to-company': await waitForMailHtml(companyEmail, [herEmail]),
        'accepted-to-her': await waitForMailHtml(herEmail, [companyEmail]),
        'password-reset': await waitForMailHtml(herEmail, ['reset-password']),
      };
      for (const [name, mail] of Object.entries(mails)) {
        expect(mail.header('content-language'), name).toBe(language);
        await page.setContent(mail.html);
        await page.screenshot({ path: testInfo.outputPath(`mail-${name}-${language}.png`), fullPage: true });
        await testInfo.attach(`mail-${name}-${language}`, {
          path: testInfo.outputPath(`mail-${name}-${language}.png`),
          contentType: 'image/png',
        });
        expect(await pageWidth(page), name).toBeLessThanOrEqual(360);
      }
      // The phone reads left to right: the accepted mail isolates it.
      await page.setContent(mails['accepted-to-company'].html);
      await expect(page.locator('bdi', { hasText: '+964' }).first()).toBeVisible();
      await mailContext.close();
    });
  });
}
