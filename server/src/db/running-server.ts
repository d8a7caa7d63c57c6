import fs from 'node:fs';
import pg from 'pg';
import { EMBEDDED_SOCKET_PORT, embeddedSocketNote } from './embedded-protocol';

// Commands run beside a server (`pnpm backup`, `pnpm alerts:run`) reach its embedded database through the
// socket it serves. One statement at a time only: see embedded-db.ts on connections sharing PGlite's session.

/** A connection to the embedded database of a running server, or null when none is running. */
export async function connectToRunningServer(dataDir: string): Promise<pg.Client | null> {
  let socketDir: string;
  try {
    socketDir = fs.readFileSync(embeddedSocketNote(dataDir), 'utf8').trim();
  } catch {
    return null;
  }
  const client = new pg.Client({
    host: socketDir,
    port: EMBEDDED_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
  });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}
