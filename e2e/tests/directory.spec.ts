import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startDemoServer, demoOrigin } from '../support/demo-server';
import { repoRoot } from '../support/environment';
import { appHasTakenOver } from '../support/first-content';
import { test, expect as baseExpect } from '../support/fixtures';

// Each search waits out two debounces (500 ms typing, 300 ms fetch) on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 6: a visitor uses the Talent Pool over the demo applicants, on a server of its own.
test.use({ baseURL: demoOrigin });

let demo: Awaited<ReturnType<typeof startDemoServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  demo = await startDemoServer();
});

test.afterAll(async () => {
  await demo?.close();
});

const listing = (page: Page) => page.getByRole('region', { name: 'Applicants' });
const cards = (page: Page) => listing(page).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search applicants' });
const queryOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The texts of a resume document in `language`, from the catalogues the resume template reads. */
function documentTexts(language: string) {
  const read = (namespace: string): unknown =>
    JSON.parse(
      fs.readFileSync(
        path.join(repoRoot, 'packages', 'i18n', 'src', 'locales', language, `${namespace}.json`),
        'utf8',
      ),
    );
  return {
    ...(read('resume') as { sections: Record<string, string>; listSeparator: string }),
    ...(read('reference') as { city: Record<string, string>; zone: Record<string, string> }),
  };
}

