// `pnpm bench:load`: the built all-in-one server (dist/main.js) on PostgreSQL under a mixed workload
// (issue 9 'Load'): 70 % directory filters and searches, 15 % public resumes, 10 % resume saves by 200
// distinct applicants, 5 % PDFs, from 100 connections for 60 s. Prints throughput, p50/p95/p99 per
// route and the error count; asserts nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:load
//   … pnpm bench:load --duration 10 --connections 20 --resumes 2000    (a quick smoke run)
//   … pnpm bench:load --outage-at 20 --outage-for 5    (PostgreSQL "restarts" 20 s into the run)
//   … pnpm bench:load --rate 300    (at most 300 requests/s in all, so latency is read at a set load)
//   … pnpm bench:load --warmup 0    (no warm-up)
//   … pnpm bench:load --instances 2    (two servers, each with its own data folder, behind a round-robin proxy)
//
// The same workload runs for --warmup seconds (15 by default) before the measured --duration, and what it
// met then is printed apart: a deployed server has long counted its popular filters and filled its PDF
// queue; the first seconds after a start measure that instead (every filter counted at once by 100
// connections), which the warm-up line shows.
//
// Without --rate every connection sends its next request as soon as the last is answered (a closed loop),
// so the slowest route decides where connections wait: once PDFs (5 %) are the limit, most connections
// wait in the PDF queue and throughput is 20 × what the PDF engine prints. With --rate the load is set
// by the bench instead, as a given number of users would make it.
//
// With --outage-at the server reaches PostgreSQL through a relay this script controls: at that second
// the server's sessions are ended (pg_terminate_backend, as a restart does) and the relay refuses
// connections for --outage-for seconds, then lets them through again. The bench database alone is
// affected. It prints what the requests met before, during and after the outage.
//
// With --instances N (issue 18) N servers share the database, Redis and one APP_KEY, each with its own
// data folder, and a round-robin proxy on loopback hands each request to the next (the proxy runs in this
// process, so its CPU counts as the load generator's). On this 2-core machine the instances share the
// same two cores: the figure shows what a second instance costs and that nothing breaks, not how far
// more machines scale.
//
// Needs `pnpm build` first (it runs the server as `pnpm start` does).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { directoryColumns } from '../src/applicants/directory-columns';
import { parseResumeInput } from '../src/applicants/resume-input';
import { mainSpecializationsOf } from '../src/applicants/save-resume';
import { issueAccessToken } from '../src/auth/access-tokens';
import * as schema from '../src/db/schema';
import { applicants, users } from '../src/db/schema';
import { demoEmail, demoMainSpecializations, generateDemoApplicant } from '../src/demo/generate';
import { cities } from '../src/reference-data/reference-lists';
import { startRoundRobinProxy, type RoundRobinProxy } from '../src/testing/round-robin-proxy';
import { startTcpProxy, type TcpProxy } from '../src/testing/tcp-proxy';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    resumes: { type: 'string', default: '10000' },
    'outage-at': { type: 'string' },
    'outage-for': { type: 'string', default: '5' },
    rate: { type: 'string' },
    warmup: { type: 'string', default: '15' },
    instances: { type: 'string', default: '1' },
  },
});
const DURATION_S = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const RESUMES = Number(flags.resumes);
const OUTAGE_AT_S = flags['outage-at'] === undefined ? undefined : Number(flags['outage-at']);
const OUTAGE_FOR_S = Number(flags['outage-for']);
const RATE = flags.rate === undefined ? undefined : Number(flags.rate);
const WARMUP_S = Number(flags.warmup);
const INSTANCES = Number(flags.instances);
const SAVING_APPLICANTS = 200;
const BATCH = 1_000;

const serverRoot = path.resolve(__dirname, '..');
const serverEntry = path.join(serverRoot, 'dist', 'main.js');

type Route = 'directory' | 'public resume' | 'save' | 'pdf';
const MIX: ReadonlyArray<[Route, number]> = [
  ['directory', 0.7],
  ['public resume', 0.15],
  ['save', 0.1],
  ['pdf', 0.05],
];

