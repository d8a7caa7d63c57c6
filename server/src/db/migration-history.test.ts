import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The migrations are SQL files the server runs at start; drizzle-kit writes the next one from the
// difference between `schema.ts` and the last snapshot. Two branches once each wrote a migration on
// the same parent, and a third was written by hand without a snapshot, so `pnpm db:generate` refused
// to run. These checks keep the history one straight line that matches the schema.

const serverRoot = path.resolve(__dirname, '../..');
const migrations = path.join(serverRoot, 'drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}
interface Snapshot {
  id: string;
  prevId: string;
}

const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as Journal;
const snapshotOf = (tag: string) =>
  JSON.parse(
    readFileSync(path.join(migrations, 'meta', `${tag.slice(0, 4)}_snapshot.json`), 'utf8'),
  ) as Snapshot;

const isPostgresProject =
  (globalThis as { TEST_DATABASE_ENGINE?: string }).TEST_DATABASE_ENGINE === 'postgresql';
// Nothing here touches a database: it runs once, in the embedded project.
const describeOnce = isPostgresProject ? describe.skip : describe;

describeOnce('the migration history', () => {
  it('lists every SQL file in the journal, in order', () => {
    const files = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it('has one snapshot per migration, each pointing at the one before it', () => {
    const snapshots = journal.entries.map((entry) => snapshotOf(entry.tag));
    expect(new Set(snapshots.map((snapshot) => snapshot.id)).size).toBe(snapshots.length);
    snapshots.slice(1).forEach((snapshot, index) => {
      expect({ migration: journal.entries[index + 1]!.tag, prevId: snapshot.prevId }).toEqual({
        migration: journal.entries[index + 1]!.tag,
        prevId: snapshots[index]!.id,
      });
    });
  });

  it('matches schema.ts: drizzle-kit finds nothing left to migrate', () => {
    // On a copy, so a difference found does not leave a new migration in the repository.
    const scratch = mkdtempSync(path.join(tmpdir(), 'migration-history-'));
    try {
      cpSync(migrations, path.join(scratch, 'drizzle'), { recursive: true });
      const config = path.join(scratch, 'drizzle.config.mjs');
      writeFileSync(
        config,
        `export default ${JSON.stringify({
          dialect: 'postgresql',
          // drizzle-kit reads both paths relative to where it runs.
          schema: path.relative(scratch, path.join(serverRoot, 'src/db/schema.ts')),
          out: './drizzle',
        })};\n`,
      );
      const run = spawnSync(
        path.join(serverRoot, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--config', config],
        { cwd: scratch, encoding: 'utf8' },
      );
      const output = `${run.stdout}${run.stderr}`;
      expect(output).toContain('No schema changes');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
