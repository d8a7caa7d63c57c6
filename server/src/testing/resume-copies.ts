import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/database';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What `inspect` reads with `copies` copies of the first published resume in the table, each under an
 * account of its own, the search index's pending entries merged into it and the table analysed, as
 * autovacuum leaves them: enough rows for the planner to choose as it would at scale. The copies are rolled
 * back after.
 */
export async function withCopiesOfOneResume<T>(
  db: Db,
  copies: number,
  inspect: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let seen: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`
        with source as (select * from applicants where published order by id limit 1),
          accounts as (insert into users (name, email, password)
            select 'Copy ' || n, 'copy' || n || '@example.com', 'x'
            from generate_series(1, ${copies}::integer) as n
            returning id)
        insert into applicants (user_id, resume, published, full_name, city, zone, gender, birthdate, degrees,
          fresh_graduate, work_availability, experience_years, main_specialization_ids, sub_specialization_ids,
          search_vector, published_at, created_at, updated_at)
        select accounts.id, resume, published, full_name, city, zone, gender, birthdate, degrees,
          fresh_graduate, work_availability, experience_years, main_specialization_ids, sub_specialization_ids,
          search_vector, published_at, created_at, updated_at
        from accounts cross join source`);
      await tx.execute(sql`select gin_clean_pending_list('applicants_search_vector_index')`);
      await tx.execute(sql`analyze applicants`);
      seen = { value: await inspect(tx) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!seen) throw new Error('the copies were not inspected');
  return seen.value;
}

/** The plan's lines of `explain` (with its options) of `statement`. */
export async function planOf(tx: Transaction, statement: SQL, options = sql``): Promise<string> {
  const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${options} ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * The plan reads the keyword's matches through its index, never by testing row after row: its tsquery is a
 * subquery's value (PostgreSQL 15 names it $n, 17 (InitPlan n).col1), whose share of the rows the planner
 * does not estimate.
 */
export function expectKeywordReadThroughItsIndex(plan: string): void {
  expect(plan).toContain('applicants_search_vector_index');
  expect(plan).not.toMatch(/Seq Scan on applicants/);
  expect(plan).not.toContain("search_vector @@ '");
  expect(plan).toMatch(/search_vector @@ (\$\d+|\(InitPlan \d+\)\.col1)/);
}
