// `pnpm bench:pdf`: the resume PDF (issue 5 'Performance'). A full two-page resume with Arabic and
// English content, through POST /api/download-resume-pdf of the server as it runs in production (the
// built `node dist/main.js` in its own process, on the embedded database): latency over sequential
// requests, PDFs/s with concurrent clients, and peak memory of the server process plus its Chromium
// (the embedded database's process beside them). Two cases: a resume downloaded again unchanged
// (served from the server's PDF cache) and resumes downloaded for the first time (each one printed).
// Beside each, two floors on a Chromium started the same way: the same HTML, already laid out, printed
// again by a bare page.pdf; and the same HTML loaded into a warm page (setContent) then page.pdf. Then
// where a first download's time goes: React's render and the engine alone, in this process.
// Prints; asserts nothing.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builderFromDetail, RESUME_PAPER_INCHES } from '@talent/resume-model';
import { embeddedResumeFontCss, renderResumeHtml } from '@talent/resume-template/server';
import { aMixedResume, SPECIALIZATIONS } from '@talent/test-kit/resumes';
import { chromium, type Page } from 'playwright-core';
import { saveResume } from '../src/applicants/save-resume';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { CHROMIUM_FLAGS, defaultChromiumPath, PdfEngine, SINGLE_PROCESS_FLAGS } from '../src/pdf/pdf-engine';
import { startServer } from '../src/server';
import { fetchXsrfCookie } from '../src/testing/api-client';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT_TOTAL ?? 100);
const WARM_UP = 5;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function field(text: string, name: string): number {
  return Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
}

function readSync(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // The process ended while being read.
  }
}

interface ProcessInfo {
  pid: number;
  role: 'server' | 'chromium' | 'database';
}

/**
 * The processes of one run: `root` (the server, or null for this process's own Chromium) and every
 * process under it, each named by role: Chromium (and its helpers), or the embedded database (any
 * other process under the server).
 */
function processTree(root: number | null): ProcessInfo[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    parents.set(pid, field(readSync(`/proc/${pid}/status`), 'PPid'));
    names.set(pid, readSync(`/proc/${pid}/comm`).trim());
  }
  const top = root ?? process.pid;
  const found: ProcessInfo[] = root === null ? [] : [{ pid: root, role: 'server' }];
  for (const pid of parents.keys()) {
    let chromium = false;
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if ((names.get(current) ?? '').startsWith('chrom')) chromium = true;
      if (parents.get(current) === top) {
        found.push({ pid, role: chromium ? 'chromium' : 'database' });
        break;
      }
    }
  }
  return root === null ? found.filter((one) => one.role === 'chromium') : found;
}

interface Usage {
  rss: number;
  pss: number;
  anon: number;
  file: number;
}
const noUsage = (): Usage => ({ rss: 0, pss: 0, anon: 0, file: 0 });
const roles = ['server', 'chromium', 'database'] as const;

/**
 * Peak memory of the processes of `processTree(root)`. RSS is read every 100 ms; PSS (shared pages
 * split between the processes that map them), split into anonymous (heaps) and file-backed (mapped
 * programs and data), once a second and off the event loop: reading smaps_rollup walks the whole
 * address space of the single Chromium process (tens of ms) and would otherwise slow both. The peak
 * is that of server + Chromium (the database's share at that moment beside it).
 */
function memorySampler(root: number | null) {
  const peak = {
    rss: 0,
    pss: 0,
    at: Object.fromEntries(roles.map((role) => [role, noUsage()])) as Record<(typeof roles)[number], Usage>,
  };
  let tree = processTree(root);
  const counted = () => tree.filter((one) => one.role !== 'database');
  const sampleRss = () => {
    const rss = counted().reduce(
      (sum, one) => sum + field(readSync(`/proc/${one.pid}/status`), 'VmRSS') * 1024,
      0,
    );
    peak.rss = Math.max(peak.rss, rss);
  };
  const rollupOf = async (pid: number): Promise<Usage> => {
    const text = await fs.promises.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    return {
      rss: field(text, 'Rss') * 1024,
      pss: field(text, 'Pss') * 1024,
      anon: field(text, 'Pss_Anon') * 1024,
      file: field(text, 'Pss_File') * 1024,
    };
  };
  let sampling: Promise<void> = Promise.resolve();
  const samplePss = () => {
    sampling = (async () => {
      const at = Object.fromEntries(roles.map((role) => [role, noUsage()])) as typeof peak.at;
      await Promise.all(
        tree.map(async (one) => {
          const usage = await rollupOf(one.pid);
          const sum = at[one.role];
          for (const key of Object.keys(sum) as (keyof Usage)[]) sum[key] += usage[key];
        }),
      );
      const pss = at.server.pss + at.chromium.pss;
      if (pss > peak.pss) Object.assign(peak, { pss, at });
    })();
  };
  const timers = [
    setInterval(sampleRss, 100),
    setInterval(() => {
      tree = processTree(root);
      samplePss();
    }, 1000),
  ];
  return {
    peak,
    /** The Chromium processes of the tree now. */
    chromium: () => processTree(root).filter((one) => one.role === 'chromium'),
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await sampling;
      tree = processTree(root);
      sampleRss();
      samplePss();
      await sampling;
    },
  };
}

