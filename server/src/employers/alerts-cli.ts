// `pnpm alerts:run`: sends every due saved-search digest now, instead of waiting for the hourly job.
// `pnpm alerts:run --all`: every saved search's digest now, due or not (each with what is new since its last).
// With the server's settings (DATABASE_URL, or the embedded database in $DATA_DIR, and SMTP_URL):
// - PostgreSQL, or an embedded database no server is running on: runs the digests in this process.
// - An embedded database a server is running on: that server's database allows one working connection,
//   so the run is handed to the server as a job on its queue, and this waits for the job's report.
// Either way a window is mailed once, whoever else runs at the same time (saved-search-digests.ts).

import Fastify from 'fastify';
import { mainSpecializationsOf } from '../applicants/save-resume';
import { loadConfig } from '../config';
import { embeddedDataDir, openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { connectToRunningServer } from '../db/running-server';
import { createMailer } from '../mail/mailer';
import { resolveAppKey } from '../security/app-key';
import { runDigestsThroughQueue } from './digest-scheduler';
import { type DigestReport, runSavedSearchDigests } from './saved-search-digests';

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--all');
  if (unknown.length > 0) throw new Error(`Usage: pnpm alerts:run [--all] (not ${unknown.join(' ')})`);
  const options = { everySearch: args.includes('--all') };
  const config = loadConfig();
  const log = Fastify({ logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } }).log;
  const running = config.databaseUrl ? null : await connectToRunningServer(embeddedDataDir(config));
  let report: DigestReport;
  if (running) {
    try {
      report = await runDigestsThroughQueue((text, values) => running.query(text, values), options);
    } finally {
      await running.end();
    }
  } else {
    const database = await openDatabase(config, {
      log,
      onEmbeddedDatabaseLost: (error) => {
        throw error;
      },
    });
    const mailer = createMailer(config, () => new Date());
    try {
      await prepareDatabase(database, log);
      report = await runSavedSearchDigests(
        {
          db: database.db,
          mailer,
          reference: await mainSpecializationsOf(database.db),
          appUrl: config.appUrl ?? `http://localhost:${config.port}`,
          appKey: resolveAppKey(config),
          log,
        },
        new Date(),
        options,
      );
    } finally {
      mailer.close();
      await database.close();
    }
  }
  process.stdout.write(`Saved-search digests: ${report.searches} due, ${report.mailed} mailed.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
