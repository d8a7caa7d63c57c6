// `pnpm bench:import`: the resume import (issue 33) as it runs in production — the built server
// (`node dist/main.js`, embedded database) in its own process, each file posted to
// POST /api/resume-import one after another. Prints, per format, p50/p95 of the answer's time and the
// server process's peak resident memory while that format was read (sampled every 10 ms from /proc).
// Asserts nothing. BENCH_IMPORTS sets the number of imports per format (20).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetchXsrfCookie } from '../src/testing/api-client';

const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const fixtures = path.join(__dirname, '..', 'test-fixtures', 'resume-import');

const FORMATS: Array<[string, string]> = [
  ['JSON Resume', 'every-section.resume.json'],
  ['LinkedIn .zip', 'linkedin-export.zip'],
  ['Word .docx', 'written-cv.docx'],
  ['PDF (en, ours)', 'own-export-en-1.pdf'],
  ['PDF (ar, ours)', 'own-export-ar-1.pdf'],
  ['PDF (ckb, ours)', 'own-export-ckb-1.pdf'],
  ['zip bomb (refused)', 'bad-zip-bomb.zip'],
  ['2,000 pages (refused)', 'bad-2000-pages.pdf'],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const residentKib = (pid: number) => {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cookie = await fetchXsrfCookie(url);
    const xsrf = { cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`, 'x-xsrf-token': cookie.value };
    const signup = await fetch(`${url}/api/signup`, {
      method: 'POST',
      headers: { ...xsrf, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        email: 'bench@example.com',
        name: 'Bench',
        password: 'correct horse',
        is_company: false,
        recaptcha_token: '',
      }),
    });
    const { token } = (await signup.json()) as { token: string };

    console.log(
      `pnpm bench:import — ${IMPORTS} imports per format, one at a time, built server on ${os.cpus().length} cores`,
    );
    console.log('format                  status   p50 ms   p95 ms   peak RSS MB');
    for (const [format, file] of FORMATS) {
      const bytes = fs.readFileSync(path.join(fixtures, file));
      let peak = residentKib(child.pid!);
      const sampler = setInterval(() => (peak = Math.max(peak, residentKib(child.pid!))), 10);
      const times: number[] = [];
      let status = 0;
      for (let index = 0; index < IMPORTS; index++) {
        const form = new FormData();
        form.append('file', new Blob([bytes]), file);
        const started = performance.now();
        const response = await fetch(`${url}/api/resume-import`, {
          method: 'POST',
          headers: { ...xsrf, authorization: `Bearer ${token}`, accept: 'application/json' },
          body: form,
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        status = response.status;
      }
      clearInterval(sampler);
      console.log(
        `${format.padEnd(22)}  ${String(status).padEnd(6)} ${percentile(times, 50).toFixed(0).padStart(7)}  ${percentile(times, 95).toFixed(0).padStart(7)}  ${(peak / 1024).toFixed(0).padStart(11)}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
