// `pnpm bench:directory`: the directory filter at 100,000 published resumes (issue 4 'Performance').
// For each database (PostgreSQL when DATABASE_URL is set, and the embedded one) it seeds the
// resumes, times four queries through HTTP and the same SQL run directly, and measures requests/s
// under autocannon. It prints figures; it asserts nothing.

import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { directoryColumns } from '../src/applicants/directory-columns';
import { parseResumeInput } from '../src/applicants/resume-input';
import { mainSpecializationsOf, saveResume } from '../src/applicants/save-resume';
import { filterParts, parseDirectoryQuery } from '../src/applicants/directory-filters';
import { keywordOf, searchedWhere, searchOrder } from '../src/applicants/directory-search';
import { facetCounts } from './facet-sql';
import { CONCEPTS } from '../src/search/concepts/concepts';
import { createPasswords } from '../src/auth/passwords';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { applicants, users } from '../src/db/schema';
import { demoEmail, generateDemoApplicant } from '../src/demo/generate';
import { startServer } from '../src/server';

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BATCH = 1_000;
const COPIES = Number(process.env.BENCH_COPIES ?? 1);
const COPY_SLICE = 20_000;

const QUERIES = [
  { name: 'browse, page 1', query: '' },
  { name: 'keyword search', query: 'search=developer' },
  {
    name: 'keyword + city + gender + age + availability + specialisation',
    query:
      'search=engineer&city=Baghdad&gender=Female&age_min=22&age_max=40&workAvailability=1&subSpecializations[]=Software%20Development',
  },
  { name: 'deep page (page 500)', query: 'page=500' },
  // Issue 17: best match first, a name in the other script, a typo, and facet counts beside the page.
  { name: 'keyword, best match', query: 'search=developer&sort_by=relevance' },
  { name: 'keyword + facets, best match', query: 'search=developer&sort_by=relevance&facets=1' },
  { name: 'Latin name → Arabic spelling', query: 'search=Ahmed&sort_by=relevance' },
  { name: 'typo (acountant)', query: 'search=acountant&sort_by=relevance' },
  { name: 'browse + facets', query: 'facets=1' },
] as const;

