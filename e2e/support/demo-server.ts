import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir, e2ePort, repoRoot } from './environment';

/**
 * The directory journeys read the demo applicants; every other spec keeps its own empty server. The
 * port sits well away from E2E_PORT, which engineers on one machine pick next to each other.
 */
export const demoPort = Number(process.env.E2E_DEMO_PORT ?? e2ePort + 1000);
export const demoOrigin = `http://127.0.0.1:${demoPort}`;
/** As many as a first start with SEED_DEMO=1 creates. */
export const DEMO_APPLICANTS = 200;

function serverEnvironment(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(demoPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    APP_URL: demoOrigin,
    SMTP_URL: '',
    SEED_DEMO: '0',
  };
}

function finished(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`))));
  });
}

async function waitForServer(child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${demoOrigin}/api/statistics`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo server did not start on ${demoOrigin}`);
}

/**
 * A server of its own with the demo applicants, seeded before it starts through the server's own
 * seeding code (`pnpm seed:demo`: accounts through sign-up, resumes through the save path), in a
 * folder of the run's data directory.
 */
export async function startDemoServer(): Promise<{ close: () => Promise<void> }> {
  if (
    await fetch(`${demoOrigin}/api/statistics`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`${demoOrigin} is already taken: set E2E_DEMO_PORT to a free port`);
  }
  const dataDir = path.join(e2eDataDir, `demo-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const env = serverEnvironment(dataDir);
  const seeding = spawn(
    'pnpm',
    ['--filter', '@talent/server', 'seed:demo', '--count', String(DEMO_APPLICANTS)],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await finished(seeding, 'pnpm seed:demo');

  const server = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(server, Date.now() + 90_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    close: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
