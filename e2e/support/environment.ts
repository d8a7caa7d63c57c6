import os from 'node:os';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `talent-pool-e2e-${e2ePort}`);
/** The server reads this file on every /remotes.json request: tests repoint remotes through it. */
export const remotesFile = path.join(e2eDataDir, 'remotes.override.json');
export const repoRoot = path.resolve(__dirname, '..', '..');
