import { test, type Browser, type CDPSession } from '@playwright/test';
import resume from '../fixtures/arabic-resume.json';
import { applicantWith } from '../support/applicants';
import { phoneContext } from '../support/phone';
import { printTable, spreadOf } from './figures';

// `pnpm bench:main-thread` (after `pnpm build`): how long the main thread is blocked while `/` and
// `/preview/{id}` start, in each interface language, with the CPU 4× slower (Chrome DevTools Protocol) and
// no cache, read from Chromium's own trace rather than simulated: the blocking time after the first
// contentful paint (each task's time past 50 ms, as Lighthouse's TBT adds it up) and the main thread's
// busy time, median (min–max) of RUNS loads. Lighthouse multiplies the task lengths it observes on an
// unthrottled load, so its score moves with the machine's load; this reads what the throttled page does,
// and alternating two builds under it (copy one build's shell/dist over the other's) compares them.
// It prints figures and asserts none.

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LANGUAGES = ['en', 'ar', 'ckb'] as const;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Everything the trace recorded while `load` ran. */
async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's main thread: blocking time after its first contentful paint, and its busy time, in ms. */
function mainThreadOf(events: TraceEvent[]): { blocking: number; busy: number } {
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && main.has(`${event.pid}:${event.tid}`),
  );
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const after = paint?.ts ?? 0;
  const lengthOf = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  return {
    blocking: tasks
      .filter((task) => task.ts >= after)
      .reduce((sum, task) => sum + Math.max(0, lengthOf(task) - LONG_TASK_MS), 0),
    busy: tasks.reduce((sum, task) => sum + lengthOf(task), 0),
  };
}

async function measure(browser: Browser, baseURL: string, language: string, path: string) {
  const context = await phoneContext(browser, baseURL, language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const events = await traced(cdp, async () => {
    await page.goto(path, { waitUntil: 'networkidle' });
    // The app has taken the page over from the server's first content by then; a last quiet moment.
    await page.waitForTimeout(1_000);
  });
  await context.close();
  return mainThreadOf(events);
}

const spread = (values: number[]) => spreadOf(values, (value) => `${value.toFixed(0)} ms`);

test('the main thread while / and /preview/{id} start, at 4× CPU', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(1_800_000);
  const request = await playwright.request.newContext({ baseURL });
  const { applicantId } = await applicantWith(
    request,
    { ...resume, published: true },
    resume.contact.fullName,
  );
  await request.dispose();

  const rows: string[][] = [];
  for (const language of LANGUAGES) {
    for (const path of ['/', `/preview/${applicantId}`]) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, baseURL!, language, path));
      rows.push([
        language,
        path,
        spread(runs.map((run) => run.blocking)),
        spread(runs.map((run) => run.busy)),
      ]);
    }
  }

  printTable(
    `The main thread at ${CPU_SLOWDOWN}× CPU, no cache, measured by \`pnpm bench:main-thread\` ` +
      `(Chromium's trace): median (min–max) of ${RUNS} loads`,
    ['language', 'page', 'blocking after FCP', 'main thread busy'],
    rows,
  );
});
