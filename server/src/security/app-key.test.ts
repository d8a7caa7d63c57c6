import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveAppKey } from './app-key';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-app-key-'));
});

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('resolveAppKey', () => {
  it('uses APP_KEY when it is set, and writes nothing', () => {
    const appKey = Buffer.alloc(32, 9);
    expect(resolveAppKey({ appKey, dataDir })).toBe(appKey);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('otherwise generates a 256-bit key once, keeps it private in $DATA_DIR/app-key and reuses it', () => {
    const first = resolveAppKey({ appKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'app-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe(`base64:${first.toString('base64')}\n`);
    expect(resolveAppKey({ appKey: undefined, dataDir })).toEqual(first);
  });

  it('refuses a key file it did not write', () => {
    fs.writeFileSync(path.join(dataDir, 'app-key'), 'hunter2\n');
    expect(() => resolveAppKey({ appKey: undefined, dataDir })).toThrow(
      `${path.join(dataDir, 'app-key')} does not hold a key written by this server; delete it to generate a new one.`,
    );
  });
});
