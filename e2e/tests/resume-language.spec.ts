import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, xsrfToken } from '../support/applicants';
import { appHasTakenOver } from '../support/first-content';
import { expect, test } from '../support/fixtures';

// Issue #16: a resume printed in its own language. An Arabic resume's public page and PDF carry Arabic
// headings, right to left, inside a page in the interface language; on a phone its columns stack and
// nothing scrolls sideways. Pictures of both widths and of the PDF are kept as test artefacts for review.

const ARABIC_HEADINGS = ['الملخص المهني', 'التخصصات', 'التحصيل الدراسي', 'السجل الوظيفي', 'اللغات'];
const ENGLISH_HEADINGS = ['Professional Summary', 'Specializations', 'Educational Background', 'Languages'];

test('an Arabic resume reads right to left in Arabic on its public page and in its PDF', async ({
  page,
  request,
}, testInfo) => {
  const session = await applicantWith(
    request,
    { ...resume, language: 'ar' } as typeof resume,
    resume.contact.fullName,
  );

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/preview/${session.applicantId}`);
    await appHasTakenOver(page);
    const sheet = page.getByRole('article');
    await expect(sheet.getByRole('heading', { level: 2, name: 'الملخص المهني' })).toBeVisible();
    await expect(sheet).toHaveAttribute('dir', 'rtl');
    await expect(sheet).toHaveAttribute('lang', 'ar');
    const headings = await sheet.getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of ARABIC_HEADINGS) expect(headings).toContain(heading);
    for (const heading of ENGLISH_HEADINGS) expect(headings).not.toContain(heading);
    // The page around the document stays in the interface language (English here).
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    // Nothing scrolls sideways, and every heading sits on one line (no break inside a word).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const heading of await sheet.getByRole('heading', { level: 2 }).all()) {
      const lines = await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight));
      });
      expect(lines).toBe(1);
    }

    // Right to left: the photo (or its placeholder) sits at the sheet's right edge.
    const sheetBox = (await sheet.boundingBox())!;
    const photoBox = (await sheet.getByRole('img').first().boundingBox())!;
    expect(photoBox.x + photoBox.width).toBeGreaterThan(sheetBox.x + sheetBox.width / 2);

    // An English job title lines up with the Arabic around it (flush right), and its duty's bullet
    // stays on the document's side.
    const rightEdge = (name: string, level: number) =>
      sheet.getByRole('heading', { level, name }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right;
      });
    expect(
      Math.abs((await rightEdge('Front-end Developer', 3)) - (await rightEdge('السجل الوظيفي', 2))),
    ).toBeLessThan(2);
    const duty = sheet.getByRole('listitem').filter({ hasText: /^Built the company site/ });
    expect(await duty.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    // Specializations and education: side by side on a wide screen, one above the other on a phone.
    const specializations = (await sheet.getByRole('region', { name: 'التخصصات' }).boundingBox())!;
    const education = (await sheet.getByRole('region', { name: 'التحصيل الدراسي' }).boundingBox())!;
    if (width === 360) expect(education.y).toBeGreaterThanOrEqual(specializations.y + specializations.height);
    else expect(Math.abs(education.y - specializations.y)).toBeLessThan(2);
    if (width !== 360) expect(specializations.x).toBeGreaterThan(education.x);

    const shot = testInfo.outputPath(`public-page-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`public page ${width} px`, { path: shot, contentType: 'image/png' });
  }

  const download = await request.post('/api/download-resume-pdf', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { applicant_id: session.applicantId },
  });
  expect(download.status()).toBe(200);
  const pdfPath = testInfo.outputPath('arabic-resume.pdf');
  fs.writeFileSync(pdfPath, await download.body());
  const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e]/g,
    '',
  );
  for (const heading of ARABIC_HEADINGS) expect(text).toContain(heading);
  for (const heading of ENGLISH_HEADINGS) expect(text).not.toContain(heading);
  const picture = testInfo.outputPath('arabic-resume-page');
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfPath, picture]);
  await testInfo.attach('PDF page 1', { path: `${picture}.png`, contentType: 'image/png' });
});

test("the builder's live preview follows the resume language chosen on the Personal step", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await applicantWith(request, resume, resume.contact.fullName);
  await signInPage(page, session);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  const sheet = page.frameLocator('iframe[title="Live preview of your resume"]').getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2, name: 'Professional Summary' })).toBeVisible({
    timeout: 20_000,
  });

  const language = page.getByRole('combobox', { name: 'Language of your resume' });
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'کوردی' });
  await expect(sheet.getByRole('heading', { level: 2, name: 'پوختەی پیشەیی' })).toBeVisible();
  await expect(sheet).toHaveAttribute('dir', 'rtl');
  await expect(sheet).toHaveAttribute('lang', 'ckb');
  // The builder around the preview stays in the interface language.
  await expect(page.getByText('Step 1 of 5: Personal')).toBeVisible();
});

test('a Kurdish resume reads in Sorani on a phone, nothing scrolling sideways', async ({
  page,
  request,
}, testInfo) => {
  const session = await applicantWith(
    request,
    { ...resume, language: 'ckb' } as typeof resume,
    resume.contact.fullName,
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/preview/${session.applicantId}`);
  await appHasTakenOver(page);
  const sheet = page.getByRole('article');
  await expect(sheet.getByRole('heading', { level: 2, name: 'پوختەی پیشەیی' })).toBeVisible();
  await expect(sheet).toHaveAttribute('lang', 'ckb');
  await expect(sheet.getByRole('heading', { level: 2, name: 'مێژووی کارکردن' })).toBeVisible();
  // Chromium's Intl has no Central Kurdish: dates still read in Kurdish, as the PDF (Node) writes them.
  await expect(sheet.getByText('١٢ی نیسانی ١٩٩٦')).toBeVisible();
  await expect(sheet.getByText('ئەیلوولی ٢٠١٤ – حوزەیرانی ٢٠١٨')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const shot = testInfo.outputPath('kurdish-public-page-360.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('Kurdish public page 360 px', { path: shot, contentType: 'image/png' });
});