function pickRoute(): Route {
  let roll = Math.random();
  for (const [route, share] of MIX) {
    roll -= share;
    if (roll < 0) return route;
  }
  return 'directory';
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const SEARCH_WORDS = [
  'developer',
  'engineer',
  'teacher',
  'account',
  'nurse',
  'design',
  'محمد',
  'علي',
  'sales',
  'data',
];

/** A directory request as the home page and the advanced search send them. */
function directoryQuery(): string {
  const main = pick(demoMainSpecializations);
  const variants = [
    () => `page=${1 + Math.floor(Math.random() * 20)}`,
    () => `search=${encodeURIComponent(pick(SEARCH_WORDS))}`,
    () => `city=${encodeURIComponent(pick(cities))}&gender=${pick(['Male', 'Female'])}`,
    () => `mainSpecializations[]=${encodeURIComponent(main.title)}&sort_by=updated_at&sort_order=desc`,
    () =>
      `search=${encodeURIComponent(pick(SEARCH_WORDS))}&age_min=22&age_max=40&workAvailability=1` +
      `&subSpecializations[]=${encodeURIComponent(pick(main.children).title)}`,
    () => `experience_min=${Math.floor(Math.random() * 5)}&freshGraduate=0&page=2`,
  ];
  return `/api/applicants/filter?${pick(variants)()}`;
}

async function freePort(mayBeFixed = true): Promise<number> {
  // BENCH_PORT: a port of one's own on a machine shared with other work (the first instance's).
  if (mayBeFixed && process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not ready within 60 s');
}

/** Published demo resumes, written in bulk with the save path's own column code; tokens for the savers. */
async function seed(databaseUrl: string): Promise<{ tokens: string[]; publishedIds: number[] }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    const today = new Date();
    const reference = await mainSpecializationsOf(db);
    const userIds: number[] = [];
    for (let first = 1; first <= RESUMES; first += BATCH) {
      const demos = Array.from({ length: Math.min(BATCH, RESUMES - first + 1) }, (_, offset) =>
        generateDemoApplicant(first + offset, { today, allPublished: true }),
      );
      const created = await db
        .insert(users)
        // Nobody signs in during the run (the savers get tokens below), so no password hash is needed.
        .values(
          demos.map((demo) => ({ name: demo.account.name, email: demoEmail(demo.number), password: '-' })),
        )
        .returning({ id: users.id });
      await db.insert(applicants).values(
        demos.map((demo, index) => {
          const { sections, published } = parseResumeInput(demo.resume, reference);
          return {
            userId: created[index]!.id,
            resume: { ...sections, image: null } as Record<string, unknown>,
            published,
            ...directoryColumns(sections, reference, today),
          };
        }),
      );
      userIds.push(...created.map((row) => row.id));
    }
    await pool.query('ANALYZE');
    const tokens: string[] = [];
    for (const userId of userIds.slice(0, SAVING_APPLICANTS)) {
      tokens.push(await issueAccessToken(db, userId, today, 1));
    }
    const published = await pool.query<{ id: number }>('SELECT id FROM applicants WHERE published');
    return { tokens, publishedIds: published.rows.map((row) => row.id) };
  } finally {
    await pool.end();
  }
}

const CLOCK_TICKS = 100;

/** The fields after the command name of /proc/{pid}/stat, or null once the process is gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Busy and all CPU seconds of the whole machine so far (every core), from /proc/stat. */
function machineCpuSeconds(): { busy: number; all: number } {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  const values = ticks.slice(0, 8).map(Number);
  const all = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: (all - values[3]! - values[4]!) / CLOCK_TICKS, all: all / CLOCK_TICKS };
}

type CpuUser = 'server' | 'Chromium' | 'PostgreSQL' | 'load generator';

/**
 * Who used the two cores during the run: the server process, what it started (Chromium), the
 * bench database's PostgreSQL backends, this process (autocannon and the bench), and the rest of
 * the machine. Sampled every second from /proc; a process that ends loses at most its last second.
 */
class CpuAccount {
  private readonly perProcess = new Map<number, { user: CpuUser; first: number; last: number }>();
  private readonly known = new Set<number>();
  private machineStart = machineCpuSeconds();
  private machineEnd = this.machineStart;
  private benchStart = process.cpuUsage();
  private benchEnd = this.benchStart;
  private timer: NodeJS.Timeout | undefined;
  private sampling: Promise<void> = Promise.resolve();

  constructor(
    private readonly serverPids: readonly number[],
    private readonly backendsOf: () => Promise<number[]>,
  ) {}

