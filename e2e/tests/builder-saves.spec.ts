import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, type Session } from '../support/applicants';
import type { BrowserContext } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';

// Issue 32: the builder never loses a keystroke, and two devices never overwrite each other silently.
const expect = baseExpect.configure({ timeout: 20_000 });

let owner: Session;

test.beforeEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  owner = await applicantWith(request, { ...resume, published: false }, 'Zainab Two Devices');
  await request.dispose();
});

test.use({ viewport: { width: 360, height: 740 } });

test('closing the page half a second after typing keeps the text', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInPage(page, owner);
  await page.goto('/resume-builder');
  const jobTitle = page.getByLabel(/Job Title/);
  await expect(jobTitle).toHaveValue(resume.contact.job_title);
  // The autosave 2 s after typing stops; it also fetched the anti-forgery cookie the last save echoes.
  await jobTitle.fill(`${resume.contact.job_title} أولى`);
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  await jobTitle.fill(`${resume.contact.job_title} أخيرة`);
  await page.waitForTimeout(500);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await signInPage(again, owner);
  await again.goto('/resume-builder');
  await expect(again.getByLabel(/Job Title/)).toHaveValue(`${resume.contact.job_title} أخيرة`);
  await context.close();
});

test('a second device saving meanwhile gets the choice, not an overwrite', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const onPhone = await phone.newPage();
  const onLaptop = await laptop.newPage();
  for (const page of [onPhone, onLaptop]) {
    await signInPage(page, owner);
    await page.goto('/resume-builder');
    await expect(page.getByLabel(/Job Title/)).toHaveValue(resume.contact.job_title);
  }

  await onLaptop.getByLabel(/Job Title/).fill('Saved on the laptop');
  await expect(onLaptop.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  // The phone's autosave, 2 s after typing stops, finds the resume saved meanwhile.
  await onPhone.getByLabel(/Job Title/).fill('Typed on the phone');
  const choice = onPhone.getByRole('alertdialog', { name: 'Changed on another device' });
  await expect(choice).toBeVisible();

  // Nothing was overwritten: the laptop's version is the stored one.
  await onLaptop.reload();
  await expect(onLaptop.getByLabel(/Job Title/)).toHaveValue('Saved on the laptop');

  await choice.getByRole('button', { name: 'Use the saved version' }).click();
  await expect(choice).toBeHidden();
  await expect(onPhone.getByLabel(/Job Title/)).toHaveValue('Saved on the laptop');
  await phone.close();
  await laptop.close();
});

/** A dead network for the server's calls: the page's own files still load, its API calls all fail. */
async function cutNetwork(context: BrowserContext) {
  await context.route(/\/(api|sanctum)\//, (route) => route.abort('internetdisconnected'));
}

test('with the network cut, typing on every step and reloading loses nothing, and it saves when the network returns', async ({
  browser,
}) => {
  // Every step of the builder typed into, reloaded and saved: on a loaded two-core CI machine it took over 30 s.
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // The builder asks before a page with unsaved edits is reloaded: yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await signInPage(page, owner);
  await page.goto('/resume-builder');
  await expect(page.getByLabel(/Job Title/)).toHaveValue(resume.contact.job_title);

  await cutNetwork(context);
  await page.getByLabel(/Job Title/).fill('Typed offline');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Education 1' }).getByLabel('Institute').fill('جامعة البصرة');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Summary' }).fill('Written with no network at all.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Language 1' }).getByLabel('Language').fill('الكردية');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add project' }).click();
  await page.getByRole('group', { name: 'Project 1' }).getByLabel('Project name').fill('Offline project');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved. Trying again…' })).toBeVisible();

  await page.reload();
  const tab = (name: RegExp) => page.getByRole('tab', { name });
  await tab(/Personal/).click();
  await expect(page.getByLabel(/Job Title/)).toHaveValue('Typed offline');
  await tab(/Education/).click();
  await expect(page.getByRole('group', { name: 'Education 1' }).getByLabel('Institute')).toHaveValue(
    'جامعة البصرة',
  );
  await tab(/Experience/).click();
  await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue('Written with no network at all.');
  await tab(/Skills/).click();
  await expect(page.getByRole('group', { name: 'Language 1' }).getByLabel('Language')).toHaveValue('الكردية');
  await tab(/Projects/).click();
  await expect(page.getByRole('group', { name: 'Project 1' }).getByLabel('Project name')).toHaveValue(
    'Offline project',
  );

  // The network returns: the next try saves all of it.
  await context.unrouteAll();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 70_000 });
  const again = await context.newPage();
  await again.goto('/resume-builder');
  // The builder opens on the step last shown.
  await again.getByRole('tab', { name: /Personal/ }).click();
  await expect(again.getByLabel(/Job Title/)).toHaveValue('Typed offline');
  await expect(again.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await context.close();
});

test('a device that saves when its network returns, after another saved meanwhile, gets the choice', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const onPhone = await phone.newPage();
  const onLaptop = await laptop.newPage();
  for (const page of [onPhone, onLaptop]) {
    await signInPage(page, owner);
    await page.goto('/resume-builder');
    await expect(page.getByLabel(/Job Title/)).toHaveValue(resume.contact.job_title);
  }
  await cutNetwork(phone);
  await onPhone.getByLabel(/Job Title/).fill('Typed on the phone, offline');
  await expect(onPhone.getByRole('status').filter({ hasText: 'Not saved. Trying again…' })).toBeVisible();

  await onLaptop.getByLabel(/Job Title/).fill('Saved on the laptop meanwhile');
  await expect(onLaptop.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();

  await phone.unrouteAll();
  await onPhone.getByRole('status').getByRole('button', { name: 'Try again' }).click();
  const choice = onPhone.getByRole('alertdialog', { name: 'Changed on another device' });
  await expect(choice).toBeVisible();
  await onLaptop.reload();
  await expect(onLaptop.getByLabel(/Job Title/)).toHaveValue('Saved on the laptop meanwhile');

  await choice.getByRole('button', { name: 'Keep my version' }).click();
  await expect(choice).toBeHidden();
  await expect(onPhone.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await onLaptop.reload();
  await expect(onLaptop.getByLabel(/Job Title/)).toHaveValue('Typed on the phone, offline');
  await phone.close();
  await laptop.close();
});

test('closing the page half a second after the first keystroke of a session keeps the text', async ({
  browser,
}) => {
  // A session restored from storage in a new browser: no anti-forgery cookie yet, and no save made.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInPage(page, owner);
  await page.goto('/resume-builder');
  await expect(page.getByLabel(/Job Title/)).toHaveValue(resume.contact.job_title);
  await page.getByLabel(/Job Title/).fill('Typed just before closing');
  await page.waitForTimeout(500);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/resume-builder');
  await expect(again.getByLabel(/Job Title/)).toHaveValue('Typed just before closing');
  // The server has it: nothing waits on this device to be offered back.
  await expect(again.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await context.close();
});
