// `pnpm --filter @talent/server bench:explain-search <word…>`: where a keyword search's time goes on a
// seeded directory (issue 17). Point BENCH_DATABASE_URL at a database `pnpm bench:directory` kept
// (BENCH_KEEP_DATABASE). For each word it prints the page statement's EXPLAIN (ANALYZE, BUFFERS) as the
// server sends it for a keyword with facets, best match (its matches listed for the facets), and the
// time of each part run on its own. It only reads, and asserts nothing.

import { and, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { parseDirectoryQuery, filterParts } from '../src/applicants/directory-filters';
import {
  gatedRelevanceOf,
  indexedKeywordCondition,
  keywordSearch,
  relevanceOf,
  searchedMatchesSql,
} from '../src/applicants/directory-search';
import { termQueries } from '../src/search/search-query';
import { mainSpecializationsOf } from '../src/applicants/save-resume';
import * as schema from '../src/db/schema';
import { applicants } from '../src/db/schema';

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL: a database seeded by pnpm bench:directory');
  const words = process.argv.slice(2);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema });
  const dialect = db.dialect;
  const explain = async (statement: SQL) => {
    const query = dialect.sqlToQuery(sql`explain (analyze, buffers) ${statement}`);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(query.sql, query.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const timed = async (statement: SQL) => {
    const query = dialect.sqlToQuery(statement);
    await pool.query(query.sql, query.params);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = process.hrtime.bigint();
      await pool.query(query.sql, query.params);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return Math.min(...times).toFixed(1);
  };
  try {
    const reference = await mainSpecializationsOf(db);
    for (const word of words) {
      const query = parseDirectoryQuery({ search: word, sort_by: 'relevance', facets: '1' });
      const search = await keywordSearch(db, query.search);
      const keyword = and(sql`${applicants.published}`, ...indexedKeywordCondition(search))!;
      const page = searchedMatchesSql(
        query,
        search,
        filterParts(query, reference, new Date()),
        undefined,
        true,
      );
      console.log(`\n## ${word}\n`);
      console.log(await explain(page));
      // Each part's columns are aggregated: a column nobody reads would be left out of the subquery.
      console.log('\nEach part alone, best of 5 (ms):');
      console.log(`- the whole statement: ${await timed(page)}`);
      console.log(`- count(*): ${await timed(sql`select count(*) from ${applicants} where ${keyword}`)}`);
      console.log(
        `- every id: ${await timed(sql`select array(select ${applicants.id} from ${applicants} where ${keyword})`)}`,
      );
      console.log(
        `- ids and updated_at: ${await timed(sql`select sum(m.id), max(m.updated_at) from (select ${applicants.id} as id, ${applicants.updatedAt} as updated_at from ${applicants} where ${keyword} offset 0) as m`)}`,
      );
      console.log(
        `- small rank of every match: ${await timed(sql`select sum(m.small) from (select ${relevanceOf(search, sql`${applicants.rankVector}`)} as small from ${applicants} where ${keyword} offset 0) as m`)}`,
      );
      console.log(
        `- the same, as the server ranks (gated): ${await timed(sql`select sum(m.small) from (select ${gatedRelevanceOf(search, sql`${applicants.rankVector}`)} as small from ${applicants} where ${keyword} offset 0) as m`)}`,
      );
      const inRankVector = and(
        ...search.terms.map(
          (term) =>
            sql`${applicants.rankVector} @@ ${termQueries(term, search.typoWords.get(term.word) ?? []).any}::tsquery`,
        ),
      )!;
      console.log(
        `- matches in the name, title or strengths: ${await timed(sql`select count(*) from ${applicants} where ${keyword} and ${inRankVector}`)}`,
      );
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
