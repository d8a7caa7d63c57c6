// The typo table (`search_words`, migration 0005) holds the words of published resumes only (issue 34,
// migration 0014): publishing adds a resume's words; a word no published resume holds any more (its
// resume hidden, changed or deleted) goes at the next prune, run nightly with the who-looked pruning.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Deletes the typo table's words that no published resume holds; answers how many went. */
export async function pruneSearchWords(db: Db): Promise<number> {
  // One pass over the published resumes' words (ts_stat), then one anti-join: no lookup per word.
  const result = await db.execute(sql`
    with kept as materialized (
      select word from ts_stat('select search_vector from applicants where published and search_vector is not null')
    )
    delete from search_words where not exists (select 1 from kept where kept.word = search_words.word)`);
  return result.rowCount ?? 0;
}
