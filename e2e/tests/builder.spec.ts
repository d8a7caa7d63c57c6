import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';

// Remotes, saves and PDFs on a shared two-core machine: waits get room, the journey stays the same.
const expect = baseExpect.configure({ timeout: 20_000 });

// Playwright's own start-up scripts cannot run in the script-less preview frame (sandbox without
// allow-scripts), and Chromium reports each refusal as a console error. The product runs no script
// there; every other console error still fails the journey.
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc'/;

const photo = path.join(__dirname, '..', 'fixtures', 'profile-photo.png');

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;

/** A word no other resume holds, so the directory search finds exactly this one. */
function uniqueKeyword(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `quokka${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
}

async function signUpAsApplicant(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Applicant' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('builder password 1');
  await page.getByLabel('Confirm Password').fill('builder password 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign up successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/resume-builder$/);
}

async function openBuilder(page: Page) {
  await page.goto('/resume-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
}

function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Live preview of your resume"]');
}

/** The Talent Pool's cards for a keyword typed into its search box, as a visitor sees them. */
async function searchDirectory(directory: Page, keyword: string) {
  await directory.goto('/');
  await directory.getByRole('searchbox', { name: 'Search applicants' }).fill(keyword);
  const listing = directory.getByRole('region', { name: 'Applicants' });
  await expect(listing.getByText(/^[\d,]+ applicants?$/)).toBeVisible();
  return listing;
}

test.describe('the resume builder', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a new applicant builds a resume from empty, publishes it, finds it, downloads it and hides it', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const name = 'زينب عبد الكريم';
    const email = uniqueEmail('zainab');
    const keyword = uniqueKeyword();
    await signUpAsApplicant(page, name, email);
    await openBuilder(page);

    // Step 1: Personal — the account's Arabic name is already in, the live preview shows it.
    await expect(page.getByText('Step 1 of 5: Personal')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(name);
    await expect(preview(page).getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByLabel('Choose photo', { exact: true }).setInputFiles(photo);
    const editor = page.getByRole('dialog', { name: 'Crop your photo' });
    await expect(editor).toBeVisible();
    // Crop: the square selection is dragged towards the corner, then the photo is turned 30°.
    const selection = editor.locator('.ReactCrop__crop-selection');
    const box = (await selection.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2 - 20, { steps: 5 });
    await page.mouse.up();
    await editor.getByLabel('Rotation').fill('30');
    await expect(editor.getByText('30°')).toBeVisible();
    await editor.getByRole('button', { name: 'Save photo' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    await expect(preview(page).getByRole('img', { name: `Photo of ${name}` })).toBeVisible();

    const jobTitle = page.getByLabel('Job Title');
    await jobTitle.fill('Data Analyst');
    await expect(preview(page).getByText('Data Analyst')).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('0770 123 4567');
    await phone.blur();
    await expect(phone).toHaveValue('+9647701234567');
    await page.getByLabel('Show my phone number on my public resume').check();
    await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('1996-04-12');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('City').selectOption('Baghdad');
    await page.getByLabel('Zone').selectOption('Karkh');
    await page.getByLabel('Available for work').check();
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('linkedin.com/in/zainab');
    await page.getByRole('textbox', { name: 'Label' }).fill('LinkedIn');
    await expect(preview(page).getByRole('link', { name: 'LinkedIn' })).toBeVisible();

    // Step 2: Education.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 5: Education')).toBeVisible();
    // The autosave speaks beside the Draft badge, not in an alert (issue #23).
    await expect(page.getByText(/^Saved \d{1,2}:\d{2}/)).toBeVisible();
    // A new resume starts with no specialisation ticked (issue #23).
    await expect(page.getByRole('checkbox', { name: 'Information Technology' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Information Technology' }).check();
    await page.getByRole('checkbox', { name: 'Data Science & Analytics' }).check();
    const education = page.getByRole('group', { name: 'Education 1' });
    await education.getByLabel('Degree').selectOption("Bachelor's");
    await education.getByLabel('Institute').fill('جامعة بغداد');
    await education.getByLabel('Start Year').selectOption('2014');
    await education.getByLabel('Start Month').selectOption({ label: 'September' });
    await education.getByLabel('End Year').selectOption('2018');
    await education.getByLabel('End Month').selectOption({ label: 'June' });
    await expect(preview(page).getByText('جامعة بغداد')).toBeVisible();
    await page.getByRole('button', { name: 'Add course' }).click();
    const course = page.getByRole('group', { name: 'Course 1' });
    await course.getByLabel('Course Title').fill('Power BI for Analysts');
    await course.getByLabel('Provider').fill('Coursera');
    await course.getByLabel('Duration').selectOption('3 months');

    // Step 3: Experience.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 5: Experience')).toBeVisible();
    const summary = `Data analyst in Baghdad who builds ${keyword} dashboards for retail and health teams every week.`;
    await page.getByRole('textbox', { name: 'Summary' }).fill(summary);
    await expect(page.getByText('Word count: 15/300')).toBeVisible();
    await expect(preview(page).getByText(summary)).toBeVisible();
    await page.getByRole('button', { name: 'Add job' }).click();
    const job = page.getByRole('group', { name: 'Job 1' });
    await job.getByLabel('Job Title').fill('Junior Analyst');
    await job.getByLabel('Employer').fill('Babylon Data');
    await job.getByLabel('Start Year').selectOption('2019');
    await job.getByLabel('End Year').selectOption('Present');
    await expect(job.getByLabel('End Month')).toBeDisabled();
    await job.getByLabel('New responsibility').fill('Built weekly sales reports');
    await job.getByLabel('New responsibility').press('Enter');
    await expect(preview(page).getByText('Built weekly sales reports')).toBeVisible();

    // Step 4: Skills & Activities.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 5: Skills & Activities')).toBeVisible();
    await page.getByLabel('Skill', { exact: true }).fill('Teamwork');
    await page.getByRole('button', { name: 'Add skill' }).click();
    const tool = page.getByRole('group', { name: 'Tool 1' });
    await tool.getByLabel('Tool or technology').fill('Power BI');
    await tool.getByLabel('Level').selectOption({ label: 'Very Good' });
    const language = page.getByRole('group', { name: 'Language 1' });
    await language.getByLabel('Language').fill('العربية');
    await language.getByLabel('Level').selectOption({ label: 'Excellent' });
    await expect(preview(page).getByText('Power BI', { exact: true })).toBeVisible();

    // Step 5: Projects & Volunteering, optional (issue 30), each shown in the preview as typed.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5: Projects & Volunteering')).toBeVisible();
    await page.getByRole('button', { name: 'Add project' }).click();
    const project = page.getByRole('group', { name: 'Project 1' });
    await project.getByLabel('Project name').fill('Clinic booking dashboard');
    await project.getByLabel('Link').fill('github.com/layla/clinic');
    await project.getByLabel('Start Year').selectOption('2023');
    await page.getByRole('button', { name: 'Add volunteering' }).click();
    const volunteering = page.getByRole('group', { name: 'Volunteering 1' });
    await volunteering.getByLabel('Organization').fill('Iraqi Red Crescent Society');
    await volunteering.getByLabel('Role').fill('First aid volunteer');
    await expect(preview(page).getByText('Clinic booking dashboard')).toBeVisible();
    await expect(preview(page).getByText('Iraqi Red Crescent Society')).toBeVisible();

    // Publish, the last step's main action: the resume is saved published and found in the directory.
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
    await page
      .getByRole('form', { name: 'Resume Builder' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(page.getByText('Resume published successfully.')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    const directory = await context.newPage();
    const found = await searchDirectory(directory, keyword);
    await expect(found.getByRole('article')).toHaveCount(1);
    await expect(found.getByRole('article').getByText(name)).toBeVisible();

    // The PDF downloads under the applicant's name.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    await expect(page.getByText('PDF downloaded successfully.')).toBeVisible();

    // Unpublish, after confirming: gone from the directory.
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish your resume?' })
      .getByRole('button', { name: 'Unpublish', exact: true })
      .click();
    await expect(page.getByText('Resume hidden successfully.')).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    const searchedAgain = await searchDirectory(directory, keyword);
    await expect(searchedAgain.getByText('No applicants match this search.')).toBeVisible();
    await expect(searchedAgain.getByRole('article')).toHaveCount(0);
    await directory.close();

    // Everything typed came back from the server.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Projects & Volunteering' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('group', { name: 'Project 1' }).getByLabel('Project name')).toHaveValue(
      'Clinic booking dashboard',
    );
    await expect(page.getByRole('group', { name: 'Volunteering 1' }).getByLabel('Organization')).toHaveValue(
      'Iraqi Red Crescent Society',
    );
    await page.getByRole('tab', { name: 'Personal' }).click();
    await expect(page.getByLabel('Job Title')).toHaveValue('Data Analyst');
    // A hidden resume's photo is served to its owner alone (issue 34): the builder fetches it with the
    // token and shows it from memory.
    const ownPhoto = page.getByRole('img', { name: 'Your photo' });
    await expect(ownPhoto).toHaveAttribute('src', /^blob:|storage\/applicant_images\//);
    await expect
      .poll(() => ownPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(consoleErrors.filter((error) => !SANDBOX_REFUSAL.test(error))).toEqual([]);
  });

  test('a server error on save keeps what the applicant typed', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAsApplicant(page, 'Omar Saleh', uniqueEmail('omar'));
    await openBuilder(page);

    let failed = false;
    await page.route('**/api/applicant', async (route) => {
      if (failed || route.request().method() !== 'POST') return route.continue();
      failed = true;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Server Error"}',
      });
    });

    await page.getByLabel('Job Title').fill('Site Engineer');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Server Error')).toBeVisible();
    await expect(page.getByLabel('Job Title')).toHaveValue('Site Engineer');
    await expect(preview(page).getByText('Site Engineer')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Job Title')).toHaveValue('Site Engineer');
  });
});

/**
 * What React DOM announces to a devtools hook as it loads: one entry per renderer on the page. Installed
 * before any script runs, as the React DevTools extension does.
 */
function countReactRenderers() {
  const renderers: string[] = [];
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject: (internals: { reconcilerVersion?: string }) =>
        renderers.push(internals.reconcilerVersion ?? '?'),
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    },
  });
}

test("the builder's preview draws with the page's one React renderer, and the page keeps its own styles", async ({
  page,
}) => {
  // A second renderer (a remote's own copy of react-dom/client) shares styled-components' contexts with
  // the first: rendering in turns, the page's global style was written into the preview frame and the
  // builder's buttons and fields lost their font and size for a moment, moving under the pointer.
  await page.addInitScript(countReactRenderers);
  const name = 'Renderer Check';
  await signUpAsApplicant(page, name, uniqueEmail('renderer'));
  await expect(preview(page).getByRole('heading', { level: 1, name })).toBeVisible();
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: string[] } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers,
  );
  expect(renderers).toHaveLength(1);
  const textareaFont = await page.evaluate(() => {
    const probe = document.createElement('textarea');
    document.body.append(probe);
    const font = getComputedStyle(probe).fontFamily;
    probe.remove();
    return font;
  });
  expect(textareaFont).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
});

test('axe finds no serious or critical violation on any step of the builder', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUpAsApplicant(page, 'Axe Tester', uniqueEmail('axe'));
  await openBuilder(page);
  for (const step of [
    'Personal',
    'Education',
    'Experience',
    'Skills & Activities',
    'Projects & Volunteering',
  ]) {
    await page.getByRole('tab', { name: step, exact: true }).click();
    await expect(page.getByText(new RegExp(`^Step \\d of 5: ${step}$`))).toBeVisible();
    // The preview frame runs no script (its sandbox has no allow-scripts), so axe cannot enter it; the
    // same document is checked on /preview/:id (directory.spec.ts).
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious, step).toEqual([]);
  }
});
