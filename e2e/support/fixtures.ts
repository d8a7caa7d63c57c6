import { test as base, expect } from '@playwright/test';

/**
 * A page that records console errors and uncaught exceptions; each test ends by asserting there were none,
 * because a clean console is part of what the foundation must show.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };
