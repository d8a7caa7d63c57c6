import { execFileSync } from 'node:child_process';
import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, type Session } from '../support/applicants';
import { test, expect as baseExpect } from '../support/fixtures';

// Issue 23: every screen on a phone — 360, 390 and 430 px wide, in each interface language — with nothing
// outside the screen, no pane that scrolls sideways but a tab strip, and controls of at least 44 × 44 px
// (inline text links excepted). One page per width and language walks through all the screens; a full-page
// picture of each is kept beside the run's results (e2e/test-results, git-ignored, a CI artifact).

const expect = baseExpect.configure({ timeout: 20_000 });

const WIDTHS = [360, 390, 430] as const;
const LANGUAGES = ['en', 'ar', 'ckb'] as const;
const MIN_TARGET = 44;
/** A third of a 740 px phone screen: the builder's step must begin above it (issue 23). */
const COMPACT_TOP_AREA_PX = 740 / 3;

// Playwright's own start-up scripts cannot run in the builder's script-less preview frame; Chromium reports
// each refusal as a console error. Every other console error still fails the walk.
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc'/;

interface Finding {
  check: 'outside' | 'scrolls' | 'small';
  element: string;
  detail: string;
}

/**
 * The page's layout faults, measured in the browser. Elements that are not drawn, visually hidden text,
 * and content clipped by a pane of its own are left out (the pane itself is measured).
 */
function layoutFindings(minTarget: number): Finding[] {
  const findings: Finding[] = [];
  const width = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const role = element.getAttribute('role');
    return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${label}"`;
  };
  const drawn = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    // Screen-reader-only text: clipped to nothing.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    return true;
  };
  /** Inside a pane that clips or scrolls sideways (not the page itself). */
  const clippedByPane = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  if (document.documentElement.scrollWidth > width + 1) {
    findings.push({
      check: 'scrolls',
      element: 'the page',
      detail: `${document.documentElement.scrollWidth} px wide in ${width}`,
    });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!drawn(element)) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (!clippedByPane(element) && (box.left < -1 || box.right > width + 1)) {
      findings.push({
        check: 'outside',
        element: describe(element),
        detail: `${Math.round(box.left)}–${Math.round(box.right)} in ${width}`,
      });
    }
    const scrolls =
      ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const tabStrip =
      element.matches('[role=tablist]') || element.querySelector(':scope > [role=tablist]') !== null;
    if (scrolls && !tabStrip && !element.matches('input, textarea, select')) {
      findings.push({
        check: 'scrolls',
        element: describe(element),
        detail: `${element.scrollWidth} px of content in ${element.clientWidth}`,
      });
    }
  }
  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=radio], [role=switch]',
  );
  for (const control of controls) {
    // A check box or radio button is as large as its label, which takes its clicks.
    const input = control as HTMLInputElement;
    const label = ['checkbox', 'radio'].includes(input.type) ? input.labels?.[0] : undefined;
    const target = label ?? control;
    if (!drawn(target) && !drawn(control)) continue;
    if (control.matches('a') && getComputedStyle(control).display === 'inline') continue; // inline text link
    const box = (drawn(target) ? target : control).getBoundingClientRect();
    if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
      findings.push({
        check: 'small',
        element: describe(control),
        detail: `${Math.round(box.width)} × ${Math.round(box.height)}`,
      });
    }
  }
  return findings;
}

