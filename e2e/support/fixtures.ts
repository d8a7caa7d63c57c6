import { test as base, expect } from '@playwright/test';

/**
 * A page that records console errors and uncaught exceptions; each test ends by asserting there were none,
 * because a clean console is part of what the foundation must show.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium names a failed request's status, not its address: the address says which call failed.
      const text = message.text();
      const { url } = message.location();
      errors.push(text.startsWith('Failed to load resource') && url ? `${text} (${url})` : text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };
