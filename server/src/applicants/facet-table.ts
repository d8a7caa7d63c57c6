// The facet counts of the directory (issue 17), counted by the server over its own copy of every published
// resume's filter columns. PostgreSQL answered them in one statement that read every matching row of the
// wide `applicants` table and grouped it eight ways: 0.5–0.7 s for the whole directory at 100,000 resumes
// and 4.7 s at a million, paid again after every save (docs/benchmarks.md). Here the copy is loaded once,
// kept current by the change log every server already reads (DirectoryFeed: each write's row before and
// after it), and a count is one pass over the rows in question: all of them, or a keyword's matches, whose
// ids the keyword's index gives. Each row is judged by the filter's own row tests (filterParts), the same
// ones the kept filters of directory.ts use and its tests hold to the SQL; so a facet's count is what the
// filter call with that value would total.

import {
  type DirectoryFacets,
  FACET_GROUPS,
  type FacetGroup,
  type MainSpecialization,
} from '@talent/resume-model';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import type { LoggedChange, DirectoryFeed, RowImage } from './directory-feed';
import type { FilterPart, LoweredQuery } from './directory';

/** Rows read per statement while loading, so a million never sit in one result. */
const LOAD_BATCH = 20_000;
/** A load that the change log could not bring up to date (more writes than it keeps) is tried again this often. */
const LOAD_TRIES = 3;

/** A published row as the facets read it: its filter columns, as the change log gives them. */
type FacetRow = RowImage;

interface LoadedRow {
  id: number;
  gender: string | null;
  city: string | null;
  zone: string | null;
  city_lower: string | null;
  zone_lower: string | null;
  degrees: string[];
  fresh_graduate: boolean;
  work_availability: boolean;
  birthdate: string | null;
  experience_years: number;
  main_specialization_ids: number[];
  sub_specialization_ids: number[];
}

/** One copy of a repeated text (a city, a degree) for every row that holds it. */
class Interned {
  private readonly texts = new Map<string, string>();
  of(text: string): string;
  of(text: string | null): string | null;
  of(text: string | null): string | null {
    if (text === null) return null;
    const kept = this.texts.get(text);
    if (kept !== undefined) return kept;
    this.texts.set(text, text);
    return text;
  }
}

/**
 * A value's count and, for city and zone, how often each spelling of it was written: the facet shows
 * the most common one (the filter takes any, being blind to letter case).
 */
class Tally {
  readonly counts = new Map<string, number>();
  private readonly spellings = new Map<string, Map<string, number>>();

  add(key: string, spelling?: string | null): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (spelling === undefined || spelling === null) return;
    let forms = this.spellings.get(key);
    if (!forms) this.spellings.set(key, (forms = new Map()));
    forms.set(spelling, (forms.get(spelling) ?? 0) + 1);
  }

  /** Value as shown → count. */
  shown(label: (key: string) => string | undefined = (key) => key): Record<string, number> {
    const shown: Record<string, number> = {};
    for (const [key, count] of this.counts) {
      const forms = this.spellings.get(key);
      const value = forms ? commonest(forms) : label(key);
      if (value !== undefined) shown[value] = (shown[value] ?? 0) + count;
    }
    return shown;
  }
}

/** The spelling written most often; of equals, the first in code-point order (so answers are stable). */
function commonest(forms: Map<string, number>): string {
  let best = '';
  let most = 0;
  for (const [form, count] of forms) {
    if (count > most || (count === most && form < best)) {
      best = form;
      most = count;
    }
  }
  return best;
}

/**
 * The filter columns of every published resume, at one version of the directory. `countFacets` counts;
 * `at(version)` brings the copy to a version, from the feed's changes or, when the feed lacks some (the
 * first call, a gap), by loading it again.
 */
export class FacetTable {
  private rows = new Map<number, FacetRow>();
  private version = -1;
  private loading: Promise<void> | undefined;
  private readonly interned = new Interned();

  constructor(
    private readonly db: Db,
    private readonly feed: DirectoryFeed,
  ) {}

  /** The version the copy holds. */
  get heldVersion(): number {
    return this.version;
  }

  get size(): number {
    return this.rows.size;
  }

  /** The copy at `version` or later (later when it had to be loaded again, or was already ahead). */
  async at(version: number): Promise<number> {
    if (this.version >= 0 && this.version < version) {
      const changes = this.feed.between(this.version, version);
      if (changes) {
        this.apply(changes);
        this.version = version;
      }
    }
    if (this.version < version) {
      this.loading ??= this.load().finally(() => {
        this.loading = undefined;
      });
      await this.loading;
      // A load that began before `version` existed ends at a version the feed knows from there on.
      if (this.version < version) return this.at(version);
    }
    return this.version;
  }