  async start(): Promise<void> {
    for (const pid of fs.readdirSync('/proc')) if (/^\d+$/.test(pid)) this.known.add(Number(pid));
    await this.sample();
    this.machineStart = machineCpuSeconds();
    this.benchStart = process.cpuUsage();
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample());
    }, 1_000);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample();
    this.machineEnd = machineCpuSeconds();
    this.benchEnd = process.cpuUsage();
  }

  /** CPU seconds by user over the run, and the machine's busy and total seconds. */
  totals(): { byUser: Map<CpuUser | 'rest of the machine', number>; all: number } {
    const byUser = new Map<CpuUser | 'rest of the machine', number>();
    for (const { user, first, last } of this.perProcess.values()) {
      byUser.set(user, (byUser.get(user) ?? 0) + last - first);
    }
    const bench = this.benchEnd;
    byUser.set(
      'load generator',
      (bench.user + bench.system - this.benchStart.user - this.benchStart.system) / 1e6,
    );
    const busy = this.machineEnd.busy - this.machineStart.busy;
    const counted = [...byUser.values()].reduce((sum, seconds) => sum + seconds, 0);
    byUser.set('rest of the machine', Math.max(0, busy - counted));
    return { byUser, all: this.machineEnd.all - this.machineStart.all };
  }

  private async sample(): Promise<void> {
    const parents = new Map<number, number>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(entry);
      if (fields) parents.set(Number(entry), Number(fields[1]));
    }
    const users = new Map<number, CpuUser>(this.serverPids.map((pid) => [pid, 'server']));
    for (const pid of parents.keys()) {
      for (let up = parents.get(pid); up !== undefined && up > 1; up = parents.get(up)) {
        if (this.serverPids.includes(up)) {
          users.set(pid, 'Chromium');
          break;
        }
      }
    }
    for (const pid of await this.backendsOf().catch(() => [])) users.set(pid, 'PostgreSQL');
    for (const [pid, user] of users) {
      const fields = statFields(pid);
      if (!fields) continue;
      const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      const seen = this.perProcess.get(pid);
      if (seen) seen.last = seconds;
      // A process started during the run counts from zero.
      else this.perProcess.set(pid, { user, first: this.known.has(pid) ? seconds : 0, last: seconds });
    }
  }
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

