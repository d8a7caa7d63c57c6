// `pnpm bench:pdf`: the resume PDF (issue 5 'Performance'). A full two-page resume with Arabic and
// English content, through POST /api/download-resume-pdf: latency over sequential requests, PDFs/s
// with concurrent clients, and peak memory of this process (the server) plus Chromium. Two cases:
// a resume downloaded again unchanged (served from the server's PDF cache) and resumes downloaded
// for the first time (each one printed). Beside each, the floor: the same HTML printed by a bare
// page.pdf on a warm page of a Chromium started the same way. Prints; asserts nothing.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builderFromDetail } from '@talent/resume-model';
import { renderResumeHtml } from '@talent/resume-template/server';
import { fullResume, SPECIALIZATIONS } from '@talent/resume-template/testing';
import { chromium, type Page } from 'playwright-core';
import { saveResume } from '../src/applicants/save-resume';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH, SINGLE_PROCESS_FLAGS } from '../src/pdf/pdf-engine';
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

/** Every Chromium process this process started, with their own children. */
function chromiumProcesses(): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    parents.set(pid, field(readSync(`/proc/${pid}/status`), 'PPid'));
    names.set(pid, readSync(`/proc/${pid}/comm`).trim());
  }
  const inChromium = (pid: number): boolean => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if (parents.get(current) === process.pid) return (names.get(current) ?? '').startsWith('chrom');
    }
    return false;
  };
  return [...parents.keys()].filter(inChromium);
}

/**
 * Peak memory of the server (this process, when `includeServer`) and the Chromium it started. RSS is
 * read every 100 ms; PSS once a second and off the event loop: reading smaps_rollup walks the whole
 * address space of the single Chromium process (about 40 ms here) and would otherwise slow both it
 * and the server. The process list is read once a second too (hundreds of processes on this machine).
 */