  /**
   * Every published row read afresh in batches, each at its own moment; then the changes logged since
   * the first batch began are applied over them. Each change sets a row to its logged state after the
   * write, so a row read before or after one of its changes ends the same, and the copy is the directory
   * at the feed's version.
   */
  private async load(): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      const from = await this.feed.sync();
      const rows = new Map<number, FacetRow>();
      for (let after = 0; ;) {
        const { rows: batch } = await this.db.execute<LoadedRow & Record<string, unknown>>(sql`
          select ${applicants.id} as id, ${applicants.gender} as gender, ${applicants.city} as city,
            ${applicants.zone} as zone, lower(${applicants.city}) as city_lower, lower(${applicants.zone}) as zone_lower,
            ${applicants.degrees} as degrees, ${applicants.freshGraduate} as fresh_graduate,
            ${applicants.workAvailability} as work_availability, ${applicants.birthdate}::text as birthdate,
            ${applicants.experienceYears} as experience_years,
            ${applicants.mainSpecializationIds} as main_specialization_ids,
            ${applicants.subSpecializationIds} as sub_specialization_ids
          from ${applicants} where ${applicants.published} and ${applicants.id} > ${after}
          order by ${applicants.id} limit ${LOAD_BATCH}`);
        for (const row of batch) rows.set(row.id, this.rowOf(row));
        if (batch.length < LOAD_BATCH) break;
        after = batch[batch.length - 1]!.id;
      }
      const to = await this.feed.sync();
      const changes = this.feed.between(from, to);
      if (changes || tries >= LOAD_TRIES) {
        this.rows = rows;
        if (changes) this.apply(changes);
        this.version = to;
        return;
      }
    }
  }

  private rowOf(row: LoadedRow): FacetRow {
    const { interned } = this;
    return {
      published: true,
      gender: interned.of(row.gender),
      city: interned.of(row.city),
      zone: interned.of(row.zone),
      cityLower: interned.of(row.city_lower),
      zoneLower: interned.of(row.zone_lower),
      degrees: row.degrees.map((degree) => interned.of(degree)),
      freshGraduate: row.fresh_graduate,
      workAvailability: row.work_availability,
      birthdate: row.birthdate,
      experienceYears: row.experience_years,
      mainSpecializationIds: row.main_specialization_ids,
      subSpecializationIds: row.sub_specialization_ids,
      createdAt: null,
      updatedAt: null,
    };
  }

  private apply(changes: readonly LoggedChange[]): void {
    for (const { id, after } of changes) {
      if (after?.published) this.rows.set(id, after);
      else this.rows.delete(id);
    }
  }

  /**
   * Disjunctive facet counts, as Typesense and Meilisearch define them: for each group, each value's
   * published resumes matching every current filter with that group's own filter replaced by the value.
   * A row failing the parts every group shares (age, experience) counts nowhere; one failing the own
   * filter of exactly one group counts only in that group (it would match with that group's value
   * changed); one failing two counts nowhere. `ids`: the keyword's matches (null: no keyword).
   */
  countFacets(
    parts: readonly FilterPart[],
    lowered: LoweredQuery,
    reference: readonly MainSpecialization[],
    ids: Iterable<number> | null,
  ): DirectoryFacets {
    const shared = parts.filter((part) => part.group === undefined);
    const own = FACET_GROUPS.map((group) => parts.filter((part) => part.group === group)).map(
      (ofGroup, index) => ({
        group: FACET_GROUPS[index]!,
        parts: ofGroup,
      }),
    );
    const judged = own.filter((entry) => entry.parts.length > 0);
    const tallies = new Map<FacetGroup, Tally>(FACET_GROUPS.map((group) => [group, new Tally()]));
    const count = (row: FacetRow, group: FacetGroup) => {
      const tally = tallies.get(group)!;
      switch (group) {
        case 'city':
          if (row.cityLower !== null) tally.add(row.cityLower, row.city);
          break;
        case 'zone':
          if (row.zoneLower !== null) tally.add(row.zoneLower, row.zone);
          break;
        case 'gender':
          if (row.gender !== null) tally.add(row.gender);
          break;
        case 'degree':
          for (const degree of new Set(row.degrees)) tally.add(degree);
          break;
        case 'freshGraduate':
          tally.add(row.freshGraduate ? '1' : '0');
          break;
        case 'workAvailability':
          tally.add(row.workAvailability ? '1' : '0');
          break;
        case 'mainSpecializations':
          for (const main of new Set(row.mainSpecializationIds)) tally.add(String(main));
          break;
        case 'subSpecializations':
          for (const sub of new Set(row.subSpecializationIds)) tally.add(String(sub));
          break;
      }
    };
    const visit = (row: FacetRow) => {
      if (!shared.every((part) => part.test(row, lowered))) return;
      let failing: FacetGroup | null = null;
      for (const { group, parts: ofGroup } of judged) {
        if (ofGroup.every((part) => part.test(row, lowered))) continue;
        if (failing !== null) return;
        failing = group;
      }
      if (failing !== null) count(row, failing);
      else for (const group of FACET_GROUPS) count(row, group);
    };
    if (ids === null) for (const row of this.rows.values()) visit(row);
    else {
      for (const id of ids) {
        const row = this.rows.get(id);
        if (row) visit(row);
      }
    }
    const titles = new Map(
      reference.flatMap((main) => [main, ...main.children]).map((item) => [String(item.id), item.title]),
    );
    return Object.fromEntries(
      FACET_GROUPS.map((group) => {
        const specialization = group === 'mainSpecializations' || group === 'subSpecializations';
        return [group, tallies.get(group)!.shown(specialization ? (key) => titles.get(key) : undefined)];
      }),
    ) as DirectoryFacets;
  }
}
