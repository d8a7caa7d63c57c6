// Issue 34 (security review): DATA_DIR is its owner's alone, whatever the umask of the shell that
// started the server and whatever an older version left: the folder 0700, the embedded database's
// folders and files (its WAL included), the outbox's mails and the app key 0600.

import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../server';
import { call } from '../testing/api-client';
import { signUp } from '../testing/employers';
import { readOutbox } from '../testing/outbox';
import { createTestEnvironment, describeOnEmbedded, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;
let umask: number;

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Every folder and file under `root` that someone other than its owner may read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    if ((modeOf(folder) & 0o077) !== 0) open.push(folder);
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile() && (modeOf(entryPath) & 0o077) !== 0) open.push(entryPath);
    }
  }
  return open;
}

beforeAll(async () => {
  // A shell that lets everybody read what it makes, and a data folder an older version left open.
  umask = process.umask(0o022);
  environment = await createTestEnvironment();
  fs.chmodSync(environment.dataDir, 0o755);
  server = await environment.start();
  await signUp(server, { email: 'private.files@example.com' });
  expect(
    (await call(server.url, 'POST', '/api/forgot-password', { body: { email: 'private.files@example.com' } }))
      .status,
  ).toBe(200);
  await server.app.backgroundSettled();
});

afterAll(async () => {
  await environment.dispose();
  process.umask(umask);
});

describe('DATA_DIR (issue 34)', () => {
  it('is a folder only its owner may enter', () => {
    expect(modeOf(environment.dataDir)).toBe(0o700);
  });

  it("keeps the outbox's mails and the app key readable by their owner alone", () => {
    const mails = readOutbox(environment.dataDir);
    expect(mails.length).toBeGreaterThan(0);
    expect(modeOf(path.join(environment.dataDir, 'outbox'))).toBe(0o700);
    for (const mail of mails) expect(modeOf(mail.file)).toBe(0o600);
    expect(modeOf(path.join(environment.dataDir, 'app-key'))).toBe(0o600);
  });
});

describeOnEmbedded('the embedded database in DATA_DIR (issue 34)', () => {
  it('keeps every folder and file private, the write-ahead log included, also after writes', async () => {
    await signUp(server, { email: 'after.start@example.com' });
    const database = path.join(environment.dataDir, 'db');
    expect(fs.readdirSync(path.join(database, 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(environment.dataDir)).toEqual([]);
  });
});
