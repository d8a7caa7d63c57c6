// `pnpm bench:pdf`: the resume PDF (issue 5 'Performance'). A full two-page resume with Arabic and
// English content, printed through POST /api/download-resume-pdf: latency over sequential requests,
// PDFs/s with concurrent clients, and peak RSS of this process (the server) plus Chromium. Beside
// each, the floor: the same HTML printed by a bare page.pdf on a warm page. Prints; asserts nothing.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builderFromDetail } from '@talent/resume-model';
import { renderResumeHtml } from '@talent/resume-template/server';
import { fullResume, SPECIALIZATIONS } from '@talent/resume-template/testing';
import { chromium } from 'playwright-core';
import { saveResume } from '../src/applicants/save-resume';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../src/pdf/pdf-engine';
import { startServer } from '../src/server';
import { fetchXsrfCookie } from '../src/testing/api-client';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 50);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const CONCURRENT_TOTAL = Number(process.env.BENCH_CONCURRENT_TOTAL ?? 100);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function statusField(pid: number, field: string): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  } catch {
    return 0; // The process ended while being read.
  }
}

/** Proportional set size (shared pages split between their users) in bytes, or 0. */
function pssOf(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Memory of this process (the server) plus every Chromium process it started: RSS summed (counts
 * pages Chromium's processes share once per process) and PSS summed (shares them out). The embedded
 * database's process is left out: it is the database, not the PDF path.
 */
function serverAndChromiumMemory(): { rss: number; pss: number } {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    parents.set(pid, statusField(pid, 'PPid'));
    try {
      names.set(pid, fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim());
    } catch {
      // Ended meanwhile.
    }
  }
  const inChromium = (pid: number): boolean => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if (parents.get(current) === process.pid) return (names.get(current) ?? '').startsWith('chrom');
    }
    return false;
  };
  const pids = [process.pid, ...[...parents.keys()].filter(inChromium)];
  return {
    rss: pids.reduce((sum, pid) => sum + statusField(pid, 'VmRSS') * 1024, 0),
    pss: pids.reduce((sum, pid) => sum + pssOf(pid), 0),
  };
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function concurrently(clients: number, total: number, job: (client: number) => Promise<unknown>) {
  let started = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (started < total) {
        started += 1;
        await job(client);
      }
    }),
  );
  return total / ((performance.now() - start) / 1000);
}

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
  const server = await startServer(config);
  const peak = { rss: 0, pss: 0 };
  const sampler = setInterval(() => {
    const now = serverAndChromiumMemory();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.pss = Math.max(peak.pss, now.pss);
  }, 100);
  try {
    const resume = fullResume();
    const [user] = await server.database.db
      .insert(users)
      .values({ name: 'Bench', email: 'bench@example.com', password: 'x' })
      .returning({ id: users.id });
    const { applicantId } = await saveResume(server.database.db, {
      userId: user!.id,
      resume: { ...resume, image: null, specializations: builderFromDetail(resume.specializations) },
    });
    const cookie = await fetchXsrfCookie(server.url);
    const download = async () => {
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
      if (response.status !== 200) throw new Error(`download answered ${response.status}`);
      return bytes;
    };

    const pages = (await download()).toString('latin1').match(/\/Type\s*\/Page\b/g)?.length;
    for (let i = 0; i < 5; i++) await download();
    const latencies: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) latencies.push(await timed(download));
    const throughput = await concurrently(CLIENTS, CONCURRENT_TOTAL, download);
    clearInterval(sampler);
    await server.close();

    // The floor: a bare Chromium, the document loaded once with its fonts, page.pdf alone.
    const html = renderResumeHtml(resume, { specializations: SPECIALIZATIONS, photoSrc: null });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    const floorPages = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const page = await browser.newPage();
        await page.setContent(html, { waitUntil: 'load' });
        return page;
      }),
    );
    const print = (index = 0) =>
      floorPages[index]!.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    for (let i = 0; i < 5; i++) await print();
    const floorLatencies: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) floorLatencies.push(await timed(() => print()));
    const floorThroughput = await concurrently(CLIENTS, CONCURRENT_TOTAL, (client) => print(client));
    await browser.close();

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const floor50 = percentile(floorLatencies, 50);
    const floor95 = percentile(floorLatencies, 95);
    console.log(`Resume PDF (${pages} pages, Arabic and English), ${os.cpus().length} CPUs`);
    console.log(`sequential (${SEQUENTIAL}): p50 ${ms(p50)}, p95 ${ms(p95)}`);
    console.log(
      `  floor page.pdf: p50 ${ms(floor50)}, p95 ${ms(floor95)}; ratio p50 ${ratio(p50, floor50)}, p95 ${ratio(p95, floor95)}`,
    );
    console.log(`${CLIENTS} concurrent clients (${CONCURRENT_TOTAL} PDFs): ${throughput.toFixed(1)} PDFs/s`);
    console.log(
      `  floor page.pdf on ${CLIENTS} warm pages: ${floorThroughput.toFixed(1)} PDFs/s; ratio ${ratio(floorThroughput, throughput)}`,
    );
    const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
    console.log(`peak memory, server + Chromium: RSS ${mb(peak.rss)}, PSS ${mb(peak.pss)}`);
  } finally {
    clearInterval(sampler);
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
