import type { Page, Request } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith, signInPage, type Session } from '../support/applicants';
import { appHasTakenOver } from '../support/first-content';
import { test, expect } from '../support/fixtures';

// Issue 6: index.html carries the remotes map and preloads for the page the address shows (server
// page-hints.ts), so a first visit does not walk /remotes.json → manifest → remote entry → API one
// request after another. Each preload must be the very request the page then uses — Chromium warns
// "preloaded but not used" otherwise, and fetches it a second time.

const PRELOAD_UNUSED = /preloaded using link preload but not used/;

/** Every request of the page, and every console message, from the first one on. */
function record(page: Page) {
  const requests: Request[] = [];
  const messages: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => messages.push(message.text()));
  return { requests, messages };
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Chromium reports an unused preload a few seconds after the load event. */
async function waitForUnusedPreloadWarnings(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
}

test.describe('page hints in index.html', () => {
  let published: Session;
  let draft: Session;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    draft = await applicantWith(
      request,
      { ...resume, published: false, summary: 'A draft only its owner may read.' },
      'Zainab Draft',
    );
    published = await applicantWith(request, { ...resume, published: true }, 'Zainab Published');
    await request.dispose();
  });

  test("a visitor's /preview/:id comes with its resume in the page: no read of it, no axios, one HEAD counts the visit", async ({
    page,
    consoleErrors,
  }) => {
    const { requests, messages } = record(page);
    await page.goto(`/preview/${published.applicantId}`);
    // The app's own document, drawn from the page's answer (the server's first content is gone by then).
    await appHasTakenOver(page);
    await expect(page.getByText(resume.summary.trim().slice(0, 30))).toBeVisible();
    await waitForUnusedPreloadWarnings(page);

    const reads = requests.filter(
      (request) => pathOf(request) === `/api/applicants/${published.applicantId}`,
    );
    expect(reads.map((request) => `${request.method()} ${request.resourceType()}`)).toEqual(['HEAD xhr']);
    expect(requests.filter((request) => request.url().includes('api-sdk-http'))).toEqual([]);
    // The shell registered the remotes from the map in the page: no /remotes.json on a first visit.
    expect(requests.filter((request) => pathOf(request) === '/remotes.json')).toEqual([]);
    // The remote's manifest, entry and page chunk were each fetched once.
    for (const suffix of ['/mf-manifest.json', '/remoteEntry.js', '__federation_expose_ResumePreviewPage']) {
      expect(requests.filter((request) => request.url().includes(suffix))).toHaveLength(1);
    }
    expect(messages.filter((message) => PRELOAD_UNUSED.test(message))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the home page uses every preload it is given', async ({ page, consoleErrors }) => {
    const { requests, messages } = record(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
    await waitForUnusedPreloadWarnings(page);

    expect(requests.filter((request) => pathOf(request) === '/remotes.json')).toEqual([]);
    expect(requests.filter((request) => request.url().includes('__federation_expose_HomePage'))).toHaveLength(
      1,
    );
    expect(messages.filter((message) => PRELOAD_UNUSED.test(message))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the home page's first reads come answered in the page: no API read and no axios until a search", async ({
    page,
    consoleErrors,
  }) => {
    const { requests } = record(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
    // The app's own grid, drawn from the page's answers (the server's first content is gone by then).
    await appHasTakenOver(page);
    const publishedCard = page.locator(`main a[href="/preview/${published.applicantId}"]`);
    await expect(publishedCard).toBeVisible();
    await page.waitForLoadState('networkidle');

    const apiReads = requests.filter((request) => pathOf(request).startsWith('/api/'));
    expect(apiReads.map((request) => pathOf(request))).toEqual([]);
    expect(requests.filter((request) => request.url().includes('api-sdk-http'))).toEqual([]);

    const searched = page.waitForResponse(
      (response) => pathOf(response.request()) === '/api/applicants/filter',
    );
    await page.getByRole('searchbox', { name: 'Search applicants' }).fill('TypeScript');
    expect((await searched).status()).toBe(200);
    expect(requests.filter((request) => request.url().includes('api-sdk-http'))).toHaveLength(1);
    await expect(publishedCard).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a signed-in owner's /preview/:id reads the draft with the token, not the visitor's preloaded answer", async ({
    page,
  }) => {
    await signInPage(page, draft);
    const { requests } = record(page);
    const ownRead = page.waitForResponse(
      (response) =>
        pathOf(response.request()) === `/api/applicants/${draft.applicantId}` &&
        response.request().headers()['authorization'] === `Bearer ${draft.token}`,
    );
    await page.goto(`/preview/${draft.applicantId}`);
    expect((await ownRead).status()).toBe(200);
    await expect(page.getByText('A draft only its owner may read.')).toBeVisible();
    await expect(page.getByText('Failed to load resume data.')).toHaveCount(0);

    // The preload (no token) was answered 404 for the unpublished draft and left unused.
    const reads = requests.filter((request) => pathOf(request) === `/api/applicants/${draft.applicantId}`);
    expect(reads.map((request) => request.resourceType()).sort()).toEqual(['other', 'xhr']);
  });
});
