import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export const APP_KEY_FILE = 'app-key';

/**
 * The server's signing key: APP_KEY when set; otherwise one generated on the first start and kept
 * in `$DATA_DIR/app-key`, so tokens stay valid across restarts and servers sharing the folder agree.
 */
export function resolveAppKey(config: Pick<Config, 'appKey' | 'dataDir'>): Buffer {
  if (config.appKey) return config.appKey;
  const file = path.join(config.dataDir, APP_KEY_FILE);
  const generated = `base64:${randomBytes(32).toString('base64')}\n`;
  try {
    // 'wx' fails if another server wrote the file first; then its key is the one to use.
    fs.writeFileSync(file, generated, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  const key = Buffer.from(stored.replace(/^base64:/, ''), 'base64');
  if (!stored.startsWith('base64:') || key.length < 32) {
    throw new Error(`${file} does not hold a key written by this server; delete it to generate a new one.`);
  }
  return key;
}
