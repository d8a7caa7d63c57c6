// Messages between the server and its embedded database process (over the IPC channel of `fork`).

/** The file name PostgreSQL clients look for in a socket directory, for the default port. */
export const EMBEDDED_SOCKET_PORT = 5432;
export const embeddedSocketFileName = `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`;

export type EmbeddedDatabaseReport = { type: 'ready' } | { type: 'failed'; message: string };

export type EmbeddedDatabaseCommand = { type: 'stop' };

/** The file that names the running embedded database's socket folder, beside its data folder. */
export function embeddedSocketNote(dataDir: string): string {
  return `${dataDir}.socket`;
}
