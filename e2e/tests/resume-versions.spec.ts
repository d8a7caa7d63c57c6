import { execFileSync } from 'node:child_process';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage } from '../support/applicants';
import { expect, test } from '../support/fixtures';

// Issue 31: one resume in two languages. An applicant whose resume is written in Arabic adds an English
// version on a phone and publishes; a visitor whose interface is English finds the English card and page
// and the English PDF, switches to Arabic and gets the Arabic PDF.

const ENGLISH_NAME = 'Zainab Al-Rubaie';
const ENGLISH_TITLE = 'Front-end Web Developer';
const ARABIC_TITLE = resume.contact.job_title;

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e]/g,
    '',
  );
}

test('an Arabic resume with an English version, written on a phone and read in both languages', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const session = await applicantWith(
    request,
    { ...resume, language: 'ar', published: false } as typeof resume,
    resume.contact.fullName,
  );
  await signInPage(page, session);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();

  // Add the English version, start from the main text, and translate the name, the job title and the summary.
  await page.getByLabel('Add a version in …').selectOption('en');
  await page.getByRole('button', { name: 'Add version' }).click();
  await expect(page.getByRole('heading', { name: 'English version' })).toBeVisible();
  const version = page.getByRole('region', { name: 'English version' });
  await version.getByRole('button', { name: 'Start from the main text' }).click();
  await version.getByLabel('Full name', { exact: true }).fill(ENGLISH_NAME);
  await version.getByLabel('Job title', { exact: true }).fill(ENGLISH_TITLE);
  await version
    .getByLabel('Professional Summary', { exact: true })
    .fill('Web developer with six years of experience building bilingual sites for Iraqi companies.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const shot = testInfo.outputPath('translation-view-360.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('translation view 360 px', { path: shot, contentType: 'image/png' });
  await page.getByRole('button', { name: 'Back to the main version' }).click();
  await expect(page.getByText(/^English: \d+% translated$/)).toBeVisible();

  for (let step = 1; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 5 of 5: Projects & Volunteering')).toBeVisible();
  await page
    .getByRole('form', { name: 'Resume Builder' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText('Resume published successfully.')).toBeVisible({ timeout: 20_000 });

  // A visitor with an English interface.
  const visitor = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 360, height: 800 },
    acceptDownloads: true,
  });
  const reader = await visitor.newPage();
  await reader.goto('/');
  await expect(reader.getByText(ENGLISH_NAME).first()).toBeVisible({ timeout: 20_000 });
  await expect(reader.getByText(ENGLISH_TITLE).first()).toBeVisible();

  await reader.goto(`/preview/${session.applicantId}`);
  const sheet = reader.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 1, name: ENGLISH_NAME })).toBeVisible();
  await expect(sheet.getByRole('heading', { level: 2, name: 'Professional Summary' })).toBeVisible();
  const englishDownload = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Download PDF' }).click();
  const englishPdf = testInfo.outputPath('english.pdf');
  await (await englishDownload).saveAs(englishPdf);
  const english = pdfText(englishPdf);
  expect(english).toContain(ENGLISH_TITLE);
  expect(english).toContain('Professional Summary');

  await reader
    .getByRole('navigation', { name: 'Versions of this resume' })
    .getByRole('link', { name: 'العربية' })
    .click();
  await expect(sheet.getByRole('heading', { level: 1, name: resume.contact.fullName })).toBeVisible();
  await expect(sheet).toHaveAttribute('dir', 'rtl');
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const arabicShot = testInfo.outputPath('arabic-version-360.png');
  await reader.screenshot({ path: arabicShot, fullPage: true });
  await testInfo.attach('Arabic version 360 px', { path: arabicShot, contentType: 'image/png' });
  const arabicDownload = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Download PDF' }).click();
  const arabicPdf = testInfo.outputPath('arabic.pdf');
  await (await arabicDownload).saveAs(arabicPdf);
  const arabic = pdfText(arabicPdf);
  expect(arabic).toContain('الملخص المهني');
  expect(arabic).toContain('السجل الوظيفي');
  expect(arabic).toContain(ARABIC_TITLE);
  await visitor.close();
});
