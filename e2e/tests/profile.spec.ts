import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The profile issue: an applicant follows their resume's progress on /profile, completes it, downloads it
// and starts over with Reset.

const password = 'profile password 1';

const personalAndEducation = {
  image: null,
  contact: {
    fullName: 'ليلى حسن',
    phone: { phone: '07701234567', showPhone: false },
    email: '',
    birthdate: '1998-02-20',
    gender: 'Female',
    workAvailability: true,
    city: 'Baghdad',
    zone: 'Risafa',
    links: [],
    job_title: 'Web Developer',
    welcome_message: '',
  },
  specializations: [{ id: 1, sub: [{ id: 102 }] }],
  education: [
    {
      degree: "Bachelor's",
      institute: 'University of Baghdad',
      duration: { start_year: '2016', start_month: '9', end_year: '2020', end_month: '6' },
    },
  ],
  languages: [],
  tools: [],
  skills: [],
  summary: '',
  courses: [],
  employment: [],
  activities: [],
  published: false,
};

const summary = 'Front-end developer who builds fast, accessible and bilingual websites for Iraqi companies.';

/** The Experience and Skills & Activities tabs filled in as a person would, then saved. */
async function fillExperienceAndSkillsInTheBuilder(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Resume sections' });
  await tabs.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(summary);
  await page.getByRole('button', { name: 'Add job' }).click();
  const job = page.getByRole('group', { name: 'Job 1' });
  await job.getByRole('textbox', { name: 'Job Title' }).fill('Front-end Developer');
  await job.getByRole('textbox', { name: 'Employer' }).fill('Babylon Soft');
  await job.getByRole('combobox', { name: 'Start Year' }).selectOption('2020');
  await job.getByRole('combobox', { name: 'Start Month' }).selectOption('8');
  await job.getByRole('combobox', { name: 'End Year' }).selectOption('Present');

  await tabs.getByRole('tab', { name: 'Skills & Activities' }).click();
  await page.getByRole('combobox', { name: 'Skill', exact: true }).fill('Teamwork');
  await page.getByRole('button', { name: 'Add skill' }).click();
  const language = page.getByRole('group', { name: 'Language 1' });
  await language.getByRole('textbox', { name: 'Language' }).fill('Arabic');
  await language.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Excellent' });
  const tool = page.getByRole('group', { name: 'Tool 1' });
  await tool.getByRole('textbox', { name: 'Tool or technology' }).fill('React');
  await tool.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Very Good' });

  await page.getByRole('toolbar', { name: 'Resume actions' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The resume API as a script would call it: XSRF cookie first, then the bearer token. */
function resumeApi(request: APIRequestContext) {
  const xsrfToken = async () => {
    await request.get('/sanctum/csrf-cookie');
    const { cookies } = await request.storageState();
    const cookie = cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return decodeURIComponent(cookie.value);
  };
  return {
    async signUp(email: string): Promise<string> {
      const response = await request.post('/api/signup', {
        headers: { 'X-XSRF-TOKEN': await xsrfToken() },
        data: { email, name: 'Layla Hassan', password, is_company: false, recaptcha_token: '' },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { token: string }).token;
    },
    async save(token: string, resume: object): Promise<void> {
      const response = await request.post('/api/applicant', {
        headers: { 'X-XSRF-TOKEN': await xsrfToken(), Authorization: `Bearer ${token}` },
        data: { data: resume },
      });
      expect(response.status()).toBe(200);
    },
  };
}

async function logIn(page: Page, email: string) {
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name: 'Resume Progress' }).getByRole('listitem', { name });
}

async function expectSection(
  page: Page,
  name: string,
  percent: number,
  status: string,
  missing: string | null,
) {
  const card = section(page, name);
  await expect(card.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(card).toContainText(`${percent}%`);
  await expect(card).toContainText(status);
  if (missing === null) await expect(card).not.toContainText('Missing:');
  else await expect(card.getByText(missing, { exact: true })).toBeVisible();
}

async function expectOverall(page: Page, percent: number) {
  await expect(page.getByRole('progressbar', { name: 'Overall completion' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
}

test('an applicant follows their resume to 100%, downloads it, and resets it to an empty resume', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A long journey with a real PDF print and the 5 s alert timeout, on a shared 2-core machine.
  test.setTimeout(90_000);
  const api = resumeApi(request);
  const email = `layla.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.iq`;
  const token = await api.signUp(email);
  await api.save(token, { ...personalAndEducation, contact: { ...personalAndEducation.contact, email } });

  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('Manage your personal information')).toBeVisible();

  // The main area, as spec §2 lists it.
  await expect(page.getByRole('heading', { level: 2, name: 'ليلى حسن' })).toBeVisible();
  await expect(page.getByText('Information Technology (Web Development)')).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByText('Baghdad, Risafa')).toBeVisible();
  await expect(page.getByText('(hidden on your public resume)')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No photo' })).toBeVisible();

  // Half a resume: personal 30% + education 30%.
  await expectOverall(page, 60);
  await expectSection(page, 'Personal Information', 100, 'Complete', null);
  await expectSection(page, 'Education', 100, 'Complete', null);
  await expectSection(
    page,
    'Experience',
    0,
    'Optional',
    'Missing: Professional Summary, Work Experience, Projects (optional), Volunteering (optional)',
  );
  await expectSection(
    page,
    'Skills',
    0,
    'Incomplete',
    'Missing: Skills, Languages (optional), Tools (optional)',
  );
  await expectNoSeriousA11yViolations(page);

  // The missing half goes in through the builder, then its Back button returns to the profile.
  await page.getByRole('link', { name: 'Edit Resume' }).click();
  await expect(page).toHaveURL(/\/resume-builder$/);
  await fillExperienceAndSkillsInTheBuilder(page);

  // Back on the profile, the page shows what the builder saved, not the copy loaded at login.
  await expectOverall(page, 100);
  await expect(page.getByText('Overall completion').locator('xpath=following-sibling::*[1]')).toHaveText(
    '100%',
  );
  for (const name of ['Personal Information', 'Education', 'Skills']) {
    await expectSection(page, name, 100, 'Complete', null);
  }
  // Projects and volunteering are optional (issue 30): listed, not counted.
  await expectSection(
    page,
    'Experience',
    100,
    'Complete',
    'Missing: Projects (optional), Volunteering (optional)',
  );

  // View Resume opens the public page in a new tab.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /View Resume/ }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/preview\/\d+$/);
  await popup.close();

  // Download PDF: 'Generating...' while the server prints it, then a file named after the applicant.
  // The request is held until the busy state has been seen: a PDF printed before (the server keeps one
  // per resume version) can come back faster than the check could look.
  let releasePdf: () => void = () => undefined;
  const pdfHeld = new Promise<void>((resolve) => (releasePdf = resolve));
  await page.route('**/api/download-resume-pdf', async (route) => {
    await pdfHeld;
    await route.continue();
  });
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  releasePdf();
  const download = await downloadStarted;
  await page.unroute('**/api/download-resume-pdf');
  expect(download.suggestedFilename()).toBe('ليلى حسن.pdf');
  await expect(page.getByText('PDF downloaded successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

  // Reset: asked first, in an accessible dialog; Escape backs out.
  await page.getByRole('button', { name: 'Reset Resume' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Reset' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Are you sure you want to reset your resume? This action cannot be undone.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reset Resume' })).toBeFocused();
  await expectOverall(page, 100);

  await page.getByRole('button', { name: 'Reset Resume' }).click();
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  const resetAlert = page.getByText('Resume reset successfully.');
  await expect(resetAlert).toBeVisible();
  await expect(dialog).toBeHidden();

  // The empty state: the fallbacks of spec §2, but the account's name and e-mail (given at sign-up)
  // show and count (issue #23), as does work availability (a boolean).
  await expect(page.getByRole('heading', { level: 2, name: 'Layla Hassan' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByText('No specializations provided')).toBeVisible();
  await expect(page.getByText('Not Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expectOverall(page, 15);
  await expectSection(page, 'Personal Information', 50, 'Incomplete', 'Missing: Phone, City, Gender');
  await expectSection(page, 'Education', 0, 'Incomplete', 'Missing: Education, Specializations');
  await expectSection(
    page,
    'Experience',
    0,
    'Optional',
    'Missing: Professional Summary, Work Experience, Projects (optional), Volunteering (optional)',
  );
  await expectSection(
    page,
    'Skills',
    0,
    'Incomplete',
    'Missing: Skills, Languages (optional), Tools (optional)',
  );

  // A success goes away by itself after 4 s (issue #23; spec §9 had 5 s on this screen).
  await expect(resetAlert).toBeHidden({ timeout: 7_000 });

  // The reset is on the server, not only on screen.
  await page.reload();
  await expect(page.getByText('No specializations provided')).toBeVisible();
  await expectOverall(page, 15);
  // Known builder issue, reported to its owner: the live preview's sandboxed frame receives HTML with
  // scripts, and Chromium logs each blocked one. Every other console error still fails this journey.
  const blockedPreviewScript = "Blocked script execution in 'about:srcdoc'";
  expect(consoleErrors.filter((message) => !message.startsWith(blockedPreviewScript))).toEqual([]);
});