function memorySampler(includeServer: boolean) {
  const peak = { rss: 0, pss: 0, anon: 0, serverPss: 0, chromiumPss: 0, chromiumAnon: 0 };
  let browserPids = chromiumProcesses();
  const pidsNow = () => (includeServer ? [process.pid, ...browserPids] : browserPids);
  const sampleRss = () => {
    const rss = pidsNow().reduce(
      (sum, pid) => sum + field(readSync(`/proc/${pid}/status`), 'VmRSS') * 1024,
      0,
    );
    peak.rss = Math.max(peak.rss, rss);
  };
  const rollupOf = async (pid: number) => {
    const text = await fs.promises.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    return { pss: field(text, 'Pss') * 1024, anon: field(text, 'Pss_Anon') * 1024 };
  };
  let sampling: Promise<void> = Promise.resolve();
  const samplePss = () => {
    sampling = (async () => {
      const server = includeServer ? await rollupOf(process.pid) : { pss: 0, anon: 0 };
      const browser = (await Promise.all(browserPids.map(rollupOf))).reduce(
        (sum, one) => ({ pss: sum.pss + one.pss, anon: sum.anon + one.anon }),
        { pss: 0, anon: 0 },
      );
      if (server.pss + browser.pss > peak.pss) {
        Object.assign(peak, {
          pss: server.pss + browser.pss,
          anon: server.anon + browser.anon,
          serverPss: server.pss,
          chromiumPss: browser.pss,
          chromiumAnon: browser.anon,
        });
      }
    })();
  };
  const timers = [
    setInterval(sampleRss, 100),
    setInterval(() => {
      browserPids = chromiumProcesses();
      samplePss();
    }, 1000),
  ];
  return {
    peak,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await sampling;
      browserPids = chromiumProcesses();
      sampleRss();
      samplePss();
      await sampling;
    },
  };
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

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-pdf-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
  });
  const loads = [`start ${loadAverage()}`];
  const server = await startServer(config);
  const memory = memorySampler(true);
  const results: Record<string, { latencies?: number[]; throughput?: number }> = {};
  let pages: number | undefined;
  try {
    // One resume downloaded again and again, and as many distinct ones (a job title apart) as the
    // first-download runs need, so each of those is printed.
    const fresh = WARM_UP + SEQUENTIAL + CONCURRENT_TOTAL;
    const applicantIds: number[] = [];
    for (let index = 0; index <= fresh; index++) {
      const resume = fullResume();
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
    results.printedSequential = {
      latencies: await sequentially(SEQUENTIAL, (index) => download(firstDownloads[index]!)),
    };
    const concurrentIds = distinct.splice(0, CONCURRENT_TOTAL);
    results.printedConcurrent = {
      throughput: await concurrently(CLIENTS, CONCURRENT_TOTAL, (index) => download(concurrentIds[index]!)),
    };
    loads.push(`after first downloads ${loadAverage()}`);
    results.cachedSequential = { latencies: await sequentially(SEQUENTIAL, () => download(repeated)) };
    results.cachedConcurrent = {
      throughput: await concurrently(CLIENTS, CONCURRENT_TOTAL, () => download(repeated)),
    };
  } finally {
    await memory.stop();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The floor: a bare Chromium started with the engine's flags, the document (fonts embedded) loaded
  // once per page, page.pdf alone.
  const floorMemory = memorySampler(false);
  const html = renderResumeHtml(fullResume(), { specializations: SPECIALIZATIONS, photoSrc: null });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...SINGLE_PROCESS_FLAGS],
  });
  // One context, as the engine has: a second one brings Chromium in one process down.
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  const floorPages: Page[] = [];
  for (let client = 0; client < CLIENTS; client++) {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    floorPages.push(page);
  }
  const print = (client = 0) =>
    floorPages[client]!.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  for (let index = 0; index < WARM_UP; index++) await print();
  const floorLatencies = await sequentially(SEQUENTIAL, () => print());
  const floorThroughput = await concurrently(CLIENTS, CONCURRENT_TOTAL, (_, client) => print(client));
  await floorMemory.stop();
  await browser.close();
  loads.push(`end ${loadAverage()}`);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  const floor50 = percentile(floorLatencies, 50);
  const floor95 = percentile(floorLatencies, 95);
  console.log(
    `Resume PDF (${pages} pages, Arabic and English), ${os.cpus().length} CPUs, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`,
  );
  console.log(`load average (1, 5, 15 min): ${loads.join('; ')}`);
  console.log(
    `floor, bare page.pdf on a warm page: p50 ${ms(floor50)}, p95 ${ms(floor95)}; ${CLIENTS} pages ${floorThroughput.toFixed(1)} PDFs/s`,
  );
  for (const [label, sequential, concurrent] of [
    ['first download (printed)', results.printedSequential, results.printedConcurrent],
    ['repeat download (cached)', results.cachedSequential, results.cachedConcurrent],
  ] as const) {
    const latencies = sequential!.latencies!;
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    console.log(`${label}:`);
    console.log(
      `  ${SEQUENTIAL} sequential: p50 ${ms(p50)} (${ratio(p50, floor50)} floor), p95 ${ms(p95)} (${ratio(p95, floor95)} floor)`,
    );
    const throughput = concurrent!.throughput!;
    console.log(
      `  ${CLIENTS} concurrent clients, ${CONCURRENT_TOTAL} PDFs: ${throughput.toFixed(1)} PDFs/s (floor/this ${ratio(floorThroughput, throughput)})`,
    );
  }
  const { peak } = memory;
  const bare = floorMemory.peak;
  console.log(
    `peak memory, server + Chromium: PSS ${mb(peak.pss)} (anonymous ${mb(peak.anon)}; server ${mb(peak.serverPss)}, ` +
      `Chromium ${mb(peak.chromiumPss)}), RSS ${mb(peak.rss)}`,
  );
  console.log(
    `  floor, bare Chromium with ${CLIENTS} warm pages: PSS ${mb(bare.pss)} (anonymous ${mb(bare.anon)}); ` +
      `Chromium/floor ${ratio(peak.chromiumPss, bare.pss)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
