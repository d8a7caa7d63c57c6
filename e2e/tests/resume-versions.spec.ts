import { execFileSync } from 'node:child_process';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { addFirstJob } from '../support/builder';
import { tr } from '../support/catalogues';
import { appHasTakenOver } from '../support/first-content';
import { test, expect as baseExpect } from '../support/fixtures';

// Issue 31: one resume in two languages, all of it done by people on phones (360 px). An applicant with
// an Arabic interface signs up and types her resume in Arabic in the builder, adds an English version in
// the builder's translation view and publishes; a visitor whose interface is English finds the English
// card and page and the English PDF, switches to Arabic and gets the Arabic PDF.

// Remotes, saves and PDFs on a shared two-core machine: waits get room, the journey stays the same.
const expect = baseExpect.configure({ timeout: 20_000 });

// Playwright's start-up scripts cannot run in the script-less preview frame (see builder.spec.ts).
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc'/;

const PHONE = { width: 360, height: 800 };

/** What she writes in each version; the keyword is in the English version only. */
function resumeTexts(keyword: string) {
  return {
    ar: {
      name: 'زينب الربيعي',
      jobTitle: 'مطورة واجهات ويب',
      summary: 'مطورة ويب لديها خبرة ست سنوات في بناء مواقع ثنائية اللغة سهلة الاستخدام للشركات العراقية.',
      institute: 'جامعة بغداد',
      jobTitleAtWork: 'مطورة واجهات أمامية',
      employer: 'شركة بابل سوفت',
      duty: 'بناء موقع الشركة بالعربية والإنجليزية',
      skill: 'العمل الجماعي',
      spokenLanguage: 'العربية',
    },
    en: {
      name: 'Zainab Al-Rubaie',
      jobTitle: 'Front-end Web Developer',
      summary: `Web developer with six years of experience building bilingual ${keyword} sites for Iraqi companies.`,
      institute: 'University of Baghdad',
      jobTitleAtWork: 'Front-end Developer',
      employer: 'Babylon Soft',
      duty: 'Built the company site in Arabic and English',
      skill: 'Teamwork',
      spokenLanguage: 'Arabic',
    },
  };
}

