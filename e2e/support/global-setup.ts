import fs from 'node:fs';
import { e2eDataDir, remotesFile } from './environment';

/** Every run starts from an empty data folder and no remote overrides. */
export default function globalSetup(): void {
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  fs.mkdirSync(e2eDataDir, { recursive: true });
  fs.writeFileSync(remotesFile, '{}\n');
}