/** Rows built by the save path's own code (shape check, +964 phone, directory columns). */
async function bulkSeed(database: Database, config: Config, count: number): Promise<void> {
  const today = new Date();
  const reference = await mainSpecializationsOf(database.db);
  // One hash shared by every account: hashing 100,000 would measure argon2, not the directory.
  const passwordHash = await (
    await createPasswords(config.passwordHashing)
  ).hash(randomBytes(32).toString('base64url'));
  for (let first = 1; first <= count; first += BATCH) {
    const demos = Array.from({ length: Math.min(BATCH, count - first + 1) }, (_, offset) =>
      generateDemoApplicant(first + offset, { today, allPublished: true }),
    );
    const created = await database.db
      .insert(users)
      .values(
        demos.map((demo) => ({
          name: demo.account.name,
          email: demoEmail(demo.number),
          password: passwordHash,
        })),
      )
      .returning({ id: users.id });
    await database.db.insert(applicants).values(
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
    if ((first - 1 + BATCH) % 20_000 === 0) console.log(`  ${first - 1 + BATCH} seeded…`);
  }
}

/**
 * `BENCH_COPIES=k`: the seeded resumes, copied k - 1 more times by the database itself, each copy with
 * accounts of its own. A million resumes through the save path would take hours on two cores; copies of
 * 100,000 take minutes. Every word is then k times as common, as it would be in a directory k times as
 * large with the same mix of applicants; what the copies lack is new words.
 */
async function replicate(database: Database, base: number, copies: number): Promise<void> {
  const { rows } = await database.pool.query<{ last: number }>(
    'SELECT max(id) AS last FROM (SELECT id FROM applicants ORDER BY id LIMIT $1) AS first',
    [base],
  );
  const last = Number(rows[0]?.last ?? 0);
  const [{ present }] = (
    await database.pool.query<{ present: number }>('SELECT count(*) AS present FROM applicants')
  ).rows as [{ present: number }];
  // Every column but the keys and what the database computes itself (rank_vector, card).
  const copied = [
    'resume',
    'published',
    'full_name',
    'city',
    'zone',
    'gender',
    'birthdate',
    'degrees',
    'fresh_graduate',
    'work_availability',
    'experience_years',
    'main_specialization_ids',
    'sub_specialization_ids',
    'search_vector',
    'published_at',
    'created_at',
    'updated_at',
  ];
  // A kept database resumes where an earlier run stopped: whole copies only, the first one is the seed.
  for (let copy = Math.floor(Number(present) / base) + 1; copy <= copies; copy += 1) {
    const started = Date.now();
    // On a connection of its own without the server's query timeout, in one transaction so a copy is whole.
    const client = new pg.Client({ ...database.pool.options, query_timeout: undefined });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (let from = 0; from < last; from += COPY_SLICE) {
        await client.query(
          `WITH source AS (
             SELECT a.*, u.name AS account_name, u.email AS account_email, u.password AS account_password
             FROM applicants a JOIN users u ON u.id = a.user_id WHERE a.id > $1 AND a.id <= $2
           ), accounts AS (
             INSERT INTO users (name, email, password)
             SELECT account_name, 'copy' || $3::int || '.' || account_email, account_password FROM source ORDER BY id
             RETURNING id, email
           )
           INSERT INTO applicants (user_id, ${copied.join(', ')})
           SELECT accounts.id, ${copied.map((column) => `source.${column}`).join(', ')}
           FROM source JOIN accounts ON accounts.email = 'copy' || $3::int || '.' || source.account_email`,
          [from, Math.min(last, from + COPY_SLICE), copy],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      await client.end();
    }
    console.log(`  copy ${copy} of ${copies} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * Sequential timings: `SAMPLES` of them, or as many as fit in 20 s (at least 10) for slow queries.
 * `before` runs ahead of each one, untimed.
 */
async function timeIt(
  run: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<{ p50: number; p95: number; samples: number }> {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const times: number[] = [];
  const deadline = Date.now() + 20_000;
  while (times.length < SAMPLES && (times.length < 10 || Date.now() < deadline)) {
    await before?.();
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), samples: times.length };
}

type QueryArguments = Parameters<pg.Pool['query']>;

/** Records the statements the server sends while one request is answered. */
function recordStatements(pool: pg.Pool) {
  const original = pool.query.bind(pool) as (...args: QueryArguments) => Promise<unknown>;
  let recording: QueryArguments[] | null = null;
  (pool as { query: unknown }).query = (...args: QueryArguments) => {
    recording?.push(args);
    return original(...args);
  };
  return {
    async during(run: () => Promise<unknown>): Promise<QueryArguments[]> {
      recording = [];
      await run();
      const recorded = recording;
      recording = null;
      return recorded;
    },
    replay: (statements: QueryArguments[]) =>
      statements.reduce<Promise<unknown>>(
        (previous, args) => previous.then(() => original(...args)),
        Promise.resolve(),
      ),
  };
}

const run = promisify(execFile);

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

interface Throughput {
  rps: number;
  errors: number;
  non2xx: number;
  /** CPU time per request of this process (the server; autocannon runs apart) and of the database. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

/** autocannon, 50 connections for 10 s, with the CPU the server and the database spent meanwhile. */
async function requestsPerSecond(url: string, databasePids: () => Promise<number[]>): Promise<Throughput> {
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'autocannon');
  const databaseBefore = new Map((await databasePids()).map((pid) => [pid, cpuSecondsOf(pid)]));
  const serverBefore = process.cpuUsage();
  const { stdout } = await run(bin, ['-c', '50', '-d', '10', '-j', url], { maxBuffer: 64 * 1024 * 1024 });
  const server = process.cpuUsage(serverBefore);
  const databaseSeconds = (await databasePids()).reduce(
    (sum, pid) => sum + cpuSecondsOf(pid) - (databaseBefore.get(pid) ?? 0),
    0,
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    errors: number;
    non2xx: number;
  };
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
    serverCpuMs: (server.user + server.system) / 1000 / requests,
    databaseCpuMs: (databaseSeconds * 1000) / requests,
  };
}

/**
 * A database named by BENCH_KEEP_DATABASE survives the run and is reused (seeded once) by the next: on
 * PostgreSQL a database of that name, embedded a data directory `talent-bench-<name>` in the temporary
 * directory.
 */
const KEPT_DATABASE = process.env.BENCH_KEEP_DATABASE;
/** `BENCH_PART=never-seen`: only the keywords never searched before (a minute instead of ten). */
const NEVER_SEEN_ONLY = process.env.BENCH_PART === 'never-seen';

async function benchEngine(engine: 'postgresql' | 'embedded') {
  const keptDir =
    engine === 'embedded' && KEPT_DATABASE ? path.join(os.tmpdir(), `talent-bench-${KEPT_DATABASE}`) : null;
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  const databaseName = KEPT_DATABASE ?? `talent_bench_${process.pid}`;
  if (engine === 'postgresql') {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig(
    { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    dataDir,
  );
  const server = await startServer(config);
  try {
    const [{ seeded }] = (await server.database.pool.query('SELECT count(*) AS seeded FROM applicants'))
      .rows as [{ seeded: number }];
    if (seeded === 0) {
      console.log(
        `\n${engine}: seeding ${COUNT} published resumes${COPIES > 1 ? `, then ${COPIES - 1} cop${COPIES === 2 ? 'y' : 'ies'}` : ''}…`,
      );
      const started = Date.now();
      await bulkSeed(server.database, config, COUNT);
      if (COPIES > 1) await replicate(server.database, COUNT, COPIES);
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } else {
      console.log(`\n${engine}: reusing ${KEPT_DATABASE} with ${seeded} resumes`);
      if (COPIES > 1 && Number(seeded) < COUNT * COPIES) await replicate(server.database, COUNT, COPIES);
    }
    // What autovacuum would have done by now on a live site: index-only scans need the visibility map, and
    // the change log, pruned as the seed wrote it, would otherwise be read with its dead rows and stale
    // statistics on every request (this machine's PostgreSQL runs with autovacuum off).
    // On a connection of its own: at a million rows it outlasts the server's query timeout.
    const maintenance = new pg.Client({ ...server.database.pool.options, query_timeout: undefined });
    await maintenance.connect();
    await maintenance.query('VACUUM ANALYZE applicants, directory_changes').finally(() => maintenance.end());
    // A live server loads its facet table as it starts (routes/applicants.ts). This one started before the
    // seed, whose writes outran the change log: the first request for counts loads it again (1–3 s),
    // which is asked for here, untimed, not by the first keyword of the timings.
    await fetch(`${server.url}/api/applicants/filter?facets=1&per_page=1`);

    const statements = recordStatements(server.database.pool);
    const { db } = server.database;
    const reference = await mainSpecializationsOf(db);
    const published = await db
      .select({ id: applicants.id, userId: applicants.userId })
      .from(applicants)
      .where(eq(applicants.published, true));
    let saves = 0;
    // A real save of a random published resume, through the save path: its summary changes, it stays
    // published, and its row goes to the change log the directory brings its kept counts forward from.
    const saveOne = async () => {
      const { id, userId } = published[Math.floor(Math.random() * published.length)]!;
      const [{ resume }] = (await db
        .select({ resume: applicants.resume })
        .from(applicants)
        .where(eq(applicants.id, id))) as [{ resume: Record<string, unknown> }];
      saves += 1;
      await saveResume(db, {
        userId,
        resume: {
          ...resume,
          summary: `${String(resume.summary ?? '').slice(0, 400)} (${saves})`,
          published: true,
        },
      });
    };
    // A version raised with no logged change (what a TRUNCATE or a change older than the log does) makes
    // the next request count afresh: the cost the log saves.
    const forgetCounts = () =>
      server.database.pool.query('UPDATE directory_state SET version = version + 1 WHERE id = 1');
    const loadBefore = os.loadavg();
    const rows: string[] = [];
    const cell = (time: { p50: number; p95: number }) => `${time.p50.toFixed(1)} / ${time.p95.toFixed(1)}`;
    const ratio = (http: { p95: number }, raw: { p95: number }) => (http.p95 / raw.p95).toFixed(2);
    for (const { name, query } of NEVER_SEEN_ONLY ? [] : QUERIES) {
      const url = `${server.url}/api/applicants/filter?${query}`;
      const fetchPage = async () => {
        const response = await fetch(url);
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        return response.json();
      };
      // The textbook SQL for the same answer: the total and the page's cards, counted and sorted afresh
      // (the keyword's typo words looked up first), and the facet counts when asked for.
      const parsed = parseDirectoryQuery(Object.fromEntries(new URLSearchParams(query)));
      const plainSql = async () => {
        const today = new Date();
        const search = await keywordOf(db, parsed);
        const where = searchedWhere(filterParts(parsed, reference, today), search);
        const order = search ? searchOrder(parsed, search) : [asc(applicants.createdAt), asc(applicants.id)];
        await db.execute(sql`select (select count(*) from ${applicants} where ${where}) as total,
          (select json_agg(page) from (select ${applicants.id}, ${applicants.fullName}, ${applicants.workAvailability},
            ${applicants.card} from ${applicants} where ${where}
            order by ${sql.join(order, sql`, `)}
            limit ${parsed.perPage} offset ${(parsed.page - 1) * parsed.perPage}) as page) as cards`);
        if (parsed.facets) await facetCounts(db, parsed, reference, today);
      };
      const page = (await fetchPage()) as { total: number };
      const plain = await timeIt(plainSql);
      const warmStatements = await statements.during(fetchPage);
      const warm = await timeIt(fetchPage);
      const warmRaw = await timeIt(() => statements.replay(warmStatements));
      await saveOne();
      const savedStatements = await statements.during(fetchPage);
      const saved = await timeIt(fetchPage, saveOne);
      const savedRaw = await timeIt(() => statements.replay(savedStatements));
      await forgetCounts();
      const coldStatements = await statements.during(fetchPage);
      const cold = await timeIt(fetchPage, forgetCounts);
      const coldRaw = await timeIt(() => statements.replay(coldStatements));
      rows.push(
        `| ${name} | ${page.total} | ${cell(plain)} | ${cell(warm)} | ${cell(warmRaw)} | ${ratio(warm, warmRaw)} | ` +
          `${ratio(warm, plain)} | ${cell(saved)} | ${cell(savedRaw)} | ${ratio(saved, savedRaw)} | ` +
          `${ratio(saved, plain)} | ${cell(cold)} | ${cell(coldRaw)} | ${ratio(cold, coldRaw)} | ` +
          `${warm.samples} / ${saved.samples} / ${cold.samples} |`,
      );
    }
    // Queries never seen before, without a gap in the change log: each request searches a keyword no
    // earlier request of this run searched (common words of the seeded resumes, each held by 100 to
    // 25,000 of them), so nothing kept for it exists, while the server's facet table and change log stay
    // current, as on a live site.
    const { rows: common } = await server.database.pool.query<{ word: string; ndoc: number }>(
      `SELECT word, ndoc FROM ts_stat('SELECT rank_vector FROM applicants WHERE published')
       WHERE ndoc BETWEEN 100 AND 25000 AND word ~ '^[[:alpha:]]{4,}$' ORDER BY ndoc DESC LIMIT 400`,
    );
    // In an order of their own that every run repeats (by a hash of the word), so runs on one seed
    // search the same words.
    const hashed = (word: string) => createHash('sha1').update(word).digest('hex');
    const unseen = common.map((row) => row.word).sort((a, b) => (hashed(a) < hashed(b) ? 1 : -1));
    // Issue 35: a concept's name in English, Arabic or Kurdish, each expanded to the concept's other
    // names (src/search/concepts): what the expansion costs beside a plain word.
    const conceptNames = CONCEPTS.flatMap((concept) => [
      concept.names.en[0]!,
      concept.names.ar[0]!,
      concept.names.ckb[0]!,
    ]).sort((a, b) => (hashed(a) < hashed(b) ? 1 : -1));
    // The server's PostgreSQL backends, or the embedded database's process. Asked over a connection of
    // its own: asking through the server's pool would leave out the backend that answers (and count it
    // from its start once another one does).
    const embedded = server.database.embedded;
    const observer = embedded ? undefined : new pg.Client(server.database.pool.options);
    await observer?.connect();
    const databasePids = async () => {
      if (embedded) return [embedded.pid];
      const { rows: backends } = await observer!.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      return backends.map((backend) => backend.pid);
    };
    const neverSeen: string[] = [];
    for (const [name, extra, words] of [
      ['keyword, best match', 'sort_by=relevance', unseen],
      ['keyword + facets, best match', 'sort_by=relevance&facets=1', unseen],
      ['keyword + facets + city, best match', 'sort_by=relevance&facets=1&city=Baghdad', unseen],
      ["a concept's name (en, ar, ckb) + facets, best match", 'sort_by=relevance&facets=1', conceptNames],
    ] as const) {
      const times: number[] = [];
      const matches: number[] = [];
      const slowest: Array<{ word: string; total: number; ms: number }> = [];
      // Processor time beside the wall clock: what a loaded machine inflates least.
      const databaseBefore = new Map((await databasePids()).map((pid) => [pid, cpuSecondsOf(pid)]));
      const processBefore = process.cpuUsage();
      for (let sample = 0; sample < Math.min(SAMPLES, 50) && words.length > 0; sample += 1) {
        const word = words.pop()!;
        const started = process.hrtime.bigint();
        const response = await fetch(
          `${server.url}/api/applicants/filter?search=${encodeURIComponent(word)}&${extra}`,
        );
        const { total } = (await response.json()) as { total: number };
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        times.push(ms);
        matches.push(total);
        slowest.push({ word, total, ms });
      }
      const processCpu = process.cpuUsage(processBefore);
      const databaseSeconds = (await databasePids()).reduce(
        (sum, pid) => sum + cpuSecondsOf(pid) - (databaseBefore.get(pid) ?? 0),
        0,
      );
      const perRequest = (ms: number) => (ms / Math.max(1, times.length)).toFixed(1);
      times.sort((a, b) => a - b);
      matches.sort((a, b) => a - b);
      neverSeen.push(
        `| ${name} | ${matches[0]}–${matches[matches.length - 1]} (median ${percentile(matches, 0.5)}) | ` +
          `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)} | ` +
          `${perRequest(databaseSeconds * 1000)} / ${perRequest((processCpu.user + processCpu.system) / 1000)} | ${times.length} | ` +
          `${slowest
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 3)
            .map((sample) => `${sample.word} (${sample.total}): ${sample.ms.toFixed(0)}`)
            .join(', ')} |`,
      );
    }
    await fetch(`${server.url}/api/applicants/filter?${QUERIES[2].query}`);
    const load = await (
      NEVER_SEEN_ONLY
        ? Promise.resolve(undefined)
        : requestsPerSecond(`${server.url}/api/applicants/filter?${QUERIES[2].query}`, databasePids)
    ).finally(() => observer?.end());
    const loadAfter = os.loadavg();
    if (!NEVER_SEEN_ONLY) {
      console.log(`\n${engine}, ${COUNT * COPIES} published resumes, sequential requests (ms, p50 / p95):`);
      console.log(
        '| query | total | plain SQL (count + page) | warm HTTP | its SQL | ratio | ratio to plain | ' +
          'after a save: HTTP | its SQL | ratio | ratio to plain | counted afresh: HTTP | its SQL | ratio | samples |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      for (const row of rows) console.log(row);
    }
    console.log(`\n${engine}: a keyword never searched before on each request (ms, p50 / p95):`);
    console.log(
      '| query | matches | HTTP | CPU per request: database / server and client | samples | slowest: word (matches): ms |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const row of neverSeen) console.log(row);
    if (load) {
      console.log(
        `autocannon -c 50 -d 10 on the combined filter: ${load.rps.toFixed(0)} requests/s ` +
          `(errors ${load.errors}, non-2xx ${load.non2xx})`,
      );
      const cpuMs = load.serverCpuMs + load.databaseCpuMs;
      console.log(
        `CPU per request meanwhile: server ${load.serverCpuMs.toFixed(3)} ms + database ` +
          `${load.databaseCpuMs.toFixed(3)} ms = ${cpuMs.toFixed(3)} ms, so 2 otherwise idle cores would ` +
          `serve about ${(2000 / cpuMs).toFixed(0)} requests/s (autocannon's own CPU left out)`,
      );
    }
    const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
    console.log(`load average (1, 5, 15 min) before: ${loads(loadBefore)}; after: ${loads(loadAfter)}`);
  } finally {
    await server.close();
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      if (!KEPT_DATABASE) await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    }
  }
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
  const engines = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
  if (engines.includes('postgresql')) {
    if (process.env.DATABASE_URL) await benchEngine('postgresql');
    else console.log('DATABASE_URL not set: PostgreSQL skipped.');
  }
  if (engines.includes('embedded')) await benchEngine('embedded');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
