import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, type Session } from '../support/applicants';
import { repoRoot } from '../support/environment';
import { test, expect as baseExpect } from '../support/fixtures';

// Issue 32, installable: the service worker keeps the shell's and the remotes' files, so the builder opens
// with no network, and a remote deployed since the last visit is the one the next visit loads.
const expect = baseExpect.configure({ timeout: 20_000 });

// The other journeys run without the worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_HASHED = /\.([0-9a-f]{8})\.[a-z0-9]+$/;

/**
 * Waits until the worker serves the page and holds a copy of it and of every file it loaded from this
 * origin, the API's answers, the session's and photos aside, which are never kept.
 */
async function keptForOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return ['(no worker serves the page yet)'];
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter(
              (url) => url.origin === location.origin && !/^\/(api|sanctum|storage)\//.test(url.pathname),
            );
          const missing: string[] = [];
          for (const url of [location.href, ...loaded.map((file) => file.href)]) {
            if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
          }
          return missing;
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** Every address the worker's caches hold. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const kept = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return kept.flat();
  });
}

test.describe('the builder with no network', () => {
  let owner: Session;

  test.beforeEach(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    owner = await applicantWith(request, { ...resume, published: false }, 'Zainab Offline');
    await request.dispose();
  });

  test('opens from the copy the first visit left, and saves once the network returns', async ({
    page,
    context,
  }) => {
    // The builder asks before a page with unsaved edits is reloaded: yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInPage(page, owner);
    await page.goto('/resume-builder');
    const jobTitle = page.getByLabel(/Job Title/);
    await expect(jobTitle).toHaveValue(resume.contact.job_title);
    await keptForOffline(page);

    await context.setOffline(true);
    await jobTitle.fill('Typed on the bus');
    await expect(
      page.getByRole('status').filter({ hasText: 'Offline — saved on this device' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/Job Title/)).toHaveValue('Typed on the bus');
    await expect(page.getByRole('tab', { name: /Personal/ })).toBeVisible();

    // Nothing of the API, the session or the photos was kept: those always come from the server.
    expect((await keptAddresses(page)).filter((url) => /\/(api|sanctum|storage)\//.test(url))).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 70_000 });
  });

  test('opens offline on the resume last read, with nothing unsaved, and saves what is typed once back online', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await signInPage(page, owner);
    await page.goto('/resume-builder');
    await expect(page.getByLabel(/Job Title/)).toHaveValue(resume.contact.job_title);
    await keptForOffline(page);
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto('/resume-builder');
    const jobTitle = offline.getByLabel(/Job Title/);
    await expect(jobTitle).toHaveValue(resume.contact.job_title);
    await expect(offline.getByLabel(/Full Name/)).toHaveValue(resume.contact.fullName);
    await expect(
      offline.getByRole('status').filter({ hasText: /^You are offline\. You can keep editing/ }),
    ).toBeVisible();
    // The copy is the saved resume, not edits waiting: nothing is offered back.
    await expect(offline.getByRole('button', { name: 'Restore' })).toHaveCount(0);

    await jobTitle.fill('Written with no network');
    await expect(
      offline.getByRole('status').filter({ hasText: 'Offline — saved on this device' }),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(offline.getByRole('status').filter({ hasText: /^You are offline/ })).toHaveCount(0);
    await expect(offline.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible({ timeout: 70_000 });

    const api = await playwright.request.newContext({ baseURL });
    try {
      const profile = await api.get('/api/profile', { headers: { Authorization: `Bearer ${owner.token}` } });
      expect(profile.status()).toBe(200);
      expect(((await profile.json()) as { contact: { job_title: string } }).contact.job_title).toBe(
        'Written with no network',
      );
    } finally {
      await api.dispose();
    }
  });
});

/**
 * A copy of a remote's build as its next deployment would be: `from` replaced by `to` in its files, each
 * file that changed renamed by its new content as webpack names it, and every reference to the old name
 * (the remote's manifest, its entry's chunk map) pointed at the new one.
 */
function nextDeployment(distDir: string, from: string, to: string): string {
  const deployment = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pool-deployment-'));
  fs.cpSync(distDir, deployment, { recursive: true });
  const textFiles = fs.readdirSync(deployment).filter((name) => /\.(js|json)$/.test(name));
  const renamed: [string, string][] = [];
  for (const name of textFiles) {
    const text = fs.readFileSync(path.join(deployment, name), 'utf8');
    const oldHash = CONTENT_HASHED.exec(name)?.[1];
    if (!text.includes(from) || !oldHash) continue;
    const changed = text.replaceAll(from, to);
    const newHash = createHash('sha256').update(changed).digest('hex').slice(0, 8);
    fs.rmSync(path.join(deployment, name));
    fs.writeFileSync(path.join(deployment, name.replace(oldHash, newHash)), changed);
    renamed.push([oldHash, newHash]);
  }
  expect(renamed).not.toEqual([]);
  for (const name of fs.readdirSync(deployment).filter((file) => /\.(js|json)$/.test(file))) {
    const file = path.join(deployment, name);
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      renamed.reduce((result, [oldHash, newHash]) => result.replaceAll(oldHash, newHash), text),
    );
  }
  return deployment;
}

/** From now on the server answers `/remotes/{key}/` with `deployment`, with the headers it gives a build. */
async function deploy(context: BrowserContext, key: string, deployment: string) {
  await context.route(new RegExp(`/remotes/${key}/`), async (route) => {
    const name = new URL(route.request().url()).pathname.replace(`/remotes/${key}/`, '');
    const file = path.join(deployment, name);
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      path: file,
      headers: { 'cache-control': CONTENT_HASHED.test(name) ? IMMUTABLE : 'no-cache' },
    });
  });
}

test('a remote deployed since the last visit is the one the next visit loads, not the kept copy', async ({
  page,
  context,
}) => {
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  await page.goto('/about');
  await expect(heading('About Us')).toBeVisible();
  await keptForOffline(page);
  // A return visit, served by the worker from what it keeps.
  await page.reload();
  await expect(heading('About Us')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const keptBefore = await keptAddresses(page);
  expect(keptBefore.some((url) => url.endsWith('/remotes/directory/remoteEntry.js'))).toBe(true);

  // The next deployment's About page heads itself with the features' heading.
  const deployment = nextDeployment(
    path.join(repoRoot, 'mfe-directory', 'dist'),
    '"about.title"',
    '"about.featuresHeading"',
  );
  try {
    await deploy(context, 'directory', deployment);
    await page.goto('/about');
    await expect(heading('How we make it easier')).toBeVisible();
    await expect(heading('About Us')).toHaveCount(0);

    // And the new deployment is the copy kept from now on: with no network it is what opens.
    await keptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await expect(heading('How we make it easier')).toBeVisible();
  } finally {
    fs.rmSync(deployment, { recursive: true, force: true });
  }
});
