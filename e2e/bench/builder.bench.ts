import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

// `pnpm bench:builder` (after `pnpm build`): how the resume builder keeps up with typing.
//  - keystroke → live preview: from a key's keydown to the animation frame after the preview's
//    document shows the new text, for KEYSTROKES keys typed one by one into the job title;
//  - main-thread long tasks (PerformanceObserver 'longtask', i.e. ≥ 50 ms) and the slowest key
//    events (Event Timing) while a 300-word summary is typed;
//  - the builder's JavaScript as the browser downloads it for /resume-builder, gzip level 9.
// It prints figures and asserts no time.

const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);
const TYPING_DELAY_MS = Number(process.env.BENCH_TYPING_DELAY_MS ?? 20);

const gzipSize = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const summaryWords = Array.from(
  { length: 300 },
  (_, index) =>
    ['analysed', 'sales', 'data', 'for', 'retail', 'teams', 'in', 'Baghdad', 'and', 'Basra'][index % 10],
).join(' ');

async function signUp(page: Page) {
  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Applicant' }).check();
  await page.getByLabel('Full Name').fill('Bench Applicant');
  await page.getByLabel('Email').fill(`bench.${Date.now()}@example.iq`);
  await page.getByLabel('Password', { exact: true }).fill('bench password 1');
  await page.getByLabel('Confirm Password').fill('bench password 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

test('resume builder: keystroke → preview latency, long tasks while typing, JS size', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signUp(page);

  const builderScripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/remotes\/builder\/.*\.js$/.test(new URL(url).pathname)) return;
    builderScripts.set(url, gzipSize(await response.body()));
  });
  await page.goto('/resume-builder');
  const frame = page.frameLocator('iframe[title="Live preview of your resume"]');
  await expect(frame.getByText('Bench Applicant')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('preview-skeleton')).toBeHidden();

  // Keystroke → preview.
  await page.evaluate(() => {
    const probe = window as unknown as { lastKeyAt: number };
    document.addEventListener('keydown', (event) => (probe.lastKeyAt = event.timeStamp), true);
  });
  const jobTitle = page.getByLabel('Job Title');
  await jobTitle.click();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let typed = 'Q';
  await page.keyboard.type(typed);
  const latencies: number[] = [];
  for (let index = 0; index < KEYSTROKES; index += 1) {
    typed += letters[index % letters.length];
    await page.evaluate((expected) => {
      const probe = window as unknown as { shown: Promise<number>; lastKeyAt: number };
      const doc = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Live preview of your resume"]',
      )!.contentDocument!;
      probe.shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!doc.body.textContent?.includes(expected)) return;
          observer.disconnect();
          requestAnimationFrame((frameTime) => resolve(frameTime - probe.lastKeyAt));
        });
        observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
      });
    }, typed);
    await page.keyboard.press(typed.at(-1)!);
    latencies.push(await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown));
  }

  // Long tasks and slow key events while a 300-word summary is typed.
  await page.getByRole('tab', { name: 'Experience' }).click();
  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.click();
  await page.evaluate(() => {
    const probe = window as unknown as { longTasks: number[]; slowEvents: number[] };
    probe.longTasks = [];
    probe.slowEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.slowEvents.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const started = Date.now();
  await page.keyboard.type(summaryWords, { delay: TYPING_DELAY_MS });
  const typingSeconds = (Date.now() - started) / 1000;
  await expect(page.getByText('Word count: 300/300')).toBeVisible();
  await page.waitForTimeout(1_000);
  const { longTasks, slowEvents } = await page.evaluate(() => {
    const probe = window as unknown as { longTasks: number[]; slowEvents: number[] };
    return { longTasks: probe.longTasks, slowEvents: probe.slowEvents };
  });

  const sorted = [...latencies].sort((a, b) => a - b);
  const builderJs = [...builderScripts.values()].reduce((sum, size) => sum + size, 0);
  const lines = [
    `keystroke → preview (${latencies.length} keys): p50 ${ms(percentile(sorted, 0.5))}, ` +
      `p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1)!)}`,
    `300-word summary typed in ${typingSeconds.toFixed(1)} s (${summaryWords.length} keys, ${TYPING_DELAY_MS} ms apart): ` +
      `${longTasks.length} long tasks (≥ 50 ms)` +
      (longTasks.length > 0 ? `, longest ${ms(Math.max(...longTasks))}` : ', longest task under 50 ms'),
    `key events slower than 16 ms: ${slowEvents.length}` +
      (slowEvents.length > 0 ? `, slowest ${ms(Math.max(...slowEvents))}` : ''),
    `builder JavaScript for /resume-builder (gzip -9): ${kb(builderJs)} in ${builderScripts.size} files`,
  ];
  console.log(['', 'pnpm bench:builder', ...lines.map((line) => `  ${line}`)].join('\n'));
});
