// `pnpm backup <file>` / `pnpm restore <file>` (issue 18): every table of user data — accounts, tokens,
// resumes and, with the default storage, photos — in one gzipped JSON file.
//
// Consistent while the server runs: the whole backup is read by ONE statement, so it sees one snapshot
// of the database, whatever the server writes meanwhile. (The embedded database runs one session for
// every connection, so a transaction opened by a second client would not be a snapshot of its own.)
// Reference data is left out (every start seeds it), and so is the directory's change log, which only
// tells running servers what changed (a restore makes them count afresh).

import zlib from 'node:zlib';
import type pg from 'pg';

export const BACKUP_FORMAT = 'talent-pool-backup';
const BACKUP_VERSION = 1;

/** Tables whose rows are derived or seeded, not the users' data. */
const NOT_BACKED_UP = new Set([
  'directory_state',
  'directory_changes',
  'specializations',
  'selectables',
  // The typo candidates (migration 0005): a trigger writes them again as the applicants are restored.
  'search_words',
]);

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many migrations the database had: a backup is restored into the same schema only. */
  migrations: number;
  /** Rows by table, in an order that inserts referenced rows first. */
  tables: Record<string, Record<string, unknown>[]>;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The backed-up tables of the public schema, each after the tables it references. */
async function tablesInOrder(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ table: string; references: string[] | null }>(`
    SELECT c.relname::text AS "table",
           array_agg(DISTINCT r.relname::text) FILTER (WHERE r.relname IS NOT NULL AND r.relname <> c.relname) AS "references"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f'
      LEFT JOIN pg_class r ON r.oid = f.confrelid
     WHERE c.relkind = 'r'
     GROUP BY c.relname
     ORDER BY c.relname`);
  const references = new Map(
    rows.filter((row) => !NOT_BACKED_UP.has(row.table)).map((row) => [row.table, row.references ?? []]),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table) || !references.has(table)) return;
    visiting.add(table);
    for (const referenced of references.get(table)!) visit(referenced);
    ordered.push(table);
  };
  for (const table of references.keys()) visit(table);
  return ordered;
}

async function migrationCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.count ?? 0);
}

/** Reads every backed-up table in one statement (one snapshot) and returns the gzipped backup file. */
export async function createBackup(db: Queryable, now = new Date()): Promise<Buffer> {
  const tables = await tablesInOrder(db);
  const parts = [
    `'migrations', (SELECT count(*) FROM drizzle.__drizzle_migrations)`,
    ...tables.map(
      (table) =>
        `${quoted(table).replace(/"/g, "'")}, (SELECT coalesce(json_agg(t), '[]'::json) FROM ${quoted(table)} t)`,
    ),
  ];
  // Simple query protocol (no parameters): one message, one statement, one snapshot.
  const { rows } = await db.query<{
    backup: { migrations: number } & Record<string, Record<string, unknown>[]>;
  }>(`SELECT json_build_object(${parts.join(', ')}) AS backup`);
  const { migrations, ...contents } = rows[0]!.backup;
  const backup: Backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    migrations: Number(migrations),
    tables: Object.fromEntries(tables.map((table) => [table, contents[table] ?? []])),
  };
  return zlib.gzipSync(JSON.stringify(backup));
}

export class BackupError extends Error {}

export function readBackup(file: Buffer): Backup {
  let backup: Partial<Backup>;
  try {
    backup = JSON.parse(zlib.gunzipSync(file).toString('utf8')) as Partial<Backup>;
  } catch {
    throw new BackupError('This file is not a Talent Pool backup (it is not gzipped JSON).');
  }
  if (backup.format !== BACKUP_FORMAT || backup.version !== BACKUP_VERSION || !backup.tables) {
    throw new BackupError('This file is not a Talent Pool backup of a version this server reads.');
  }
  return backup as Backup;
}

/**
 * Replaces the users' data with the backup's, in one transaction: all of it or, on any error, none.
 * The database must be migrated to the same schema as the backup's.
 */
export async function restoreBackup(client: pg.ClientBase, backup: Backup): Promise<Record<string, number>> {
  const current = await migrationCount(client);
  if (current !== backup.migrations) {
    throw new BackupError(
      `The backup was made with ${backup.migrations} database migrations and this server has ${current}: restore it with the version that made it.`,
    );
  }
  const tables = await tablesInOrder(client);
  const unknown = Object.keys(backup.tables).filter((table) => !tables.includes(table));
  if (unknown.length > 0)
    throw new BackupError(`The backup holds tables this database lacks: ${unknown.join(', ')}.`);
  const restored: Record<string, number> = {};
  await client.query('BEGIN');
  try {
    await client.query(
      `TRUNCATE ${[...tables, 'search_words'].map(quoted).join(', ')} RESTART IDENTITY CASCADE`,
    );
    for (const table of tables) {
      const rows = backup.tables[table] ?? [];
      restored[table] = rows.length;
      if (rows.length === 0) continue;
      const { rows: columns } = await client.query<{ name: string; identity: boolean }>(
        `SELECT column_name AS name, is_identity = 'YES' AS identity
           FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [table],
      );
      const list = columns.map((column) => quoted(column.name)).join(', ');
      await client.query(
        `INSERT INTO ${quoted(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
        [JSON.stringify(rows)],
      );
      for (const column of columns.filter((candidate) => candidate.identity)) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), (SELECT max(${quoted(column.name)}) FROM ${quoted(table)}))`,
          [quoted(table), column.name],
        );
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return restored;
}
