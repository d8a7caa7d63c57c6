import { expect, type Page } from '@playwright/test';

/**
 * The shell holds the server's first content (issue 32) until the app's page says it has drawn its own, or for
 * shell/src/firstContent.ts's LONGEST_HOLD_MS (10 s) at most. While both are in the page, a one-shot read
 * (a bounding box, a list of texts) can catch the first content as it is taken out; a test that reads the app's
 * page waits for the swap first. The wait allows the hold and as long again: CI runs the journeys beside the
 * front end's suites on two cores, where a page's scripts take several seconds.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#first-content')).toHaveCount(0, { timeout: 20_000 });
}
