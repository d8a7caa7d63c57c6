// The embedded database process. PGlite runs PostgreSQL on the event loop of the process hosting it,
// so a slow query would stall every HTTP request; here it runs on its own and serves the PostgreSQL
// wire protocol on a private Unix socket, and the server talks to it with `pg` as to any PostgreSQL.
//
// Started by the server through `fork` (see db/embedded-database.ts), never by hand.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './db/data-dir-lock';
import { keepProcessFilesPrivate, makeTreePrivate } from './security/private-files';
import {
  type EmbeddedDatabaseCommand,
  type EmbeddedDatabaseReport,
  embeddedSocketFileName,
  embeddedSocketNote,
} from './db/embedded-protocol';

// PGlite keeps up to 1 GB of write-ahead log by default, which makes a small data folder grow far
// beyond its data. A small site checkpoints often enough with a few segments (16 MB each).
const walSettings = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

// pglite-socket multiplexes connections message by message, which lets two busy connections'
// Parse/Bind batches interleave on PGlite's single session (electric-sql/pglite#1046). So the server's
// pool holds one connection; the second slot only covers a reconnect racing the close of the old one,
// and the third is for `pnpm backup`, which reads the database while the server runs (one statement).
const maxConnections = 3;

function report(message: EmbeddedDatabaseReport): Promise<void> {
  return new Promise((resolve) => {
    if (!process.connected) resolve();
    else process.send?.(message, () => resolve());
  });
}

let stopRequested = false;
let stop: (() => void) | undefined;
function requestStop() {
  stopRequested = true;
  stop?.();
}

process.on('message', (command: EmbeddedDatabaseCommand) => {
  if (command.type === 'stop') requestStop();
});
// The IPC channel closes when the server exits for any reason, even SIGKILL: never outlive it.
process.on('disconnect', requestStop);
process.on('SIGTERM', requestStop);
// Ctrl-C in a terminal signals the whole process group; the server closes its connections first and
// then tells us to stop, so the signal itself is ignored here.
process.on('SIGINT', () => {});

/** The migrated, empty database the build made beside this file (dist/empty-db); none from source. */
const emptyDatabaseTemplate = path.join(__dirname, 'empty-db');

/** A first start copies the build's empty database instead of creating one (seconds of WebAssembly). */
function createFromTemplate(dataDir: string) {
  const isNew = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  if (!isNew || !fs.existsSync(path.join(emptyDatabaseTemplate, 'PG_VERSION'))) return;
  // Copied beside the target and renamed into place, so a start cut short leaves no half database.
  const partial = `${dataDir}.creating`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(emptyDatabaseTemplate, partial, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(partial, dataDir);
}

async function main(dataDir: string, socketDir: string) {
  // PostgreSQL would create its files 0600, but PGlite's are 0666: every file this process makes (the
  // WAL, the tables, the lock, the socket note) is made its owner's alone.
  keepProcessFilesPrivate();
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  // The server removes the socket folder too, but it may be gone (killed) by the time we stop.
  // Where `pnpm backup` finds the running database: its socket folder, beside the data folder.
  const socketNote = embeddedSocketNote(dataDir);
  const cleanUp = () => {
    fs.rmSync(socketNote, { force: true });
    fs.rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
  };

  try {
    createFromTemplate(dataDir);
    // The template's files are copied with their own modes, and an older version's files were left
    // readable by all.
    if (fs.existsSync(dataDir)) makeTreePrivate(dataDir);
    const db = await PGlite.create({
      dataDir,
      // The directory's keyword search finds the indexed words a typo is close to: candidates by
      // trigrams, then the edit distance.
      extensions: { pg_trgm, fuzzystrmatch },
      startParams: [...PGlite.defaultStartParams, ...walSettings],
    });
    const server = new PGLiteSocketServer({
      db,
      path: path.join(socketDir, embeddedSocketFileName),
      maxConnections,
    });
    await server.start();
    fs.writeFileSync(socketNote, socketDir);

    let stopping = false;
    stop = () => {
      if (stopping) return;
      stopping = true;
      (async () => {
        await server.stop();
        await db.close();
        cleanUp();
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('The embedded database did not close cleanly:', error);
          process.exit(1);
        },
      );
    };
    // The server may have gone while PGlite was starting (the first start creates the database).
    if (stopRequested || !process.connected) stop();
    else await report({ type: 'ready' });
  } catch (error) {
    cleanUp();
    throw error;
  }
}

const [dataDir, socketDir] = process.argv.slice(2);
if (!process.send || !dataDir || !socketDir) {
  console.error(
    'embedded-db is started by the Talent Pool server, with the data and socket folders as arguments.',
  );
  process.exit(2);
}
main(dataDir, socketDir).catch(async (error: unknown) => {
  await report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
