import fs from 'node:fs';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that server or choose another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long to wait for a database process whose server was killed to finish closing the folder. */
const ORPHAN_CLOSE_WAIT_MS = 20_000;

/** The lock file holds the database process's id and its server's: `{pid} {serverPid}`. */
function readOwner(lockFile: string): { pid: number; serverPid: number | undefined } {
  const [pid, serverPid] = fs.readFileSync(lockFile, 'utf8').trim().split(/\s+/).map(Number);
  return {
    pid: pid ?? Number.NaN,
    serverPid: serverPid !== undefined && serverPid > 0 ? serverPid : undefined,
  };
}

/**
 * Claims a database folder for this process. PGlite keeps no lock of its own, and two processes
 * writing the same folder would corrupt it. A lock left by a process that no longer runs is taken over.
 * A lock held by a database process whose server is gone (killed, and restarted at once by a process
 * manager) is waited for: that process is closing the database and lets go within seconds.
 */
export async function lockDataDir(dataDir: string, orphanWaitMs = ORPHAN_CLOSE_WAIT_MS): Promise<() => void> {
  const lockFile = `${dataDir}.lock`;
  const deadline = Date.now() + orphanWaitMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid} ${process.ppid}`, { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    if (Number.isInteger(owner.pid) && owner.pid > 0 && owner.pid !== process.pid && isRunning(owner.pid)) {
      const closing = owner.serverPid !== undefined && !isRunning(owner.serverPid);
      if (!closing || Date.now() > deadline) throw new DataDirInUseError(dataDir, owner.pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    fs.rmSync(lockFile, { force: true });
  }
}