/** A word no other resume holds, so the directory's search finds exactly this one. */
function uniqueKeyword(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `quokka${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
}

/** The PDF's text, with the direction marks pdftotext leaves in Arabic script taken out. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e]/g,
    '',
  );
}

/**
 * A picture at the phone's width, nothing scrolling sideways, kept with the results: the whole page, or
 * the part given.
 */
async function picture(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
  const shot = testInfo.outputPath(`${name}-360.png`);
  if (part) {
    // The builder is one screen high and scrolls inside: a tall screen holds the whole part at once.
    await page.setViewportSize({ width: PHONE.width, height: 3000 });
    await part.screenshot({ path: shot });
    await page.setViewportSize(PHONE);
  } else {
    await page.screenshot({ path: shot, fullPage: true });
  }
  await testInfo.attach(`${name} 360 px`, { path: shot, contentType: 'image/png' });
}

/** Saves the download the click starts and returns the PDF's text. */
async function downloadedPdf(page: Page, button: Locator, file: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await button.click();
  await (await downloading).saveAs(file);
  return pdfText(file);
}

test.describe('a resume in Arabic and English', () => {
  test.use({ locale: 'ar-IQ', viewport: PHONE });

  test('written on a phone in Arabic, translated into English, read in both languages', async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(360_000);
    const keyword = uniqueKeyword();
    const { ar, en } = resumeTexts(keyword);
    const t = (key: string, values?: Record<string, string | number>) => tr('ar', key, values);

    // She signs up in her Arabic interface.
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('radio', { name: t('account:signup.applicant') }).check();
    await page.getByLabel(t('account:fields.fullName')).fill(ar.name);
    await page
      .getByLabel(t('account:fields.email'))
      .fill(`versions.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`);
    await page.getByLabel(t('account:fields.password'), { exact: true }).fill('versions journey password 1');
    await page.getByLabel(t('account:fields.confirmPassword')).fill('versions journey password 1');
    await page.getByRole('button', { name: t('account:signup.submit') }).click();
    await expect(page).toHaveURL(/\/resume-builder$/);
    await expect(page.getByRole('heading', { level: 1, name: t('builder:title') })).toBeVisible();
    const step = (number: number, tab: string) =>
      page.getByText(t('builder:footer.step', { step: number, count: 5, label: t(`builder:tabs.${tab}`) }));
    const next = page.getByRole('button', { name: t('builder:footer.next') });

    // Step 1, typed in Arabic: the document in Arabic.
    await expect(step(1, 'personal')).toBeVisible();
    await expect(page.getByLabel(t('builder:personal.fullName'))).toHaveValue(ar.name);
    await page.getByRole('combobox', { name: t('builder:documentLanguage.label') }).selectOption('ar');
    await page.getByLabel(t('builder:personal.jobTitle')).fill(ar.jobTitle);
    const phone = page.getByRole('textbox', { name: t('builder:personal.phone'), exact: true });
    await phone.fill('0770 123 4567');
    await phone.blur();
    await expect(phone).toHaveValue('+9647701234567');
    await page
      .getByRole('textbox', { name: t('builder:personal.birthdate'), exact: true })
      .fill('1996-04-12');
    await page.getByLabel(t('builder:personal.gender')).selectOption('Female');
    await page.getByLabel(t('builder:personal.city')).selectOption('Baghdad');
    await page.getByLabel(t('builder:personal.zone')).selectOption('Karkh');
    await page.getByLabel(t('builder:personal.workAvailability_female')).check();

    // Step 2: education.
    await next.click();
    await expect(step(2, 'education')).toBeVisible();
    await page.getByRole('checkbox', { name: t('reference:specialization.1') }).check();
    await page.getByRole('checkbox', { name: t('reference:specialization.102') }).check();
    const education = page.getByRole('group', { name: t('builder:education.entry', { index: 1 }) });
    await education.getByLabel(t('builder:education.degree')).selectOption("Bachelor's");
    await education.getByLabel(t('builder:education.institute')).fill(ar.institute);
    await education.getByLabel(t('builder:education.startYear')).selectOption('2014');
    await education
      .getByLabel(t('builder:education.startMonth'))
      .selectOption({ label: t('resume:dates.months.9') });
    await education.getByLabel(t('builder:education.endYear')).selectOption('2018');
    await education
      .getByLabel(t('builder:education.endMonth'))
      .selectOption({ label: t('resume:dates.months.6') });

    // Step 3: the summary and a job.
    await next.click();
    await expect(step(3, 'experience')).toBeVisible();
    await page.getByRole('textbox', { name: t('builder:summary.label') }).fill(ar.summary);
    await addFirstJob(page, 'ar', {
      title: ar.jobTitleAtWork,
      employer: ar.employer,
      startMonth: 1,
      duty: ar.duty,
    });

    // Step 4: a skill, a tool, a language.
    await next.click();
    await expect(step(4, 'skills-activities')).toBeVisible();
    await page.getByLabel(t('builder:skills.skill'), { exact: true }).fill(ar.skill);
    await page.getByRole('button', { name: t('builder:skills.add') }).click();
    const tool = page.getByRole('group', { name: t('builder:tools.entry', { index: 1 }) });
    await tool.getByLabel(t('builder:tools.name')).fill('React');
    await tool.getByLabel(t('builder:rated.level')).selectOption({ label: t('reference:rating.Very Good') });
    const spoken = page.getByRole('group', { name: t('builder:languages.entry', { index: 1 }) });
    await spoken.getByLabel(t('builder:languages.name')).fill(ar.spokenLanguage);
    await spoken
      .getByLabel(t('builder:rated.level'))
      .selectOption({ label: t('reference:rating.Excellent') });

    // Back on step 1: an English version, started from the main text and translated field by field.
    await page.getByRole('tab', { name: t('builder:tabs.personal') }).click();
    await page.getByLabel(t('builder:versions.addLabel')).selectOption('en');
    await page.getByRole('button', { name: t('builder:versions.add') }).click();
    const version = page.getByRole('region', {
      name: t('builder:versions.editingHeading', { language: 'English' }),
    });
    await expect(version).toBeVisible();
    await version.getByRole('button', { name: t('builder:versions.startFromMain') }).click();
    const field = (key: string) => version.getByLabel(t(`builder:versions.fields.${key}`), { exact: true });
    await expect(field('contact_job_title')).toHaveValue(ar.jobTitle);
    await field('contact_fullName').fill(en.name);
    await field('contact_job_title').fill(en.jobTitle);
    await field('summary').fill(en.summary);
    await field('education_institute').fill(en.institute);
    await field('employment_title').fill(en.jobTitleAtWork);
    await field('employment_employer').fill(en.employer);
    await field('employment_responsibilities').fill(en.duty);
    await field('languages_item').fill(en.spokenLanguage);
    await field('skills').fill(en.skill);
    await picture(page, testInfo, 'ar-translation-view', version);

    // The preview and the builder's PDF follow the version being translated.
    await page.getByRole('button', { name: t('builder:actions.preview') }).click();
    const preview = page
      .frameLocator(`iframe[title="${t('builder:preview.frameTitle')}"]`)
      .getByRole('article');
    await expect(preview.getByRole('heading', { level: 1, name: en.name })).toBeVisible();
    await expect(preview).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: t('builder:preview.close') }).click();
    await page.getByRole('button', { name: t('builder:actions.more') }).click();
    const builderPdf = await downloadedPdf(
      page,
      page.getByRole('button', { name: t('builder:actions.pdf') }),
      testInfo.outputPath('builder-english.pdf'),
    );
    expect(builderPdf).toContain(en.jobTitle);

    await version.getByRole('button', { name: t('builder:versions.done') }).click();
    await expect(
      page.getByText(t('builder:versions.completeness', { language: 'English', percent: 100 })),
    ).toBeVisible();
    await picture(
      page,
      testInfo,
      'ar-versions',
      page.getByRole('region', { name: t('builder:versions.heading') }),
    );

    // Step 5 and Publish.
    for (let number = 2; number <= 5; number += 1) await next.click();
    await expect(step(5, 'projects-volunteering')).toBeVisible();
    await page
      .getByRole('form', { name: t('builder:title') })
      .getByRole('button', { name: t('builder:actions.publish'), exact: true })
      .click();
    await expect(page.getByText(t('builder:messages.published'))).toBeVisible();

    // Her profile names the versions and how complete each is.
    await page.goto('/profile');
    const versions = page.getByRole('region', { name: t('profile:progress.versions.title') });
    await expect(
      versions.getByText(t('profile:progress.versions.main', { language: 'العربية' })),
    ).toBeVisible();
    const translated = t('profile:progress.versions.translated', { language: 'English', percent: 100 });
    await expect(versions.getByRole('progressbar', { name: translated })).toBeVisible();
    expect(consoleErrors.filter((error) => !SANDBOX_REFUSAL.test(error))).toEqual([]);

    // A visitor with an English interface finds her by a word of the English version only.
    const visitor = await browser.newContext({ locale: 'en-US', viewport: PHONE, acceptDownloads: true });
    const reader = await visitor.newPage();
    const e = (key: string, values?: Record<string, string | number>) => tr('en', key, values);
    await reader.goto('/');
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
    await reader.getByRole('searchbox', { name: e('directory:search.label') }).fill(keyword);
    const listing = reader.getByRole('region', { name: e('directory:listing.heading') });
    await expect(listing.getByRole('article')).toHaveCount(1);
    const card = listing.getByRole('article');
    await expect(card.getByText(en.name)).toBeVisible();
    await expect(card.getByText(en.jobTitle)).toBeVisible();
    await expect(card.getByText(ar.name)).toHaveCount(0);
    await picture(reader, testInfo, 'en-card');

    const [publicPage] = await Promise.all([
      visitor.waitForEvent('page'),
      card.getByRole('link', { name: e('directory:card.openLabel', { name: en.name }), exact: true }).click(),
    ]);
    await appHasTakenOver(publicPage);
    const sheet = publicPage.getByRole('article');
    await expect(sheet.getByRole('heading', { level: 1, name: en.name })).toBeVisible();
    await expect(sheet).toHaveAttribute('lang', 'en');
    await expect(sheet.getByRole('heading', { level: 2, name: e('resume:sections.summary') })).toBeVisible();
    await expect(sheet.getByText(en.summary)).toBeVisible();
    // Crawlers and link previews: each version at its own address, the English one described in English.
    for (const version of ['ar', 'en']) {
      await expect(publicPage.locator(`link[rel="alternate"][hreflang="${version}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/preview/\\d+\\?lang=${version}$`),
      );
    }
    await expect(publicPage.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IQ');
    await expect(publicPage.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(`^${en.name}`),
    );
    await picture(publicPage, testInfo, 'en-public-page');
    const download = publicPage.getByRole('button', { name: e('directory:preview.downloadPdf') });
    const english = await downloadedPdf(publicPage, download, testInfo.outputPath('english.pdf'));
    expect(english).toContain(en.jobTitle);
    expect(english).toContain(en.employer);
    expect(english).toContain(e('resume:sections.summary'));
    expect(english).toContain(e('resume:sections.employment'));
    expect(english).not.toContain(ar.jobTitle);

    // The switch to the Arabic version: the page and the PDF in Arabic.
    await publicPage
      .getByRole('navigation', { name: e('directory:preview.versions') })
      .getByRole('link', { name: 'العربية' })
      .click();
    await expect(publicPage).toHaveURL(/[?&]lang=ar\b/);
    await expect(sheet.getByRole('heading', { level: 1, name: ar.name })).toBeVisible();
    await expect(sheet).toHaveAttribute('dir', 'rtl');
    await expect(sheet).toHaveAttribute('lang', 'ar');
    await picture(publicPage, testInfo, 'ar-public-page');
    const arabic = await downloadedPdf(publicPage, download, testInfo.outputPath('arabic.pdf'));
    expect(arabic).toContain(tr('ar', 'resume:sections.summary'));
    expect(arabic).toContain(tr('ar', 'resume:sections.employment'));
    expect(arabic).toContain(ar.jobTitle);
    expect(arabic).not.toContain(en.jobTitle);
    await visitor.close();
  });
});