/** The shell's client-side navigation: no reload between screens, as a visitor moves through the site. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** Waits for a screen to settle: its main heading drawn, nothing loading, fonts in. */
async function settled(page: Page) {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // The builder autosaves and the directory loads pages as they scroll in: the network is never idle for
  // long, so a short quiet moment is waited for, not an idle network.
  await page.waitForLoadState('networkidle', { timeout: 500 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const findings = await page.evaluate(layoutFindings, MIN_TARGET);
  const text = (list: Finding[]) => list.map((f) => `${f.check} ${f.element} ${f.detail}`).join('; ');
  expect.soft(findings, `${name}: ${text(findings)}`).toEqual([]);
}

let applicant: Session;

test.beforeAll(async ({ baseURL }) => {
  // One applicant with a published resume, signed in for the builder and profile of every walk.
  const request = await playwrightRequest.newContext({ baseURL });
  applicant = await applicantWith(request, resume, resume.contact.fullName);
  await request.dispose();
});

for (const width of WIDTHS) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    for (const language of LANGUAGES) {
      test(`in ${language}: every screen fits, nothing scrolls sideways, controls are 44 px`, async ({
        page,
        context,
        baseURL,
        consoleErrors,
      }, testInfo) => {
        test.setTimeout(120_000);
        await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);

        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await checkScreen(page, testInfo, 'home');

        await page.locator('button[aria-haspopup=dialog]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkScreen(page, testInfo, 'advanced-search');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        for (const [path, name] of [
          ['/about', 'about'],
          ['/login', 'login'],
          ['/signup', 'signup'],
          ['/forgot-password', 'forgot-password'],
          [`/preview/${applicant.applicantId}`, 'public-resume'],
        ] as const) {
          await visit(page, path);
          await checkScreen(page, testInfo, name);
        }

        // Signed in, as the shell restores a session from storage.
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        }, applicant);
        await page.goto('/resume-builder');
        const steps = page.locator('main [role=tablist]').first().locator('[role=tab]');
        await expect(steps).toHaveCount(5);
        // The bar above the form is one compact row on a phone: the step's own fields begin within the
        // first third of a 740 px screen, not under 170 px of title, badge and buttons.
        await settled(page);
        const formStart = await page.locator('main [role=tabpanel]').first().boundingBox();
        testInfo.annotations.push({ type: 'builder form starts at', description: `${formStart?.y} px` });
        expect(formStart!.y, 'the step begins within the first third of a 740 px phone').toBeLessThanOrEqual(
          COMPACT_TOP_AREA_PX,
        );
        const more = page.getByRole('toolbar').getByRole('button', { expanded: false });
        await more.click();
        await expect(page.getByRole('toolbar').getByRole('button', { expanded: true })).toBeVisible();
        await checkScreen(page, testInfo, 'builder-more-actions');
        await page.keyboard.press('Escape');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        for (let step = 0; step < 5; step += 1) {
          await steps.nth(step).click();
          await expect(steps.nth(step)).toHaveAttribute('aria-selected', 'true');
          await checkScreen(page, testInfo, `builder-step-${step + 1}`);
        }
        const previewToggle = page.getByRole('toolbar').getByRole('button').last();
        await previewToggle.click();
        await expect(previewToggle).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('main iframe')).toBeVisible();
        await checkScreen(page, testInfo, 'builder-preview');

        await visit(page, '/profile');
        await checkScreen(page, testInfo, 'profile');

        expect(consoleErrors.filter((error) => !SANDBOX_REFUSAL.test(error))).toEqual([]);
      });
    }
  });
}

