// Photos in the `photos` table (migration 0004): the default, on PostgreSQL and the embedded database
// alike, so a photo saved through one instance is served by all of them with no other service.

import type pg from 'pg';
import { type PhotoStore, photoEtag } from './photo-store';

export function databasePhotoStore(pool: pg.Pool): PhotoStore {
  return {
    kind: 'database',
    async put(name, jpeg) {
      await pool.query('INSERT INTO photos (name, bytes, etag) VALUES ($1, $2, $3)', [
        name,
        jpeg,
        photoEtag(jpeg),
      ]);
    },
    async get(name) {
      const { rows } = await pool.query<{ bytes: Buffer; etag: string }>(
        'SELECT bytes, etag FROM photos WHERE name = $1',
        [name],
      );
      return rows[0] ?? null;
    },
    async has(name) {
      const { rowCount } = await pool.query('SELECT 1 FROM photos WHERE name = $1', [name]);
      return (rowCount ?? 0) > 0;
    },
    async remove(name) {
      await pool.query('DELETE FROM photos WHERE name = $1', [name]);
    },
    // The pool belongs to the database plugin, which closes it.
    async close() {},
  };
}
