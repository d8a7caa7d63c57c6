import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabaseLaunch } from '../paths';
import type { EmbeddedDatabaseCommand, EmbeddedDatabaseReport } from './embedded-protocol';

export interface EmbeddedDatabaseExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface EmbeddedDatabase {
  pid: number;
  /** Directory of the Unix socket to give `pg` as its host. */
  socketDir: string;
  /** Settles when the process has ended, whatever the reason. */
  exited: Promise<EmbeddedDatabaseExit>;
  /** Asks the process to close the database and waits until it has exited. */
  stop(): Promise<void>;
}

// Creating a new database (the first start) takes several seconds of WebAssembly work.
const startTimeoutMs = 120_000;
const stopTimeoutMs = 15_000;

/** Starts PGlite on `dataDir` in a child process (see embedded-db.ts) and waits until it accepts connections. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  // A private folder (mode 0700) for the socket: nobody else on the machine can connect.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-db-'));
  const { entry, execArgv } = embeddedDatabaseLaunch();
  const child = fork(entry, [dataDir, socketDir], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<EmbeddedDatabaseExit>((resolve) => {
    child.once('exit', (code, signal) => {
      fs.rmSync(socketDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The embedded database did not start within ${startTimeoutMs / 1000} s.`));
    }, startTimeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('message', (message: EmbeddedDatabaseReport) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve();
      else reject(new Error(`The embedded database could not start: ${message.message}`));
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`The embedded database process ended while starting (${signal ?? `exit code ${code}`}).`),
      );
    });
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'stop' } satisfies EmbeddedDatabaseCommand);
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  return { pid: child.pid ?? 0, socketDir, exited, stop };
}
