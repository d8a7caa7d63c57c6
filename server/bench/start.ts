// `pnpm bench:start`: how fast the built server (dist/main.js, as `pnpm start` runs it) is ready on the
// embedded database (issue 18: /readyz 200 within 3 s, the demo pool visible within 5 s of a first start).
// Each round starts it twice on a fresh data folder:
//   - first start: an empty folder, SEED_DEMO=1 (what `pnpm quickstart` does): time to /readyz 200, to
//     the first demo applicant in the directory, and to all 200 seeded;
//   - restart: the same folder again: time to /readyz 200.
// Then, as a check that the built server works, it fetches a demo photo and a demo resume's PDF.
// Prints each round, the medians and the load average; asserts nothing.
//
//   pnpm build && pnpm bench:start [--rounds 3]        (BENCH_PORT=8203 for a port of one's own)

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIRST_START_DEMO_COUNT } from '../src/demo/first-start';

const { values: flags } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(flags.rounds);
const serverEntry = path.resolve(__dirname, '..', 'dist', 'main.js');
const POLL_MS = 20;

async function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `started` until `check` holds, polling; throws after 120 s or if the server exits. */
async function timeUntil(
  started: number,
  server: ChildProcess,
  check: () => Promise<boolean>,
): Promise<number> {
  while (Date.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(POLL_MS);
  }
  throw new Error('gave up waiting after 120 s');
}

interface StartedServer {
  server: ChildProcess;
  started: number;
  /** Resolves with the milliseconds from the start until the server logged the demo data seeded. */
  seeded: Promise<number>;
}

function startServer(dataDir: string, port: number): StartedServer {
  const started = Date.now();
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seeded = new Promise<number>((resolve) => {
    let partial = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('"msg":"demo applicants seeded"')) resolve(Date.now() - started);
      }
    });
  });
  return { server, started, seeded };
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

interface DirectoryPage {
  total: number;
  data: { id: number; image: string | null }[];
}

async function directory(url: string): Promise<DirectoryPage> {
  return (await (await fetch(`${url}/api/applicants/filter?per_page=100`)).json()) as DirectoryPage;
}

/** The built server's photo and PDF paths, once: a bundle that lost a file would fail here. */
async function checkPhotoAndPdf(url: string) {
  const withPhoto = (await directory(url)).data.find((card) => card.image !== null);
  if (!withPhoto) throw new Error('no demo applicant with a photo');
  const photo = await fetch(`${url}/storage/${withPhoto.image}`);
  if (photo.status !== 200) throw new Error(`the photo answered ${photo.status}`);
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((line) => line.startsWith('XSRF-TOKEN='))!
    .split(';')[0]!;
  const pdf = await fetch(`${url}/api/download-resume-pdf`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      'x-xsrf-token': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)),
    },
    body: JSON.stringify({ applicant_id: withPhoto.id }),
  });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (pdf.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw new Error(`the PDF answered ${pdf.status}`);
  }
  console.log(
    `check: photo ${photo.headers.get('etag')} (${photo.headers.get('cache-control')}), PDF ${bytes.length} bytes`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!fs.existsSync(serverEntry)) throw new Error('Run `pnpm build` first (dist/main.js is missing).');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => (await fetch(`${url}/readyz`)).status === 200;
  const results: { firstReady: number; firstVisible: number; allSeeded: number; restartReady: number }[] = [];
  console.log(
    `load average before: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );

  for (let round = 1; round <= ROUNDS; round += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-start-'));
    try {
      const first = startServer(dataDir, port);
      const firstReady = await timeUntil(first.started, first.server, ready);
      const firstVisible = await timeUntil(
        first.started,
        first.server,
        async () => (await directory(url)).total > 0,
      );
      const allSeeded = await first.seeded;
      if (round === 1) await checkPhotoAndPdf(url);
      await stop(first.server);

      const again = startServer(dataDir, port);
      const restartReady = await timeUntil(again.started, again.server, ready);
      await stop(again.server);
      results.push({ firstReady, firstVisible, allSeeded, restartReady });
      console.log(
        `round ${round}: first start ready ${seconds(firstReady)}, demo visible ${seconds(firstVisible)}, ` +
          `${FIRST_START_DEMO_COUNT} seeded ${seconds(allSeeded)}; restart ready ${seconds(restartReady)}`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pick = (key: keyof (typeof results)[number]) => seconds(median(results.map((result) => result[key])));
  console.log(
    `median of ${ROUNDS}: first start ready ${pick('firstReady')}, demo visible ${pick('firstVisible')}, ` +
      `all seeded ${pick('allSeeded')}; restart ready ${pick('restartReady')}`,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log('command: pnpm build && pnpm bench:start');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