/** The total the listing shows, e.g. '1,234 applicants' → 1234. */
async function total(page: Page): Promise<number> {
  const text = await listing(page)
    .getByText(/^[\d,]+ applicants?$/)
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function capsules(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Active filters' }).getByRole('listitem').allTextContents();
}

async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('a visitor searches in Arabic and English, filters, loads more and reads a resume as a PDF', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Pool' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const everyone = await total(page);
  expect(everyone).toBeGreaterThan(100);

  // An Arabic keyword, typed: the search runs by itself once typing pauses.
  await searchBox(page).fill('محاسب');
  await expect.poll(() => queryOf(page)).toEqual({ q: 'محاسب' });
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  const arabicHits = await total(page);
  expect(arabicHits).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(Math.min(arabicHits, 12));

  // An English keyword from the example links.
  await page
    .getByRole('group', { name: 'Example searches' })
    .getByRole('button', { name: 'Accountant' })
    .click();
  await expect(searchBox(page)).toHaveValue('Accountant');
  await expect.poll(() => queryOf(page)).toEqual({ q: 'Accountant' });
  await expect(cards(page).first()).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);

  // Emptying the box leaves search mode: everyone again.
  await searchBox(page).fill('');
  await expect.poll(() => page.url()).toBe(`${demoOrigin}/`);
  await expect.poll(() => total(page)).toBe(everyone);

  // Specialisation tabs.
  await page.getByRole('tab', { name: 'Information Technology' }).click();
  await expect(page.getByRole('tab', { name: 'Information Technology' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  expect(queryOf(page)).toEqual({ specialization: 'Information Technology' });
  await page.getByRole('tab', { name: 'Business & Administration' }).click();
  await expect.poll(() => queryOf(page)).toEqual({ specialization: 'Business & Administration' });
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  await page.getByRole('tab', { name: 'Latest' }).click();
  await expect.poll(() => total(page)).toBe(everyone);

  // Advanced search: Baghdad, the Karkh zone and an age range, with the §5 clamping on the way.
  await page.getByRole('button', { name: 'Advanced search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced search' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'City' }).selectOption('Baghdad');
  await dialog.getByRole('group', { name: 'Zone' }).getByRole('button', { name: 'Karkh' }).click();
  const age = dialog.getByRole('group', { name: 'Age range' });
  await age.getByRole('spinbutton', { name: 'Minimum' }).fill('10');
  await age.getByRole('spinbutton', { name: 'Minimum' }).blur();
  await expect(age.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue('16');
  await age.getByRole('spinbutton', { name: 'Minimum' }).fill('20');
  await age.getByRole('spinbutton', { name: 'Maximum' }).fill('45');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => capsules(page)).toEqual(['Age: 20 - 45 years', 'Baghdad', 'Karkh']);
  expect(queryOf(page)).toEqual({ age_min: '20', age_max: '45', city: 'Baghdad', zone: 'Karkh' });
  await expect.poll(() => total(page)).toBeLessThan(everyone);
  const filtered = await total(page);
  expect(filtered).toBeGreaterThan(12);
  await expect(cards(page)).toHaveCount(12);

  // Scrolling to the end of the grid loads the next page by itself.
  await listing(page).getByRole('button', { name: 'Load More' }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(Math.min(filtered, 24));
  const names = await cards(page).getByRole('heading').allInnerTexts();
  expect(new Set(names).size).toBe(names.length);

  // The search survives a reload, and Back undoes a removed filter.
  const searchUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(searchUrl);
  await expect.poll(() => capsules(page)).toEqual(['Age: 20 - 45 years', 'Baghdad', 'Karkh']);
  await expect.poll(() => total(page)).toBe(filtered);
  await page.getByRole('button', { name: 'Remove filter Karkh' }).click();
  await expect.poll(() => capsules(page)).toEqual(['Age: 20 - 45 years', 'Baghdad']);
  await expect.poll(() => total(page)).toBeGreaterThan(filtered);
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect.poll(() => total(page)).toBe(filtered);

  // A card opens the resume in a new tab.
  const card = cards(page).first();
  const name = await card.getByRole('heading').innerText();
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/\d+$/);
  await expect(preview).toHaveTitle('Resume Preview - Talent Pool');
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  // The server's first content shows the same sheet until the app has drawn its own: read the app's.
  await appHasTakenOver(preview);
  // A third of the demo resumes are Arabic or Kurdish documents (issue 16): the sheet's headings and
  // place names are in the document's language, whatever the page's.
  const documentLanguage = (await preview.locator('article[lang]').first().getAttribute('lang')) ?? 'en';
  const texts = documentTexts(documentLanguage);
  await expect(preview.getByRole('heading', { level: 2, name: texts.sections.summary })).toBeVisible();
  await expect(
    preview.getByText(`${texts.city.Baghdad}${texts.listSeparator}${texts.zone.Karkh}`),
  ).toBeVisible();
  // … drawn with the resume's own bundled faces (the ones the PDF embeds), not whatever the system has.
  const loadedFaces = () =>
    preview.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/["']/g, ''));
    });
  await expect.poll(loadedFaces).toContain('Resume Latin');

  // … and downloads it as a PDF named after the applicant.
  const download = preview.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(preview.getByText('PDF downloaded successfully.')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

  expect(consoleErrors).toEqual([]);
});

test('a misspelt search offers its correction, which finds the resumes (issues 17, 23)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);

  // Two letters missing: beyond the search's own typo tolerance, so nothing is found as typed.
  await searchBox(page).fill('Acuntant');
  await expect.poll(() => queryOf(page)).toEqual({ q: 'Acuntant' });
  await expect(listing(page).getByText('No applicants match this search.')).toBeVisible();
  const correction = listing(page).getByRole('button', { name: /^Did you mean/ });
  await expect(correction).toHaveText(/^Did you mean accountant\?$/i);
  const box = await correction.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await correction.click();

  // The corrected search runs, in the URL and the box, and finds accountants.
  await expect.poll(() => queryOf(page).q?.toLowerCase()).toBe('accountant');
  await expect(searchBox(page)).toHaveValue(/^accountant$/i);
  await expect(cards(page).first()).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
  await expect(cards(page).first()).toContainText(/accountant/i);

  // Back returns to the typed search and its correction.
  await page.goBack();
  await expect.poll(() => queryOf(page)).toEqual({ q: 'Acuntant' });
  await expect(correction).toBeVisible();

  // In Arabic: a letter missing from a four-letter word.
  await searchBox(page).fill('محسب');
  await expect.poll(() => queryOf(page)).toEqual({ q: 'محسب' });
  await expect(correction).toHaveText('Did you mean محاسب?');
  await expect(correction.locator('bdi')).toHaveText('محاسب');
  await correction.click();
  await expect.poll(() => queryOf(page)).toEqual({ q: 'محاسب' });
  await expect(cards(page).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('axe finds no serious or critical violation on /, the open modal and /preview/:id', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(12);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Advanced search' }).click();
  await expect(page.getByRole('dialog', { name: 'Advanced search' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
