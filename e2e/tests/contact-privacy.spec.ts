import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage } from '../support/applicants';
import { appHasTakenOver } from '../support/first-content';
import { test, expect } from '../support/fixtures';

// Issue 23: the applicant keeps the e-mail off the public resume and shows the age instead of the birth
// date; the builder's switches, the public page and the toolbar at a phone's width, in English and
// Arabic. Screenshots are kept as test artefacts for a person to look at.

const year = new Date().getFullYear();

for (const [language, locale] of [
  ['en', 'en-US'],
  ['ar', 'ar-IQ'],
] as const) {
  test.describe(`a 360 px phone in ${language}`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } });

    test('the public page leaves out the hidden e-mail and shows the age', async ({
      page,
      request,
    }, testInfo) => {
      const session = await applicantWith(
        request,
        {
          ...resume,
          language: 'ar',
          contact: {
            ...resume.contact,
            birthdate: `${year - 30}-01-01`,
            showEmail: false,
            birthdateDisplay: 'age',
          },
        } as typeof resume,
        resume.contact.fullName,
      );
      await page.goto(`/preview/${session.applicantId}`);
      // The app's page, once it has taken over from the server's first content (issue 32): both hold the resume.
      await appHasTakenOver(page);
      const contact = page.getByLabel('معلومات الاتصال');
      await expect(contact).toBeVisible({ timeout: 30_000 });
      // The resume is printed in Arabic (its own language) whatever the interface.
      await expect(contact.getByText('العمر')).toBeVisible();
      await expect(contact).toContainText('٣٠');
      await expect(contact).toContainText('+964 770 123 4567');
      await expect(page.getByText(session.user.email)).toHaveCount(0);
      await expect(page.getByText(`${year - 30}`)).toHaveCount(0);
      await expect(page.getByText('linkedin.com/in/zainab')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: testInfo.outputPath(`public-page-${language}.png`), fullPage: true });
    });

    test("the builder's personal step offers the switches, and its toolbar buttons are 44 px", async ({
      page,
      request,
    }, testInfo) => {
      const session = await applicantWith(
        request,
        { ...resume, contact: { ...resume.contact, showEmail: false } as typeof resume.contact },
        resume.contact.fullName,
      );
      await signInPage(page, session);
      await page.goto('/resume-builder');
      const emailSwitch = page.getByRole('checkbox', {
        name:
          language === 'en'
            ? 'Show my email on my public resume'
            : 'إظهار بريدي الإلكتروني في سيرتي الذاتية العامة',
      });
      await expect(emailSwitch).not.toBeChecked({ timeout: 30_000 });
      const birthdate = page.getByRole('combobox', {
        name:
          language === 'en' ? 'Date of birth on my public resume' : 'تاريخ الميلاد في سيرتي الذاتية العامة',
      });
      await expect(birthdate).toHaveValue('date');

      const toolbar = page.getByRole('toolbar');
      for (const button of await toolbar.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: testInfo.outputPath(`builder-toolbar-${language}.png`) });
      await emailSwitch.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`builder-personal-${language}.png`) });
    });
  });
}
