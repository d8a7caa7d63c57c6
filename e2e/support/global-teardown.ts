import fs from 'node:fs';
import { e2eDataDir } from './environment';

/** The run's data folder is throwaway; keep CI machines from filling /tmp. */
export default function globalTeardown(): void {
  if (process.env.E2E_KEEP_DATA) return;
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
}
