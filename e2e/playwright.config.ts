import { defineConfig } from '@playwright/test';
import { testBrowserPath } from './support/browser';
import { e2eDataDir, e2ePort, remotesFile } from './support/environment';

const baseURL = `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Last, the failed and flaky tests' errors in a few lines each: a CI log is often read from its tail.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./support/failure-summary.ts']]
    : [['list'], ['./support/failure-summary.ts']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace of every journey (DOM snapshots and screencast frames at each step) took about 40 % of the
    // journeys' processor time in CI, where nearly every journey passes. There a failed journey is run once more
    // with the trace on; run alone, a failure keeps the trace of its one run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The journeys are about the app: its service worker (which takes over a page once it has loaded) would
    // answer some of their requests from its caches, out of reach of page.route. tests/offline.spec.ts is
    // about the worker and allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on this network (TOOLCHAIN.md).
      executablePath: testBrowserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The all-in-one server from `pnpm build`, on the embedded database in a throwaway data folder.
    command: 'node ../server/dist/main.js',
    url: `${baseURL}/api/statistics`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      DATABASE_URL: '',
      REMOTES_FILE: remotesFile,
      LOG_LEVEL: 'warn',
      APP_URL: baseURL,
      SMTP_URL: '',
      // Journeys create the data they need; demo applicants would only race them for the embedded database.
      SEED_DEMO: '0',
      // Every journey signs up from this one address, more than the 20 an hour a real client may.
      SIGNUPS_PER_CLIENT_PER_HOUR: '500',
    },
  },
});
