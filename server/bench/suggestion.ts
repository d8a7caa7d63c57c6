// `pnpm --filter @talent/server bench:suggestion`: how long "Did you mean …?" takes on a seeded
// directory (issues 17 and 23). It only reads: point BENCH_DATABASE_URL at a database that
// `pnpm bench:directory` seeded and kept (BENCH_KEEP_DATABASE), e.g.
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_search17. For each misspelt search it
// times the filter's own empty answer and the suggestion computed afresh (what the first request for
// that search at a directory version pays; later ones are kept), and prints EXPLAIN ANALYZE of the
// near-word lookup. It prints figures; it asserts nothing.

import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseDirectoryQuery } from '../src/applicants/directory-filters';
import { searchedMatches } from '../src/applicants/directory-search';
import { mainSpecializationsOf } from '../src/applicants/save-resume';
import { searchSuggestion, SUGGESTION_SIMILARITY } from '../src/applicants/search-suggestion';
import * as schema from '../src/db/schema';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const SEARCHES = ['enjneer', 'Acuntant', 'karbala enjneer', 'Tamimy Acuntant', 'الجانبي', 'xylophonist'];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function timeIt(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL: a database seeded by pnpm bench:directory');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  try {
    const reference = await mainSpecializationsOf(db);
    const [{ resumes, words }] = (
      await db.execute<{ resumes: number; words: number }>(sql`
        select (select count(*) from applicants where published)::int as resumes,
          (select count(*) from search_words)::int as words`)
    ).rows as [{ resumes: number; words: number }];
    console.log(`${resumes} published resumes, ${words} words in search_words (ms, p50 / p95)`);
    console.log('| search | total | suggestion | the empty page | the suggestion |');
    console.log('|---|---|---|---|---|');
    const today = new Date();
    for (const search of SEARCHES) {
      const query = parseDirectoryQuery({ search, sort_by: 'relevance' });
      const { total } = await searchedMatches(db, query, reference, today);
      const suggestion = await searchSuggestion(db, query, reference, today);
      const page = await timeIt(() => searchedMatches(db, query, reference, today));
      const suggest = await timeIt(() => searchSuggestion(db, query, reference, today));
      const cell = (time: { p50: number; p95: number }) => `${time.p50.toFixed(1)} / ${time.p95.toFixed(1)}`;
      console.log(`| ${search} | ${total} | ${suggestion ?? '—'} | ${cell(page)} | ${cell(suggest)} |`);
    }
    // The near words of one unknown word, as searchSuggestion asks for them.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local pg_trgm.similarity_threshold = ${SUGGESTION_SIMILARITY}`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain analyze
        select neighbour.word from (
          select word, similarity(word, 'enjneer') as likeness,
            levenshtein_less_equal(word, 'enjneer', 2) as edits
          from search_words where word % 'enjneer' and word <> 'enjneer'
          order by likeness desc, word limit 24) as neighbour
        where neighbour.edits <= 2 and exists(select 1 from applicants where published
          and search_vector @@ ('''' || neighbour.word || '''')::tsquery)
        order by neighbour.edits, neighbour.likeness desc limit 4`);
      await client.query('rollback');
      console.log(
        `\nEXPLAIN ANALYZE of the near words of 'enjneer':\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