test.describe('a new applicant on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });

  test('joins, builds and publishes a resume, finds it first on Latest, and opens and downloads it', async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = 'Hawraa Kareem';
    const email = `hawraa.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;

    // "Join Now" (in the menu on a phone) leads to sign-up, which lands in the builder at step 1.
    await page.goto('/');
    // On a phone the bar's links fold into the menu, where Join Now reads "Create Account".
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^(Join Now|Create Account)$/ })
      .click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByRole('radio', { name: 'Applicant' }).check();
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('phone password 1');
    await page.getByLabel('Confirm Password').fill('phone password 1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/resume-builder$/);
    await expect(page.getByText('Step 1 of 5: Personal')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);

    // Step 1: Personal.
    await page.getByLabel('Job Title').fill('Accountant');
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('0781 234 5678');
    await phone.blur();
    await page.getByLabel('Show my phone number on my public resume').check();
    // A new resume keeps both off the public resume until she switches them on (issue 34).
    await page.getByLabel('Show my email on my public resume').check();
    await page.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('1995-03-08');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('City').selectOption('Najaf');
    await page.getByLabel('Available for work').check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: Education, with a specialisation.
    await expect(page.getByText('Step 2 of 5: Education')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Business & Administration' }).check();
    const education = page.getByRole('group', { name: 'Education 1' });
    await education.getByLabel('Degree').selectOption("Bachelor's");
    await education.getByLabel('Institute').fill('University of Kufa');
    await education.getByLabel('Start Year').selectOption('2013');
    await education.getByLabel('Start Month').selectOption({ label: 'September' });
    await education.getByLabel('End Year').selectOption('2017');
    await education.getByLabel('End Month').selectOption({ label: 'June' });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: Experience.
    await expect(page.getByText('Step 3 of 5: Experience')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill(
        'Accountant in Najaf who keeps the books of two trading companies and prepares their yearly accounts.',
      );
    await page.getByRole('button', { name: 'Add job' }).click();
    const job = page.getByRole('group', { name: 'Job 1' });
    await job.getByLabel('Job Title').fill('Accountant');
    await job.getByLabel('Employer').fill('Kufa Trading');
    await job.getByLabel('Start Year').selectOption('2018');
    await job.getByLabel('End Year').selectOption('Present');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: Skills & Activities; step 5 (Projects & Volunteering, optional) ends with Publish.
    await expect(page.getByText('Step 4 of 5: Skills & Activities')).toBeVisible();
    await page.getByLabel('Skill', { exact: true }).fill('Bookkeeping');
    await page.getByRole('button', { name: 'Add skill' }).click();
    const tool = page.getByRole('group', { name: 'Tool 1' });
    await tool.getByLabel('Tool or technology').fill('Excel');
    await tool.getByLabel('Level').selectOption({ label: 'Very Good' });
    const language = page.getByRole('group', { name: 'Language 1' });
    await language.getByLabel('Language').fill('Arabic');
    await language.getByLabel('Level').selectOption({ label: 'Excellent' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5: Projects & Volunteering')).toBeVisible();
    await page
      .getByRole('form', { name: 'Resume Builder' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(page.getByText('Resume published successfully.')).toBeVisible();

    // The share link, with Copy link.
    const share = page.getByRole('region', { name: 'Your resume is public' });
    await expect(share).toBeVisible();
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const address = (await share.locator('a[href*="/preview/"]').first().getAttribute('href'))!;
    const path = new URL(address, page.url()).pathname;
    expect(path).toMatch(/^\/preview\/\d+$/);
    await page.screenshot({ path: testInfo.outputPath('journey-published.png'), fullPage: true });

    // First on "Latest", newest first, with her job title, city and years.
    const directory = await context.newPage();
    await directory.goto('/');
    const first = directory.getByRole('region', { name: 'Applicants' }).getByRole('article').first();
    await expect(first.getByRole('heading', { name })).toBeVisible();
    await expect(first).toContainText('Accountant');
    await expect(first).toContainText('Najaf');
    await expect(first.getByRole('link', { name: `${name} (opens in a new tab)` })).toHaveAttribute(
      'href',
      path,
    );

    // The public page, with the e-mail and phone as links.
    await directory.goto(path);
    await expect(directory.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(directory.locator(`a[href="mailto:${email}"]`).first()).toBeVisible();
    await expect(directory.locator('a[href="tel:+9647812345678"]').first()).toBeVisible();
    await directory.screenshot({ path: testInfo.outputPath('journey-public-page.png'), fullPage: true });

    // The PDF.
    const downloading = directory.waitForEvent('download');
    await directory.getByRole('button', { name: /PDF/ }).first().click();
    const pdfPath = testInfo.outputPath('journey.pdf');
    await (await downloading).saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(name);
    expect(text).toContain('Accountant');
    // A resume this short prints on one A4 page.
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
    // TODO(issue 23, PDF): links printed with their address are the PDF slice's (another engineer's); add a
    // link in step 1 and assert its address in `text` once that lands.
    await directory.close();

    expect(consoleErrors.filter((error) => !SANDBOX_REFUSAL.test(error))).toEqual([]);
  });
});
