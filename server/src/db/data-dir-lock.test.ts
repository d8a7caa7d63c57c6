import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let folder: string;
let dataDir: string;
const children: ChildProcess[] = [];

/** A process that stays up for `ms`, standing in for a database process. */
function processAliveFor(ms: number): ChildProcess {
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${ms})`], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The id of a process that has ended, standing in for a killed server. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-lock-'));
  dataDir = path.join(folder, 'db');
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('claims a free folder and lets it go', async () => {
    const release = await lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid} ${process.ppid}`);
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock whose process no longer runs', async () => {
    fs.writeFileSync(`${dataDir}.lock`, `${await endedProcessId()} ${process.pid}`);
    const release = await lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid} ${process.ppid}`);
    release();
  });

  it('refuses at once a folder held by a database process whose server runs', async () => {
    const owner = processAliveFor(30_000);
    fs.writeFileSync(`${dataDir}.lock`, `${owner.pid} ${process.pid}`);
    // Told to wait for an orphan far longer than the test may run: refusing at once is the only way to pass.
    await expect(lockDataDir(dataDir, 600_000)).rejects.toThrow(new DataDirInUseError(dataDir, owner.pid!));
  });

  it('waits for a database process whose server was killed to let go, then claims the folder', async () => {
    const owner = processAliveFor(700);
    const ownerEnded = new Promise((resolve) => owner.once('exit', resolve));
    fs.writeFileSync(`${dataDir}.lock`, `${owner.pid} ${await endedProcessId()}`);
    const release = await lockDataDir(dataDir);
    await ownerEnded;
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid} ${process.ppid}`);
    release();
  });

  it('gives up waiting after its limit', async () => {
    const owner = processAliveFor(30_000);
    fs.writeFileSync(`${dataDir}.lock`, `${owner.pid} ${await endedProcessId()}`);
    await expect(lockDataDir(dataDir, 300)).rejects.toThrow(DataDirInUseError);
  });
});
