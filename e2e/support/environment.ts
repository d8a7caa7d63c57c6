import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * A fresh data folder per run. Playwright starts the web server before global setup, so the folder is made
 * here, when the config is first loaded, and handed to the test workers through the environment.
 */
function runDataDir(): string {
  if (!process.env.E2E_DATA_DIR) {
    process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pool-e2e-'));
  }
  return process.env.E2E_DATA_DIR;
}

export const e2eDataDir = runDataDir();
/** The server reads this file on every /remotes.json request: tests repoint remotes through it. */
export const remotesFile = path.join(e2eDataDir, 'remotes.override.json');
if (!fs.existsSync(remotesFile)) fs.writeFileSync(remotesFile, '{}\n');
export const repoRoot = path.resolve(__dirname, '..', '..');
