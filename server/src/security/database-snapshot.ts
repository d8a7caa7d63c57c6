// For the hostile-input tests: a fingerprint of everything a request could write, so a test can say
// "this refused request changed nothing".

import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

// Every table a request can write to, row by row. A token's last_used_at is left out: reading the
// API with a valid token refreshes it (at most once a minute), and that is not a change of data.
// resume_views is left out too: reading a resume records the look (issue 19), and anonymous counts are
// written on a timer, whatever request happens to be running then.
const FINGERPRINT_SQL = `
select
  (select count(*) from users) as user_rows,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from users t) as users,
  (select count(*) from applicants) as applicant_rows,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from applicants t) as applicants,
  (select count(*) from personal_access_tokens) as token_rows,
  (select md5(coalesce(string_agg((t.id, t.user_id, t.token_hash, t.expires_at)::text, '|' order by t.id), ''))
     from personal_access_tokens t) as tokens,
  (select md5(coalesce(string_agg(t::text, '|' order by t.email), '')) from password_reset_tokens t)
    as reset_tokens,
  (select md5(coalesce(string_agg(t.name || ' ' || t.etag, '|' order by t.name), '')) from photos t) as photos,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from shortlists t) as shortlists,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from shortlist_entries t) as shortlist_entries,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from contact_requests t) as contact_requests,
  (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from saved_searches t) as saved_searches
`;

export interface DatabaseSnapshot {
  rows: Record<string, unknown>;
  /** Files under the data folder's storage/ (none: photos live in the photo store). */
  files: string[];
}

async function storedFiles(storageDir: string): Promise<string[]> {
  const entries = await fs.readdir(storageDir, { recursive: true }).catch(() => []);
  return entries.map((entry) => entry.split(path.sep).join('/')).sort();
}

export async function snapshotDatabase(pool: pg.Pool, storageDir: string): Promise<DatabaseSnapshot> {
  const [result, files] = await Promise.all([pool.query(FINGERPRINT_SQL), storedFiles(storageDir)]);
  return { rows: result.rows[0] as Record<string, unknown>, files };
}