interface RouteFigures {
  latencies: number[];
  statuses: Map<number, number>;
  /** Requests sent and not answered yet: when each was sent. */
  inFlight: Set<{ started: number }>;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'bench:load runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
    );
    process.exit(2);
  }
  if (!fs.existsSync(serverEntry)) {
    console.error(`No ${path.relative(process.cwd(), serverEntry)}: run \`pnpm build\` first.`);
    process.exit(2);
  }

  const databaseName = `talent_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  let relay: TcpProxy | undefined;
  const serverDatabaseUrl = new URL(databaseUrl);
  if (OUTAGE_AT_S !== undefined) {
    relay = await startTcpProxy({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    serverDatabaseUrl.host = `127.0.0.1:${relay.port}`;
  }
  // Every instance signs with the same key, so an XSRF cookie from one is good on the others.
  const appKey = `base64:${randomBytes(32).toString('base64')}`;
  const instances: { server: ChildProcess; url: string; dataDir: string }[] = [];
  for (let index = 0; index < INSTANCES; index += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-load-'));
    const port = await freePort(index === 0);
    const server = spawn(
      process.execPath,
      [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/loadprof'] : []), serverEntry],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: serverDatabaseUrl.toString(),
          REDIS_URL: process.env.REDIS_URL,
          REDIS_KEY_PREFIX: `talent-load-${process.pid}:`,
          APP_KEY: appKey,
          SEED_DEMO: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    instances.push({ server, url: `http://127.0.0.1:${port}`, dataDir });
  }
  let proxy: RoundRobinProxy | undefined;

  try {
    for (const { url: instanceUrl, server } of instances) await waitUntilReady(instanceUrl, server);
    if (INSTANCES > 1) proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
    const url = proxy?.url ?? instances[0]!.url;
    const seedStarted = Date.now();
    const { tokens, publishedIds } = await seed(databaseUrl.toString());
    console.log(
      `seeded ${RESUMES} published resumes and ${tokens.length} saving applicants in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const xsrf = await fetch(`${url}/sanctum/csrf-cookie`);
    const cookieLine = xsrf.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))!;
    const xsrfValue = decodeURIComponent(cookieLine.slice('XSRF-TOKEN='.length).split(';')[0]!);
    const changeHeaders = {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(xsrfValue)}`,
      'x-xsrf-token': xsrfValue,
    };
    const today = new Date();
    // Each saver sends their own resume with a changing summary, as someone editing it does.
    const saverResumes = tokens.map(
      (_, index) => generateDemoApplicant(index + 1, { today, allPublished: true }).resume,
    );
    let saves = 0;

    // Chromium starts with the first PDF; a deployed server has long done that.
    for (const instance of instances) {
      await fetch(`${instance.url}/api/download-resume-pdf`, {
        method: 'POST',
        headers: changeHeaders,
        body: JSON.stringify({ applicant_id: publishedIds[0] }),
      });
    }

    const figures = new Map<Route, RouteFigures>(
      MIX.map(([route]) => [
        route,
        { latencies: [], statuses: new Map<number, number>(), inFlight: new Set<{ started: number }>() },
      ]),
    );
    // Answers by phase of the outage run: status → count, and latencies.
    const phases = new Map<string, { latencies: number[]; statuses: Map<number, number> }>();
    let phase = 'before';
    let firstServedAfter: number | undefined;
    let restoredAt = 0;
    const outage =
      OUTAGE_AT_S === undefined
        ? undefined
        : (async () => {
            await new Promise((resolve) => setTimeout(resolve, (WARMUP_S + OUTAGE_AT_S) * 1000));
            await admin.query(
              'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
              [databaseName],
            );
            await relay!.cut();
            phase = 'during';
            await new Promise((resolve) => setTimeout(resolve, OUTAGE_FOR_S * 1000));
            await relay!.restore();
            restoredAt = performance.now();
            phase = 'after';
          })();
    const backends = new pg.Client({ connectionString: adminUrl });
    await backends.connect();
    const cpu = new CpuAccount(
      instances.map((instance) => instance.server.pid!),
      async () => {
        const { rows } = await backends.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1',
          [databaseName],
        );
        return rows.map((row) => row.pid);
      },
    );
    const warmupFigures = { latencies: [] as number[], failed: 0 };
    const measureFrom = performance.now() + WARMUP_S * 1000;
    let loadBefore = os.loadavg();
    // The CPU and the load average are read over the measured seconds only.
    const measuring = new Promise<void>((resolve) =>
      setTimeout(() => {
        loadBefore = os.loadavg();
        void cpu.start().then(resolve);
      }, WARMUP_S * 1000),
    );
    console.log(
      `\n${INSTANCES === 1 ? 'one instance' : `${INSTANCES} instances behind a round-robin proxy`}; autocannon: ${CONNECTIONS} connections for ${WARMUP_S} s of warm-up, then ${DURATION_S} s measured, against ${url}${RATE === undefined ? '' : `, at most ${RATE} requests/s`} (load average before: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: WARMUP_S + DURATION_S,
      timeout: 30,
      ...(RATE === undefined ? {} : { overallRate: RATE }),
      requests: [
        {
          setupRequest(request, context) {
            const route = pickRoute();
            context.route = route;
            context.phase = phase;
            const sent = { started: performance.now() };
            context.started = sent.started;
            context.sent = sent;
            context.measured = sent.started >= measureFrom;
            if (context.measured) figures.get(route)!.inFlight.add(sent);
            if (route === 'directory')
              return { ...request, method: 'GET', path: directoryQuery(), headers: {} };
            if (route === 'public resume') {
              return {
                ...request,
                method: 'GET',
                path: `/api/applicants/${pick(publishedIds)}`,
                headers: {},
              };
            }
            if (route === 'pdf') {
              return {
                ...request,
                method: 'POST',
                path: '/api/download-resume-pdf',
                headers: changeHeaders,
                body: JSON.stringify({ applicant_id: pick(publishedIds) }),
              };
            }
            const saver = Math.floor(Math.random() * tokens.length);
            saves += 1;
            const resume = {
              ...saverResumes[saver]!,
              summary: `${saverResumes[saver]!.summary} (edit ${saves})`,
            };
            return {
              ...request,
              method: 'POST',
              path: '/api/applicant',
              headers: { ...changeHeaders, authorization: `Bearer ${tokens[saver]}` },
              body: JSON.stringify({ data: resume }),
            };
          },
          onResponse(status, _body, context) {
            const route = figures.get(context.route as Route)!;
            const latency = performance.now() - (context.started as number);
            if (!context.measured) {
              warmupFigures.latencies.push(latency);
              if (status < 200 || status >= 300) warmupFigures.failed += 1;
              return;
            }
            route.inFlight.delete(context.sent as { started: number });
            route.latencies.push(latency);
            route.statuses.set(status, (route.statuses.get(status) ?? 0) + 1);
            if (outage) {
              // A request counts in the phase it was sent in.
              const sentIn = context.phase as string;
              const answers = phases.get(sentIn) ?? { latencies: [], statuses: new Map<number, number>() };
              phases.set(sentIn, answers);
              answers.latencies.push(latency);
              answers.statuses.set(status, (answers.statuses.get(status) ?? 0) + 1);
              if (sentIn === 'after' && status < 300 && firstServedAfter === undefined) {
                firstServedAfter = performance.now() - restoredAt;
              }
            }
          },
        },
      ],
    });
    const loadAfter = os.loadavg();
    // Requests still waiting when autocannon stopped: left out of the percentiles, so shown apart.
    const stoppedAt = performance.now();
    await measuring;
    await cpu.stop();
    await backends.end();
    await outage;

    const measuredTotal = [...figures.values()].reduce((sum, route) => sum + route.latencies.length, 0);
    const rows = [...figures].map(([route, { latencies, statuses, inFlight }]) => {
      latencies.sort((a, b) => a - b);
      // The target counts every answer but a 2xx as an error.
      const failed = [...statuses]
        .filter(([status]) => status < 200 || status >= 300)
        .reduce((sum, [, n]) => sum + n, 0);
      const waited = [...inFlight].map((sent) => stoppedAt - sent.started);
      const unanswered = `${inFlight.size}${waited.length ? ` (up to ${Math.max(...waited).toFixed(0)} ms)` : ''}`;
      const statusList = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
      return (
        `| ${route} | ${latencies.length} | ${(latencies.length / DURATION_S).toFixed(1)} | ` +
        `${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.95).toFixed(1)} | ` +
        `${percentile(latencies, 0.99).toFixed(1)} | ${failed} | ${unanswered} | ${statusList} |`
      );
    });
    console.log(
      `\nNode ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
    );
    console.log(
      `${measuredTotal} requests answered in the ${DURATION_S} s measured: ${(measuredTotal / DURATION_S).toFixed(0)} requests/s; ` +
        `over the whole run (warm-up included) errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`,
    );
    if (WARMUP_S > 0) {
      const warm = warmupFigures.latencies.sort((a, b) => a - b);
      console.log(
        `warm-up (${WARMUP_S} s, not in the figures below): ${warm.length} requests answered, ${warmupFigures.failed} not 2xx; ` +
          `p50 ${percentile(warm, 0.5).toFixed(1)} ms, p99 ${percentile(warm, 0.99).toFixed(1)} ms`,
      );
    }
    console.log(
      `load average when the measured part began: ${loadBefore.map((value) => value.toFixed(2)).join(' ')}; after: ${loadAfter.map((value) => value.toFixed(2)).join(' ')}`,
    );
    console.log(
      '\n| route | requests | per s | p50 ms | p95 ms | p99 ms | errors | in flight at the end | statuses |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    const { byUser, all } = cpu.totals();
    console.log(
      `\nCPU during the run: ${all.toFixed(1)} core-seconds available (${os.cpus().length} cores × the ${DURATION_S} s measured)`,
    );
    console.log('| process | CPU s | share of the machine | ms per request |');
    console.log('|---|---|---|---|');
    for (const [user, seconds] of byUser) {
      console.log(
        `| ${user} | ${seconds.toFixed(1)} | ${((100 * seconds) / all).toFixed(1)} % | ${((1000 * seconds) / measuredTotal).toFixed(2)} |`,
      );
    }
    if (outage) {
      console.log(
        `\nPostgreSQL outage at ${OUTAGE_AT_S} s for ${OUTAGE_FOR_S} s (sessions ended, connections refused):`,
      );
      console.log('| sent | requests | p50 ms | p99 ms | max ms | statuses |');
      console.log('|---|---|---|---|---|---|');
      for (const name of ['before', 'during', 'after']) {
        const answers = phases.get(name);
        if (!answers) continue;
        const sorted = answers.latencies.sort((a, b) => a - b);
        const statusList = [...answers.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
        console.log(
          `| ${name} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ` +
            `${sorted[sorted.length - 1]?.toFixed(1)} | ${statusList} |`,
        );
      }
      console.log(
        `first request served after PostgreSQL was back: ${firstServedAfter === undefined ? 'none' : `${firstServedAfter.toFixed(0)} ms`} (the server was not restarted)`,
      );
    }
  } finally {
    // Requests autocannon left in flight finish before the server stops (they are not counted).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    if (proxy) console.log(`requests each instance took: ${proxy.handled().join(', ')}`);
    await proxy?.close();
    for (const { server, dataDir } of instances) {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await relay?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
