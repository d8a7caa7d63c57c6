import { type SQL, sql } from 'drizzle-orm';

/**
 * `copies` copies of the first published resume, each under an account of its own, with the search index's
 * pending entries merged into it and the table analysed, as autovacuum leaves them: enough rows for the
 * planner to choose as it would at scale. For plan tests, inside a transaction they roll back.
 */
export async function copyFirstPublishedResume(
  tx: { execute(query: SQL): Promise<unknown> },
  copies: number,
): Promise<void> {
  await tx.execute(sql`
    with source as (select * from applicants where published order by id limit 1),
      accounts as (insert into users (name, email, password)
        select 'Copy ' || n, 'copy' || n || '@example.com', 'x' from generate_series(1, ${copies}::integer) as n
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
}
