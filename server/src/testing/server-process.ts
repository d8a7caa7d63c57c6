import { type ChildProcess, spawn } from 'node:child_process';
import { serverProgramLaunch } from '../paths';

/** The server run as `pnpm start` runs it, in a process of its own that a test can kill. */
export interface ServerProcess {
  child: ChildProcess;
  /** The address it listens on; rejects if it exits first. */
  listening: Promise<string>;
  /** The embedded database process, once it is ready (never settles on PostgreSQL). */
  databasePid: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote, for failure messages. */
  output(): string;
}

/** Runs the server (the test run's bundle of `src/main.ts`, see `serverProgramLaunch`) with exactly these settings. */
export function startServerProcess(settings: Record<string, string | undefined>): ServerProcess {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  for (const [name, value] of Object.entries(settings)) {
    if (value !== undefined) env[name] = value;
  }
  const { entry, execArgv } = serverProgramLaunch('main');
  const child = spawn(process.execPath, [...execArgv, entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let onListening: (url: string) => void = () => {};
  let onDatabase: (pid: number) => void = () => {};
  const listening = new Promise<string>((resolve, reject) => {
    onListening = resolve;
    void exited.then(({ code, signal }) =>
      reject(new Error(`the server exited (${signal ?? code}) before listening:\n${output.slice(-4_000)}`)),
    );
  });
  listening.catch(() => undefined);
  const databasePid = new Promise<number>((resolve) => (onDatabase = resolve));

  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      let entry: { msg?: string; databasePid?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      const address = /^Server listening at (\S+)/.exec(entry.msg ?? '')?.[1];
      if (address) onListening(address);
      if (entry.databasePid) onDatabase(entry.databasePid);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, listening, databasePid, exited, output: () => output };
}
