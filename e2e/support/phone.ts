import type { Browser, BrowserContext } from '@playwright/test';

/** A new visitor's 360 px phone in `language` (the lang cookie), as issue 32 describes it. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  language: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  return context;
}
