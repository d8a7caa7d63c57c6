import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test as base } from '@playwright/test';

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
    /** Renders a story in this page's preview and settles with how its render and play function ended. */
    __renderStory?: (storyId: string | null) => Promise<Outcome>;
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (payload: unknown) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

/**
 * A preview page per interface language, loaded once per worker and kept: each story is then rendered in it the
 * way Storybook's own manager switches stories (`setCurrentStory` on the preview's channel), which re-runs the
 * story's loaders and decorators. A page load costs seconds of script parsing on two cores; a switch costs the
 * render. A failed test ends its worker (Playwright's rule), so the next story starts on fresh pages.
 */
class StoryPages {
  private readonly pages = new Map<string, Promise<StoryPage>>();
  private context: Promise<BrowserContext> | undefined;

  constructor(private readonly browser: Browser) {}

  /** The language's page: `fresh` when it was opened on this story (its address named it). */
  async page(locale: string, storyId: string): Promise<StoryPage & { fresh: boolean }> {
    const kept = this.pages.get(locale);
    if (kept) {
      const page = await kept;
      // The errors of the stories before this one are theirs.
      page.errors.length = 0;
      return { ...page, fresh: false };
    }
    const opened = this.open(locale, storyId);
    this.pages.set(locale, opened);
    return { ...(await opened), fresh: true };
  }

  private async open(locale: string, storyId: string): Promise<StoryPage> {
    this.context ??= this.browser.newContext();
    const page = await (await this.context).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(installStoryListener);
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=locale:${locale}`);
    return { page, errors };
  }

  async close(): Promise<void> {
    if (this.context) await (await this.context).close();
  }
}

/** A kept preview page and the errors it has thrown since its current story began. */
interface StoryPage {
  page: Page;
  errors: string[];
}

/**
 * Runs in the preview page before its own scripts: listens on the channel from the first render on, and defines
 * `__renderStory`. With null it settles with the story the address named; else it switches to the story.
 */
function installStoryListener() {
  let settle: ((outcome: Outcome) => void) | undefined;
  let errors: string[] = [];
  let first: Promise<Outcome> | undefined = new Promise((resolve) => (settle = resolve));
  const describe = (payload: unknown) =>
    typeof payload === 'object' && payload !== null
      ? JSON.stringify(payload).slice(0, 2000)
      : String(payload);
  const end = (outcome: Outcome) => {
    const done = settle;
    settle = undefined;
    done?.(outcome);
  };
  const channel = new Promise<NonNullable<Window['__STORYBOOK_ADDONS_CHANNEL__']>>((resolve) => {
    const timer = setInterval(() => {
      const found = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!found) return;
      clearInterval(timer);
      for (const event of [
        'playFunctionThrewException',
        'storyThrewException',
        'unhandledErrorsWhilePlaying',
      ]) {
        found.on(event, (payload) => errors.push(`${event}: ${describe(payload)}`));
      }
      for (const event of ['storyErrored', 'storyMissing']) {
        found.on(event, (payload) =>
          end({ status: 'error', errors: [...errors, `${event}: ${describe(payload)}`] }),
        );
      }
      found.on('storyFinished', (payload) => {
        const { status } = payload as { status: Outcome['status'] };
        end({ status: errors.length > 0 ? 'error' : status, errors });
      });
      resolve(found);
    }, 1);
  });
  window.__renderStory = async (storyId) => {
    if (storyId === null) {
      const outcome = first!;
      first = undefined;
      return outcome;
    }
    const ready = await channel;
    errors = [];
    const outcome = new Promise<Outcome>((resolve) => (settle = resolve));
    ready.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return outcome;
  };
}

const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, use) => {
      const pages = new StoryPages(browser);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 45_000 });

for (const story of stories) {
  for (const { locale, dir } of locales) {
    if (locale !== 'en' && !firstOfComponent.has(story.id)) continue;
    test(`${story.title} / ${story.name} [${locale}]`, async ({ storyPages }) => {
      const { page, errors: pageErrors, fresh } = await storyPages.page(locale, story.id);
      const outcome = await page.evaluate((id) => window.__renderStory!(id), fresh ? null : story.id);
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
