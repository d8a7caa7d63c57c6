// `pnpm seed:demo --count N [--seed S] [--password P]`: adds N demo applicants to the database the
// server uses (DATABASE_URL, or the embedded one in $DATA_DIR; stop the server first in that case).
// Without --password the accounts get a random one nobody knows.

import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { createPasswords } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { openPhotoStore } from '../photos/plugin';
import { DEFAULT_DEMO_SEED, demoEmail } from './generate';
import { seedDemoApplicants } from './seed';

const USAGE = 'Usage: pnpm seed:demo --count N [--seed S] [--password P]';

function wholeNumber(name: string, value: string | undefined, fallback: number | undefined): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new Error(`--${name} must be a whole number (got ${value ?? 'nothing'}). ${USAGE}`);
  }
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: { count: { type: 'string' }, seed: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  const count = wholeNumber('count', values.count, undefined);
  const seed = wholeNumber('seed', values.seed, DEFAULT_DEMO_SEED);
  const config = loadConfig();
  // The server's own logger (pino), so database messages read the same as in the server's log.
  const log = Fastify({ logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } }).log;

  const database = await openDatabase(config, {
    log,
    onEmbeddedDatabaseLost: (error) => {
      console.error(error.message);
      process.exit(1);
    },
  });
  const photos = await openPhotoStore(config, database);
  try {
    await prepareDatabase(database, log);
    const passwords = await createPasswords(config.passwordHashing);
    const started = Date.now();
    const result = await seedDemoApplicants(database.db, {
      count,
      seed,
      photos,
      hashPassword: (password) => passwords.hash(password),
      password: values.password,
      onProgress: (saved) => {
        if (saved % 50 === 0 && saved < count) console.log(`${saved} of ${count} saved…`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.first === null || result.last === null) {
      console.log('No demo applicants created.');
    } else {
      console.log(
        `Created ${result.created} demo applicants in ${seconds} s (seed ${seed}): ` +
          `${demoEmail(result.first)} to ${demoEmail(result.last)}, ` +
          (values.password === undefined
            ? 'with a random password (--password sets one)'
            : 'with the password given'),
      );
    }
  } finally {
    await photos.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
