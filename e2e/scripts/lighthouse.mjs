// `pnpm lighthouse`: Lighthouse performance and accessibility scores, and CLS, of `/` and `/preview/:id`
// on the production build (run `pnpm build` first). It seeds demo applicants into a throwaway data folder
// through the server's own seeding code, starts the built all-in-one server, and audits each page in
// Debian's Chromium with Lighthouse's mobile (default) and desktop settings, LIGHTHOUSE_RUNS times each
// (default 3), and prints the median and range of each figure with the load average before and after.
// It asserts nothing (targets: both scores ≥ 90, CLS ≤ 0.1).
// `pnpm lighthouse -- --lang ar` (or `--lang en,ar,ckb`) audits the pages in those interface languages
// (default English): Chromium is started per language with `--accept-lang`, so the server writes
// `<html lang dir>` from Accept-Language and the page follows `navigator.languages`, as for an Arabic or
// Kurdish visitor's first visit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { languagesAsked } from './languages.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8291);
const debuggingPort = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? port + 1);
const origin = `http://127.0.0.1:${port}`;
const demoApplicants = Number(process.env.LIGHTHOUSE_DEMO_COUNT ?? 40);
// One audit moves by several points with whatever else the machine does; the median of a few does not.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const languages = languagesAsked(process.argv.slice(2), ['en']);
/** The browser's languages for each interface language (Accept-Language and `navigator.languages`). */
const acceptLanguages = { en: 'en-US,en', ar: 'ar-IQ,ar', ckb: 'ckb-IQ,ckb' };
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1`);
// Set LIGHTHOUSE_REPORT_DIR to keep each audit's full JSON report there, to see where the time goes.
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
// TOOLCHAIN.md: Debian's Chromium as root, on a network that refuses Google's background services.
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

// LIGHTHOUSE_NICE=-10 starts Chromium and the server at that scheduling priority (nice(1); below 0 needs
// root). Lighthouse multiplies the main thread's observed task lengths by 4, so on a machine shared with
// other builds the figures follow their load; a higher priority for the audited browser and server
// keeps them closer to what a quiet machine gives. The load average is printed either way.
const niceness = process.env.LIGHTHOUSE_NICE;

/** spawn(), under nice(1) when LIGHTHOUSE_NICE is set (nice execs the command: same pid, same signals). */
function spawnAudited(command, args, options) {
  if (niceness === undefined || niceness === '') return spawn(command, args, options);
  return spawn('nice', ['-n', niceness, command, ...args], options);
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function waitFor(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

const serverPath = path.join(repoRoot, 'server', 'dist', 'main.js');
if (!fs.existsSync(serverPath)) throw new Error(`${serverPath} is missing: run pnpm build first`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pool-lighthouse-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  // The remotes' addresses in /remotes.json are absolute: they must name the origin the browser opens.
  APP_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `median (min–max)` of whole numbers, or the one value when there is only one run. */
function spread(values, format = (value) => String(Math.round(value))) {
  if (values.length === 1) return format(values[0]);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The text of the largest contentful paint's element, shortened: it shows the page's language. */
function lcpElementText(found) {
  const tables = found['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  const text = node?.nodeLabel ?? '';
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

const loadBefore = loadAverage();
const rows = [];
let server;
let chromium;
try {
  await run('pnpm', ['--filter', '@talent/server', 'seed:demo', '--count', String(demoApplicants)], env);
  server = spawnAudited(process.execPath, [serverPath], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/api/statistics`, Date.now() + 90_000);
  const page = await (await fetch(`${origin}/api/applicants/filter?per_page=1`)).json();
  const previewId = page.data[0]?.id;
  if (previewId === undefined) throw new Error('no published demo applicant to preview');

  const pages = [
    ['/', `${origin}/`],
    [`/preview/${previewId}`, `${origin}/preview/${previewId}`],
  ];
  // LIGHTHOUSE_FORM_FACTORS=mobile audits only the phone settings (default: mobile,desktop).
  const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');
  const settings = [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ].filter(([formFactor]) => formFactors.includes(formFactor));
  for (const language of languages) {
    // A browser of its own per language: its languages are fixed when it starts.
    chromium = spawnAudited(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        ...chromiumFlags,
        `--accept-lang=${acceptLanguages[language]}`,
        `--lang=${language}`,
        `--remote-debugging-port=${debuggingPort}`,
        `--user-data-dir=${path.join(dataDir, `chromium-${language}`)}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, Date.now() + 30_000);
    for (const [formFactor, config] of settings) {
      for (const [label, url] of pages) {
        // A first visit warms the server (PGlite, the remote's files) so the audit measures the page.
        await fetch(url);
        const audits = [];
        // A busy machine now and then spoils a trace (NO_NAVSTART): such a run is reported and run again,
        // up to as many extra attempts as there are runs.
        for (let attempt = 1; audits.length < runs && attempt <= 2 * runs; attempt += 1) {
          const run = audits.length + 1;
          const result = await lighthouse(
            url,
            {
              port: debuggingPort,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
            },
            config,
          );
          const { categories, audits: found, runtimeError } = result.lhr;
          if (runtimeError) {
            console.warn(
              `${language} ${formFactor} ${label}: audit failed (${runtimeError.code}), running it again`,
            );
            continue;
          }
          if (reportDir) {
            fs.mkdirSync(reportDir, { recursive: true });
            const name = `${language}-${formFactor}${label.replaceAll('/', '-')}-${run}.json`;
            fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
          }
          audits.push({
            performance: Math.round(categories.performance.score * 100),
            accessibility: Math.round(categories.accessibility.score * 100),
            lcp: found['largest-contentful-paint'].numericValue,
            tbt: found['total-blocking-time'].numericValue,
            cls: found['cumulative-layout-shift'].numericValue,
            lcpText: lcpElementText(found),
          });
        }
        if (audits.length < runs)
          throw new Error(`${language} ${formFactor} ${label}: ${runs} audits did not succeed`);
        const of = (key) => audits.map((audit) => audit[key]);
        rows.push({
          language,
          page: label,
          formFactor,
          performance: spread(of('performance')),
          accessibility: spread(of('accessibility')),
          'LCP ms': spread(of('lcp')),
          'TBT ms': spread(of('tbt')),
          CLS: spread(of('cls'), (value) => value.toFixed(3)),
          // Shows which language the page was in (the LCP element's text, as Lighthouse labels it).
          'LCP element': audits.at(-1).lcpText,
        });
      }
    }
    await stop(chromium);
    chromium = undefined;
  }
} finally {
  if (chromium) await stop(chromium);
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Lighthouse 12 on the production build, measured by \`pnpm lighthouse\` (targets: ≥ 90, CLS ≤ 0.1): ` +
    `median (min–max) of ${runs} run${runs === 1 ? '' : 's'} per page and form factor`,
);
console.table(rows);
console.log(
  `load average (1, 5, 15 min): before ${loadBefore}, after ${loadAverage()}` +
    (niceness ? `; Chromium and the server ran at nice ${niceness}` : ''),
);
