import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Stories are tests: every story of the static build renders in English, Arabic and Kurdish without an
// error, its play function (the interaction test) passes, the page reads in the language's direction,
// and axe finds no accessibility violation.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const indexFile = path.resolve(__dirname, '../../storybook/storybook-static/index.json');
const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const locales = [
  { locale: 'en', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
  { locale: 'ckb', dir: 'rtl' },
] as const;

/**
 * Every story in English; in Arabic and Kurdish the first story of each component, which keeps the run
 * within a few minutes on two cores (each story is a fresh page load).
 */
const firstOfComponent = new Set(
  stories
    .filter((story, at) => stories.findIndex((other) => other.title === story.title) === at)
    .map((story) => story.id),
);

/** How a story's render ended, as Storybook's preview reports it on its channel. */
interface Outcome {
  status: 'success' | 'error';
  errors: string[];
}

declare global {
  interface Window {
    __storyOutcome?: Promise<Outcome>;
    __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (payload: unknown) => void): void };
  }
}

test.describe.configure({ timeout: 45_000 });

test.beforeEach(async ({ page }) => {
  // Listens from the first script on: the channel exists before the story starts to render.
  await page.addInitScript(() => {
    window.__storyOutcome = new Promise((resolve) => {
      const errors: string[] = [];
      const describe = (payload: unknown) =>
        typeof payload === 'object' && payload !== null
          ? JSON.stringify(payload).slice(0, 2000)
          : String(payload);
      const timer = setInterval(() => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return;
        clearInterval(timer);
        for (const event of [
          'playFunctionThrewException',
          'storyThrewException',
          'unhandledErrorsWhilePlaying',
        ]) {
          channel.on(event, (payload) => errors.push(`${event}: ${describe(payload)}`));
        }
        for (const event of ['storyErrored', 'storyMissing']) {
          channel.on(event, (payload) =>
            resolve({ status: 'error', errors: [...errors, `${event}: ${describe(payload)}`] }),
          );
        }
        channel.on('storyFinished', (payload) => {
          const { status } = payload as { status: Outcome['status'] };
          resolve({ status: errors.length > 0 ? 'error' : status, errors });
        });
      }, 1);
    });
  });
});

for (const story of stories) {
  for (const { locale, dir } of locales) {
    if (locale !== 'en' && !firstOfComponent.has(story.id)) continue;
    test(`${story.title} / ${story.name} [${locale}]`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      const outcome = await page.evaluate(() => window.__storyOutcome!);
      expect(outcome.errors).toEqual([]);
      expect(outcome.status).toBe('success');
      expect(pageErrors).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);

      const { violations } = await new AxeBuilder({ page })
        // The builder's preview frame is a sandboxed document of its own, checked by the e2e journeys.
        .exclude('iframe')
        // A story shows one part, not a page: the page-level landmark and heading rules do not apply.
        .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
        .analyze();
      const found = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found).toEqual([]);
    });
  }
}
