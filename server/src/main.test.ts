import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './testing/server-process';
import { describeOnEmbedded, isProcessRunning } from './testing/test-environment';

// These tests run `src/main.ts` as its own process, the way `pnpm start` runs `dist/main.js`, and
// signal it as a terminal or a process manager would.

/** The server process with the logging and port these tests read. */
const runMain = (settings: Record<string, string>) =>
  startServerProcess({ LOG_LEVEL: 'info', PORT: '0', ...settings });

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let dataDir: string;
let webRoot: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-main-data-'));
  // The migrated cluster made by the global setup: creating one here would add seconds to every run.
  const template = process.env.TALENT_TEST_TEMPLATE_DB;
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-main-web-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describeOnEmbedded('the server process with its embedded database', () => {
  it.each([['SIGINT'], ['SIGTERM']] as const)(
    'stops on %s, leaving no database process and the data in place',
    async (signal) => {
      const main = runMain({ DATA_DIR: dataDir, WEB_ROOT: webRoot });
      const url = await main.listening;
      const databasePid = await main.databasePid;
      const cities = (await (await fetch(`${url}/api/selectables/cities`)).json()) as { data: string[] };
      expect(cities.data).toHaveLength(18);

      main.child.kill(signal);
      expect(await main.exited).toEqual({ code: 0, signal: null });
      expect(isProcessRunning(databasePid)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    },
  );

  // Issue 34: a process manager waits about 10 s after SIGTERM before it kills; the server is gone by then.
  it('exits within 10 s of SIGTERM when its database process hangs (stopped by SIGSTOP)', async () => {
    const main = runMain({ DATA_DIR: dataDir, WEB_ROOT: webRoot });
    const url = await main.listening;
    const databasePid = await main.databasePid;
    process.kill(databasePid, 'SIGSTOP');
    // A request in flight against the lost database, as a busy server has.
    const inFlight = fetch(`${url}/api/applicants/filter?search=nurse`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    main.child.kill('SIGTERM');
    const exit = await Promise.race([
      main.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    const tookMs = Date.now() - signalled;
    try {
      expect(exit).not.toBe('still running');
      expect(tookMs).toBeLessThan(10_000);
      // The server killed it: a stopped process would hold the data folder's lock for ever.
      await waitUntil(() => !isProcessRunning(databasePid), 2_000);
    } finally {
      if (exit === 'still running') main.child.kill('SIGKILL');
      if (isProcessRunning(databasePid)) process.kill(databasePid, 'SIGKILL');
      await inFlight;
    }
  });

  it('takes the database process down with it when killed outright', async () => {
    const main = runMain({ DATA_DIR: dataDir, WEB_ROOT: webRoot });
    await main.listening;
    const databasePid = await main.databasePid;

    main.child.kill('SIGKILL');
    await main.exited;
    await waitUntil(() => !isProcessRunning(databasePid));
  });
});

describe('the server process', () => {
  it('refuses to start with an invalid setting, saying which', async () => {
    const main = runMain({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await main.exited).toEqual({ code: 1, signal: null });
    expect(main.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty").');
  });
});
