import fs from 'node:fs';

/**
 * The browser the journeys and story tests run in: Debian's headless shell when installed (the binary: its
 * /usr/bin wrapper does not exec), else Debian's Chromium. The headless shell is what Playwright itself runs
 * headless tests in; the same engine without the desktop browser's GPU and compositor processes, it ran the
 * journeys in half the wall and processor time on two cores (docs/benchmarks.md). CHROMIUM_PATH overrides.
 * Benches and Lighthouse keep the desktop browser: they measure what a visitor's Chrome does.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

export const testBrowserPath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');
