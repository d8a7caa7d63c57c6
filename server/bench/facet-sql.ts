// The plain SQL of the directory's facet counts, printed beside the server's answer by bench:directory:
// one statement that reads the rows matching what every group shares (published, keyword, age,
// experience) once, each with a flag per group's own filter, and counts each group over the rows whose
// other groups' flags hold. It was the server's own until the facets moved to the server's copy of the
// filter columns (src/applicants/facet-table.ts); the bench keeps it as the database's best answer.

import {
  type DirectoryFacets,
  FACET_GROUPS,
  type FacetGroup,
  type MainSpecialization,
} from '@talent/resume-model';
import { and, sql, type SQL } from 'drizzle-orm';
import { type DirectoryQuery, filterParts } from '../src/applicants/directory-filters';
import { keywordOf, searchedWhere } from '../src/applicants/directory-search';
import type { Db } from '../src/db/database';
import { applicants, directoryState } from '../src/db/schema';

const currentVersion = sql`(select ${directoryState.version} from ${directoryState} where ${directoryState.id} = 1)`;

/** Every facet group, each with no values yet. */
function emptyFacets(): DirectoryFacets {
  return Object.fromEntries(FACET_GROUPS.map((group) => [group, {}])) as DirectoryFacets;
}

/**
 * Disjunctive facet counts, as Typesense and Meilisearch define them: for each group, each value's
 * published resumes matching every current filter with that group's own filter replaced by the value.
 * One statement: the rows matching what every group shares (published, keyword, age, experience) are
 * read once, each with a flag per group's own filter, and each group is counted over the rows whose
 * other groups' flags hold. Values are the ones the filter takes: city and zone as written (one
 * spelling per letter case), flags as '1'/'0', specialisations by title.
 */
export async function facetCounts(
  db: Db,
  query: DirectoryQuery,
  reference: readonly MainSpecialization[],
  today: Date,
): Promise<{ version: number; facets: DirectoryFacets }> {
  const search = await keywordOf(db, query);
  const parts = filterParts(query, reference, today);
  const shared = searchedWhere(
    parts.filter((part) => part.group === undefined),
    search,
  );
  const own = (group: FacetGroup) => {
    const conditions = parts.filter((part) => part.group === group).map((part) => part.sql);
    return conditions.length === 0 ? sql`true` : and(...conditions)!;
  };
  const flag = (group: FacetGroup) => sql.identifier(`in_${group}`);
  const othersHold = (group: FacetGroup) =>
    sql.join(
      FACET_GROUPS.filter((other) => other !== group).map((other) => sql`${flag(other)}`),
      sql` and `,
    );
  const counted = (group: FacetGroup, value: SQL, groupBy: SQL, { join = sql``, present = sql`true` } = {}) =>
    sql`select ${group}::text as facet, ${value} as value, count(*) as matches
      from base ${join} where ${present} and ${othersHold(group)} group by ${groupBy}`;
  const flagText = (column: string) => sql`case when ${sql.identifier(column)} then '1' else '0' end`;
  const { rows } = await db.execute<{
    version: string;
    facet: FacetGroup | null;
    value: string;
    matches: string;
  }>(sql`
    with base as materialized (
      select ${applicants.city} as city, ${applicants.zone} as zone, ${applicants.gender} as gender,
        ${applicants.degrees} as degrees, ${applicants.freshGraduate} as fresh,
        ${applicants.workAvailability} as available, ${applicants.mainSpecializationIds} as mains,
        ${applicants.subSpecializationIds} as subs,
        ${sql.join(
          FACET_GROUPS.map((group) => sql`(${own(group)}) as ${flag(group)}`),
          sql`, `,
        )}
      from ${applicants} where ${shared})
    select ${currentVersion} as version, facets.* from (
      ${counted('city', sql`min(city)`, sql`lower(city)`, { present: sql`city is not null` })}
      union all ${counted('zone', sql`min(zone)`, sql`lower(zone)`, { present: sql`zone is not null` })}
      union all ${counted('gender', sql`gender`, sql`gender`, { present: sql`gender is not null` })}
      union all ${counted('degree', sql`degree`, sql`degree`, { join: sql`cross join unnest(degrees) as degree` })}
      union all ${counted('freshGraduate', flagText('fresh'), sql`fresh`)}
      union all ${counted('workAvailability', flagText('available'), sql`available`)}
      union all ${counted('mainSpecializations', sql`main::text`, sql`main`, { join: sql`cross join unnest(mains) as main` })}
      union all ${counted('subSpecializations', sql`sub::text`, sql`sub`, { join: sql`cross join unnest(subs) as sub` })}
    ) as facets
    union all select ${currentVersion}, null, null, null`);
  const titles = new Map(
    reference.flatMap((main) => [main, ...main.children]).map((item) => [String(item.id), item.title]),
  );
  const facets = emptyFacets();
  let version = 0;
  for (const row of rows) {
    version = Number(row.version);
    if (row.facet === null) continue;
    const specialization = row.facet === 'mainSpecializations' || row.facet === 'subSpecializations';
    const value = specialization ? titles.get(row.value) : row.value;
    if (value !== undefined) facets[row.facet][value] = Number(row.matches);
  }
  return { version, facets };
}
