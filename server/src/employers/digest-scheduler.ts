// The scheduler of the saved-search digests and the who-looked pruning (issue 19): pg-boss, a job queue
// kept in the database itself (schema `pgboss`), on PostgreSQL and on the embedded database alike. It
// talks through the server's own pool: on the embedded database that pool is the one safe connection
// (see embedded-db.ts). pg-boss's cron makes one job per hour however many servers run, and each queue
// runs one job at a time; the digest code is safe on its own against concurrent runs besides
// (saved-search-digests.ts), which is what `pnpm alerts:run` and the test hook rely on.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { mainSpecializationsOf } from '../applicants/save-resume';
import { pruneSearchWords } from '../applicants/search-words';
import {
  type DigestReport,
  type DigestRunOptions,
  pruneOldResumeViews,
  runSavedSearchDigests,
} from './saved-search-digests';

export const DIGEST_QUEUE = 'saved-search-digests';
export const PRUNE_VIEWS_QUEUE = 'resume-views-prune';
export const JOB_SCHEMA = 'pgboss';
/** Every hour at :05 (UTC): a daily digest goes out within the hour after its day has passed. */
const DIGEST_CRON = '5 * * * *';
/** Once a day at 03:17 UTC. */
const PRUNE_CRON = '17 3 * * *';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchDigests: {
      /** Runs every due digest now, in this process (the test hook; `pnpm alerts:run`). */
      runNow(options?: DigestRunOptions): Promise<DigestReport>;
      /** Prunes who-looked rows older than 90 days now. */
      pruneViewsNow(): Promise<number>;
    };
  }
}

export interface DigestSchedulerOptions {
  /** The server's pool (the pg-boss connection). */
  pool: pg.Pool;
  appUrl(): string;
  appKey: Buffer;
  /** ALERTS_SCHEDULER: run the queue's worker and cron in this server (off: only the hooks above). */
  scheduler: boolean;
}

/** pg-boss on the server's pool: one query at a time through whatever connection the pool lends. */
export function jobQueueOn(pool: pg.Pool, log: FastifyBaseLogger): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Finished jobs are kept a week, for anyone looking into a digest that did not arrive.
    deleteAfterDays: 7,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return boss;
}

export const digestSchedulerPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: DigestSchedulerOptions) => {
    // The reference data is seeded before the plugins start and never changes while the server runs.
    const reference = await mainSpecializationsOf(app.db);
    const runNow = (runOptions: DigestRunOptions = {}) =>
      runSavedSearchDigests(
        {
          db: app.db,
          mailer: app.mailer,
          reference,
          appUrl: options.appUrl(),
          appKey: options.appKey,
          log: app.log,
        },
        app.now(),
        runOptions,
      );
    const pruneViewsNow = () => pruneOldResumeViews(app.db, app.now());
    app.decorate('savedSearchDigests', { runNow, pruneViewsNow });
    if (!options.scheduler) return;

    const boss = jobQueueOn(options.pool, app.log);
    await boss.start();
    // A digest run holds no job for long; one at a time, and at most one more waiting.
    await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: 'stately' });
    await boss.createQueue(PRUNE_VIEWS_QUEUE, { name: PRUNE_VIEWS_QUEUE, policy: 'stately' });
    await boss.schedule(DIGEST_QUEUE, DIGEST_CRON);
    await boss.schedule(PRUNE_VIEWS_QUEUE, PRUNE_CRON);
    await boss.work<DigestRunOptions>(DIGEST_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
      const report = await runNow({ everySearch: job?.data?.everySearch === true });
      app.log.info(report, 'saved search digests sent');
      // Kept as the job's output: `pnpm alerts:run` reads it.
      return report;
    });
    await boss.work(PRUNE_VIEWS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
      const pruned = await pruneViewsNow();
      app.log.info({ pruned }, 'old resume views pruned');
      const words = await pruneSearchWords(app.db);
      app.log.info({ words }, 'typo words no published resume holds pruned');
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'digest-scheduler', dependencies: ['mailer', 'clock', 'database'] },
);

const WAIT_FOR_SERVER_MS = 120_000;

/**
 * Puts one digest run on the queue and waits for a server's worker to finish it: its report. `query`
 * is a connection to the database the server uses (one statement at a time).
 */
export async function runDigestsThroughQueue(
  query: (text: string, values?: unknown[]) => Promise<unknown>,
  options: DigestRunOptions = {},
): Promise<DigestReport> {
  const boss = new PgBoss({
    db: { executeSql: query },
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  } as PgBoss.ConstructorOptions);
  boss.on('error', () => {});
  await boss.start();
  try {
    const id = await boss.send(DIGEST_QUEUE, { everySearch: options.everySearch === true });
    if (id === null) throw new Error('A digest run is already waiting on the server; try again in a minute.');
    const deadline = Date.now() + WAIT_FOR_SERVER_MS;
    while (Date.now() < deadline) {
      const job = await boss.getJobById(DIGEST_QUEUE, id);
      if (job?.state === 'completed') return job.output as DigestReport;
      if (job?.state === 'failed' || job?.state === 'cancelled') {
        throw new Error(`The server's digest run failed: ${JSON.stringify(job.output)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The server did not run the digests within two minutes (is ALERTS_SCHEDULER off?).');
  } finally {
    await boss.stop({ graceful: false, wait: false });
  }
}
