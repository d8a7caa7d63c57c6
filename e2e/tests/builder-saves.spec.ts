import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, type Session } from '../support/applicants';
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
