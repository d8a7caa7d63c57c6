import { defineConfig } from '@playwright/test';
import { testBrowserPath } from '../support/browser';

// The story tests: every story of the static Storybook build, in every interface language, in Debian's
// Chromium. `pnpm storybook:build` first (it writes storybook/storybook-static, which serve.mjs serves);
// `pnpm storybook:test` from the root runs them.
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6106);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // Two cores: one browser renders while the other core serves and runs axe.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on this network (TOOLCHAIN.md).
      executablePath: testBrowserPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    env: { STORYBOOK_TEST_PORT: String(port) },
  },
});
