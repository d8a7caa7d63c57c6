// `pnpm backup <file>`: writes the database (and photos kept in it) to a file, also while the server runs.
// `pnpm restore <file>`: replaces the database's data with a backup's; the server must be stopped when it
// uses the embedded database (the restore opens the data folder itself).
// Both use the server's settings: DATABASE_URL, or the embedded database in $DATA_DIR.

import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../config';
import { embeddedDataDir, openDatabase } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { connectToRunningServer } from '../db/running-server';
import { prepareDatabase } from '../db/prepare';
import { BackupError, createBackup, readBackup, restoreBackup } from './backup';
import { PRIVATE_FILE_MODE } from '../security/private-files';

const USAGE = 'Usage: pnpm backup <file> | pnpm restore <file>';

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) throw new BackupError(USAGE);
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  const log = Fastify({ logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } }).log;
  const running = config.databaseUrl ? null : await connectToRunningServer(embeddedDataDir(config));

  if (command === 'backup' && running) {
    try {
      await writeBackup(running, target);
    } finally {
      await running.end();
    }
  } else {
    if (running) {
      await running.end();
      throw new BackupError('The server is running on this data folder: stop it, then restore.');
    }
    const database = await openDatabase(config, {
      log,
      onEmbeddedDatabaseLost: (error) => {
        console.error(error.message);
        process.exit(1);
      },
    });
    try {
      if (command === 'backup') {
        const client = await database.connectWithoutTimeouts();
        try {
          await writeBackup(client, target);
        } finally {
          client.release();
        }
      } else {
        const backup = readBackup(fs.readFileSync(target));
        await prepareDatabase(database, log);
        const client = await database.connectWithoutTimeouts();
        try {
          const restored = await restoreBackup(client, backup);
          console.log(`Restored the backup of ${backup.createdAt}: ${describe(restored)}.`);
        } finally {
          client.release();
        }
      }
    } finally {
      await database.close();
    }
  }
  if (config.photoStorage.kind === 's3') {
    console.log(
      "Photos are kept in the S3 bucket: back that up with the bucket's own tools (versioning, replication).",
    );
  }
}

function describe(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, rows]) => `${rows} ${table}`)
    .join(', ');
}

async function writeBackup(client: Pick<pg.ClientBase, 'query'>, target: string) {
  const file = await createBackup(client);
  // Written beside the target and renamed, so an existing backup is never left half overwritten.
  const partial = `${target}.partial`;
  // A backup holds every account's password hash: its owner's to read alone (issue 34).
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, file, { mode: PRIVATE_FILE_MODE });
  fs.renameSync(partial, target);
  const { tables } = readBackup(file);
  const counts = Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]));
  console.log(`Backup written to ${target} (${(file.length / 1024).toFixed(0)} KiB): ${describe(counts)}.`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError)
    console.error('The data folder is in use: stop the server, then restore.');
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
