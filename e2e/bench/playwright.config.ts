import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const e2eDir = path.join(__dirname, '..');

// Benchmarks are journeys that print figures (STYLE.md), kept out of the suite `pnpm e2e` runs.
// Paths in the base config are relative to e2e/, so they are anchored there.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  retries: 0,
  reporter: 'list',
  globalTeardown: path.join(e2eDir, 'support', 'global-teardown.ts'),
  // The desktop browser, not the tests' headless shell (support/browser.ts): a bench measures what a visitor's
  // Chrome does.
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  },
  webServer: { ...(base.webServer as object), cwd: e2eDir } as typeof base.webServer,
});