/** A port free now, for the server's process. */
async function freePort(): Promise<number> {
  // BENCH_PORT: a port of one's own on a machine shared with other work.
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function sequentially(count: number, job: (index: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index++) latencies.push(await timed(() => job(index)));
  return latencies;
}

/** PDFs per second with `clients` clients each taking the next job until `total` were done. */
async function concurrently(
  clients: number,
  total: number,
  job: (index: number, client: number) => Promise<unknown>,
) {
  let started = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (started < total) {
        const index = started;
        started += 1;
        await job(index, client);
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
/** CPU time (user + system) the processes used so far, in ms; one that ended since counts nothing. */
function cpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const stat = readSync(`/proc/${pid}/stat`);
    if (stat === '') return sum;
    // pid (comm) state …: utime and stime are the 12th and 13th fields after the ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
}

/** CPU ms per job of `work`'s jobs, by role, of the processes `pids()` names at its start. */
async function cpuPerJob<T>(
  jobs: number,
  pids: () => Record<string, number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number> }> {
  const named = pids();
  const before = Object.fromEntries(Object.entries(named).map(([role, list]) => [role, cpuMs(list)]));
  const result = await work();
  const cpu = Object.fromEntries(
    Object.entries(named).map(([role, list]) => [role, (cpuMs(list) - before[role]!) / jobs]),
  );
  return { result, cpu };
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/** Saves the resumes the runs need into a new data folder (the server's embedded database), in this process. */
async function seed(dataDir: string, count: number): Promise<number[]> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config);
  try {
    const applicantIds: number[] = [];
    for (let index = 0; index < count; index++) {
      const resume = aMixedResume();
      if (index > 0) resume.contact.job_title = `Web Developer ${index}`;
      const [user] = await server.database.db
        .insert(users)
        .values({ name: `Bench ${index}`, email: `bench${index}@example.com`, password: 'x' })
        .returning({ id: users.id });
      const { applicantId } = await saveResume(server.database.db, {
        userId: user!.id,
        resume: { ...resume, image: null, specializations: builderFromDetail(resume.specializations) },
      });
      applicantIds.push(applicantId);
    }
    return applicantIds;
  } finally {
    await server.close();
  }
}

/** `node dist/main.js` on the seeded data folder, as `pnpm start` runs it; resolves once it is ready. */
async function startBuiltServer(dataDir: string) {
  const main = path.resolve(__dirname, '../dist/main.js');
  if (!fs.existsSync(main))
    throw new Error(`${main} is missing: build the server first (pnpm --filter @talent/server build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) throw new Error('the server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-pdf-'));
  const loads = [`start ${loadAverage()}`];
  const results: Record<string, { latencies?: number[]; throughput?: number }> = {};
  /** CPU ms per PDF of the sequential runs, by process role. */
  const cpu: Record<string, Record<string, number>> = {};
  const ownChromium = () => ({ chromium: processTree(null).map((one) => one.pid) });
  let pages: number | undefined;
  // One resume downloaded again and again, and as many distinct ones (a job title apart) as the
  // first-download runs need, so each of those is printed.
  const fresh = WARM_UP + SEQUENTIAL + CONCURRENT_TOTAL;
  const applicantIds = await seed(dataDir, fresh + 1);
  const server = await startBuiltServer(dataDir);
  const memory = memorySampler(server.pid);
  let serverCommand: string;
  try {
    serverCommand = readSync(`/proc/${server.pid}/cmdline`).split('\0').join(' ').trim();
    const [repeated, ...distinct] = applicantIds as [number, ...number[]];
    const cookie = await fetchXsrfCookie(server.url);
    const download = async (applicantId: number) => {
      const response = await fetch(`${server.url}/api/download-resume-pdf`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
          'x-xsrf-token': cookie.value,
        },
        body: JSON.stringify({ applicant_id: applicantId }),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200)
        throw new Error(`download answered ${response.status}: ${bytes.toString()}`);
      return bytes;
    };

    pages = (await download(repeated)).toString('latin1').match(/\/Type\s*\/Page\b/g)?.length;
    for (let index = 0; index < WARM_UP; index++) await download(distinct.shift()!);
    const firstDownloads = distinct.splice(0, SEQUENTIAL);
    const byRole = () => {
      const tree = processTree(server.pid);
      return Object.fromEntries(
        roles.map((role) => [role, tree.filter((one) => one.role === role).map((one) => one.pid)]),
      );
    };
    const printed = await cpuPerJob(SEQUENTIAL, byRole, () =>
      sequentially(SEQUENTIAL, (index) => download(firstDownloads[index]!)),
    );
    results.printedSequential = { latencies: printed.result };
    cpu.printed = printed.cpu;
    const concurrentIds = distinct.splice(0, CONCURRENT_TOTAL);
    results.printedConcurrent = {
      throughput: await concurrently(CLIENTS, CONCURRENT_TOTAL, (index) => download(concurrentIds[index]!)),
    };
    loads.push(`after first downloads ${loadAverage()}`);
    const cached = await cpuPerJob(SEQUENTIAL, byRole, () =>
      sequentially(SEQUENTIAL, () => download(repeated)),
    );
    results.cachedSequential = { latencies: cached.result };
    cpu.cached = cached.cpu;
    results.cachedConcurrent = {
      throughput: await concurrently(CLIENTS, CONCURRENT_TOTAL, () => download(repeated)),
    };
  } finally {
    await memory.stop();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The floors, on a bare Chromium started with the engine's flags (one context, as the engine has:
  // a second one brings Chromium in one process down). The HTML is the resume as a browser gets it
  // (fonts embedded), a job title apart per print where a new document is loaded.
  const executablePath = process.env.CHROMIUM_PATH || defaultChromiumPath();
  const htmlOf = (index: number) => {
    const resume = aMixedResume();
    resume.contact.job_title = `Web Developer ${index}`;
    return renderResumeHtml(resume, { specializations: SPECIALIZATIONS, photoSrc: null });
  };
  const floorMemory = memorySampler(null);
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS, ...SINGLE_PROCESS_FLAGS],
  });
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  const floorPages: Page[] = [];
  for (let client = 0; client < CLIENTS; client++) {
    const page = await context.newPage();
    await page.setContent(htmlOf(0), { waitUntil: 'load' });
    floorPages.push(page);
  }
  const print = (client = 0) =>
    floorPages[client]!.pdf({
      width: `${RESUME_PAPER_INCHES.width}in`,
      height: `${RESUME_PAPER_INCHES.height}in`,
      printBackground: true,
      preferCSSPageSize: true,
    });
  // (a) reprint: the document already laid out, page.pdf alone.
  for (let index = 0; index < WARM_UP; index++) await print();
  const floorA = await cpuPerJob(SEQUENTIAL, ownChromium, () => sequentially(SEQUENTIAL, () => print()));
  const floorLatencies = floorA.result;
  cpu.floorA = floorA.cpu;
  const floorThroughput = await concurrently(CLIENTS, CONCURRENT_TOTAL, (_, client) => print(client));
  await floorMemory.stop();
  // (b) load and print: each print loads a new resume's HTML into the warm page first.
  const loadAndPrint = async (index: number, client = 0) => {
    await floorPages[client]!.setContent(htmlOf(index), { waitUntil: 'load' });
    return print(client);
  };
  for (let index = 0; index < WARM_UP; index++) await loadAndPrint(1000 + index);
  const floorB = await cpuPerJob(SEQUENTIAL, ownChromium, () =>
    sequentially(SEQUENTIAL, (index) => loadAndPrint(2000 + index)),
  );
  const loadedLatencies = floorB.result;
  cpu.floorB = floorB.cpu;
  const loadedThroughput = await concurrently(CLIENTS, CONCURRENT_TOTAL, (index, client) =>
    loadAndPrint(3000 + index, client),
  );
  await browser.close();

  // Where a first download's time goes beyond the request: React's render of the template (this
  // process, NODE_ENV as printed) and the engine alone (swap the document in, page.pdf, metadata).
  const resumes = Array.from({ length: SEQUENTIAL + WARM_UP }, (_, index) => {
    const resume = aMixedResume();
    resume.contact.job_title = `Web Developer ${5000 + index}`;
    return resume;
  });
  const serverHtml = (index: number) =>
    renderResumeHtml(resumes[index]!, {
      specializations: SPECIALIZATIONS,
      photoSrc: null,
      embedFonts: false,
    });
  for (let index = 0; index < WARM_UP; index++) serverHtml(index);
  const renderLatencies = await sequentially(SEQUENTIAL, async (index) => serverHtml(WARM_UP + index));
  const engine = new PdfEngine({ executablePath, pageCss: embeddedResumeFontCss() });
  const engineHtml = resumes.map((_, index) => serverHtml(index));
  for (let index = 0; index < WARM_UP; index++) await engine.print(engineHtml[index]!);
  const engineRun = await cpuPerJob(SEQUENTIAL, ownChromium, () =>
    sequentially(SEQUENTIAL, (index) => engine.print(engineHtml[WARM_UP + index]!)),
  );
  const engineLatencies = engineRun.result;
  cpu.engine = engineRun.cpu;
  await engine.close();
  loads.push(`end ${loadAverage()}`);

  const p50 = (values: number[]) => percentile(values, 50);
  const p95 = (values: number[]) => percentile(values, 95);
  console.log(
    `Resume PDF (${pages} pages, Arabic and English), ${os.cpus().length} CPUs, server: ${serverCommand} ` +
      `(NODE_ENV ${process.env.NODE_ENV ?? 'unset, so production'}; this process's render the same), Chromium: ${executablePath}`,
  );
  console.log(`load average (1, 5, 15 min): ${loads.join('; ')}`);
  console.log(
    `floor (a), page.pdf of the document already laid out: p50 ${ms(p50(floorLatencies))}, p95 ${ms(p95(floorLatencies))}; ` +
      `${CLIENTS} pages ${floorThroughput.toFixed(1)} PDFs/s`,
  );
  console.log(
    `floor (b), setContent of the resume's HTML then page.pdf: p50 ${ms(p50(loadedLatencies))}, p95 ${ms(p95(loadedLatencies))}; ` +
      `${CLIENTS} pages ${loadedThroughput.toFixed(1)} PDFs/s`,
  );
  for (const [label, sequential, concurrent] of [
    ['first download (printed)', results.printedSequential, results.printedConcurrent],
    ['repeat download (cached)', results.cachedSequential, results.cachedConcurrent],
  ] as const) {
    const latencies = sequential!.latencies!;
    console.log(`${label}:`);
    console.log(
      `  ${SEQUENTIAL} sequential: p50 ${ms(p50(latencies))} (${ratio(p50(latencies), p50(floorLatencies))} floor a, ` +
        `${ratio(p50(latencies), p50(loadedLatencies))} floor b), p95 ${ms(p95(latencies))} ` +
        `(${ratio(p95(latencies), p95(floorLatencies))} a, ${ratio(p95(latencies), p95(loadedLatencies))} b)`,
    );
    const throughput = concurrent!.throughput!;
    console.log(
      `  ${CLIENTS} concurrent clients, ${CONCURRENT_TOTAL} PDFs: ${throughput.toFixed(1)} PDFs/s ` +
        `(floor/this: a ${ratio(floorThroughput, throughput)}, b ${ratio(loadedThroughput, throughput)})`,
    );
  }
  console.log(
    `a first download's parts: React render p50 ${ms(p50(renderLatencies))} (p95 ${ms(p95(renderLatencies))}); ` +
      `engine alone (swap + page.pdf + metadata) p50 ${ms(p50(engineLatencies))} (p95 ${ms(p95(engineLatencies))}); ` +
      `the request with its database reads ≈ the repeat download`,
  );
  const cpuLine = (label: string, figures: Record<string, number>) => {
    const total = Object.values(figures).reduce((sum, one) => sum + one, 0);
    const parts = Object.entries(figures).map(([role, one]) => `${role} ${one.toFixed(1)}`);
    return `${label} ${total.toFixed(1)} ms (${parts.join(', ')})`;
  };
  console.log(
    `CPU per PDF, sequential runs: ${cpuLine('first download', cpu.printed!)}; ${cpuLine('repeat download', cpu.cached!)}; ` +
      `${cpuLine('floor (a)', cpu.floorA!)}; ${cpuLine('floor (b)', cpu.floorB!)}; ${cpuLine('engine alone', cpu.engine!)}`,
  );
  const { peak } = memory;
  const usage = (one: Usage) => `PSS ${mb(one.pss)} (anonymous ${mb(one.anon)}, file-backed ${mb(one.file)})`;
  console.log(
    `peak memory, server + Chromium: PSS ${mb(peak.pss)}, RSS ${mb(peak.rss)}; server ${usage(peak.at.server)}; ` +
      `Chromium ${usage(peak.at.chromium)}; beside them, the embedded database ${usage(peak.at.database)}`,
  );
  const bare = floorMemory.peak;
  console.log(
    `  floor (a), bare Chromium with ${CLIENTS} warm pages: ${usage(bare.at.chromium)}, RSS ${mb(bare.rss)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
