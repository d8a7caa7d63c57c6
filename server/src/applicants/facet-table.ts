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
import pg from 'pg';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import type { DirectoryFeed, LoggedChange, RowImage } from './directory-feed';
import type { FilteredRow, FilterPart, LoweredQuery } from './directory-filters';

/** Table pages read per statement while loading (about 20,000 resumes), so a million never sit in one result. */
const LOAD_PAGES = 2_000;
/** A load that the change log could not bring up to date (more writes than it keeps) is tried again this often. */
const LOAD_TRIES = 3;
/**
 * Distinct lists shared at most: saves that each write a combination nobody else wrote must not grow the
 * table for good (the next load starts it afresh).
 */
const SHARED_LISTS_MAX = 100_000;
/**
 * New values the dictionaries may gain beyond four per row before the next count loads the table again
 * (a save that writes a city nobody wrote adds one for good until then).
 */
const DICTIONARY_SLACK = 50_000;

const TEXT_ARRAY_OID = 1009;
const INT_ARRAY_OID = 1007;
/** pg's own parsers of the text forms of text[] and integer[] (read as text, so a list is parsed once). */
const parserOf = pg.types.getTypeParser as (oid: number) => (text: string) => unknown;
const parseTextArray = parserOf(TEXT_ARRAY_OID) as (text: string) => string[];
const parseIntArray = parserOf(INT_ARRAY_OID) as (text: string) => number[];

/**
 * A published row as the facets read it: the columns the filters' tests read, and its values as codes.
 * A class with only these fields (`published` is on its prototype: every row here is published), so a
 * million rows hold no field they never read: 151 MB of heap at a million rows, against 208 MB as
 * RowImage-shaped objects.
 */
class FacetRow implements FilteredRow {
  constructor(
    readonly gender: string | null,
    readonly cityLower: string | null,
    readonly zoneLower: string | null,
    /** Each list shared by every row that holds it, without repeats. */
    readonly degrees: string[],
    readonly freshGraduate: boolean | null,
    readonly workAvailability: boolean | null,
    readonly birthdate: string | null,
    readonly experienceYears: number | null,
    readonly mainSpecializationIds: number[],
    readonly subSpecializationIds: number[],
    /** English names, each list shared by every row that holds it. */
    readonly spokenLanguages: string[],
    /** The city and zone as written, the gender and the degrees, as codes of the table's dictionaries (-1: none). */
    readonly cityCode: number,
    readonly zoneCode: number,
    readonly genderCode: number,
    readonly degreeCodes: readonly number[],
    readonly languageCodes: readonly number[],
  ) {}

  get published(): true {
    return true;
  }
}

/** Each distinct text once, numbered in the order first seen. */
class Dictionary {
  readonly texts: string[] = [];
  private readonly codes = new Map<string, number>();

  code(text: string | null): number {
    if (text === null) return -1;
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.codes.set(text, code);
    }
    return code;
  }

  /** The shared copy of `text` (so a million rows do not hold a million copies of 'Baghdad'). */
  shared(text: string | null): string | null {
    return text === null ? null : this.texts[this.code(text)]!;
  }
}

/**
 * One copy of each distinct list (of degrees, of specialisations) for every row that holds it, each
 * without repeats, found by a text form of the list: the database's (`{1,4}`) for rows read from it, JSON
 * for logged rows.
 */
class SharedLists<T> {
  private readonly lists = new Map<string, readonly T[]>();

  constructor(private readonly parse: (text: string) => T[]) {}

  /** The shared list the database writes as `text`. */
  read(text: string): readonly T[] {
    return this.lists.get(text) ?? this.keep(text, this.parse(text));
  }

  /** The shared copy of a logged list. */
  of(values: readonly T[]): readonly T[] {
    const key = JSON.stringify(values);
    return this.lists.get(key) ?? this.keep(key, values);
  }

  private keep(key: string, values: readonly T[]): readonly T[] {
    const list = Object.freeze([...new Set(values)]);
    if (this.lists.size < SHARED_LISTS_MAX) this.lists.set(key, list);
    return list;
  }
}

/** A row's columns the facets read other than its lists. */
type Scalars = Pick<
  RowImage,
  | 'gender'
  | 'city'
  | 'zone'
  | 'cityLower'
  | 'zoneLower'
  | 'freshGraduate'
  | 'workAvailability'
  | 'birthdate'
  | 'experienceYears'
>;

/** A published row as the load reads it: its lists in their text form, each distinct one parsed once. */
interface LoadedRow extends Scalars {
  id: number;
  degrees: string;
  mainSpecializationIds: string;
  subSpecializationIds: string;
  /** Null: not yet read from the resume (migration 0013). */
  spokenLanguages: string | null;
}

/**
 * The rows by id: an array indexed by the id itself (ids are the table's dense identity), so a keyword's
 * tens of thousands of ids are each found by one index, not a hash lookup (a third of the count's time).
 */
class RowsById {
  private readonly byId: (FacetRow | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): FacetRow | undefined {
    return this.byId[id];
  }

  set(id: number, row: FacetRow): void {
    if (this.byId[id] === undefined) this.count += 1;
    this.byId[id] = row;
  }

  delete(id: number): void {
    if (this.byId[id] === undefined) return;
    this.count -= 1;
    this.byId[id] = undefined;
  }

  forEach(visit: (row: FacetRow) => void): void {
    for (const row of this.byId) if (row !== undefined) visit(row);
  }
}

/**
 * One load of the table and the changes applied to it since: the rows, and the dictionaries their codes
 * and shared values come from. A load builds a new one and swaps it in whole.
 */
class Copy {
  readonly rows = new RowsById();
  /** The largest specialisation id a row holds (the counts' length). */
  largestSpecialization = 0;
  readonly cities = new Dictionary();
  readonly zones = new Dictionary();
  readonly genders = new Dictionary();
  readonly degrees = new Dictionary();
  readonly languages = new Dictionary();
  /** Other repeated texts (birth dates, the lower-cased places), shared only. */
  readonly texts = new Dictionary();
  readonly textLists = new SharedLists<string>(parseTextArray);
  readonly idLists = new SharedLists<number>(parseIntArray);
  /** Each list of degrees (shared) as codes. */
  private readonly degreeCodes = new Map<readonly string[], readonly number[]>();
  private readonly languageCodes = new Map<readonly string[], readonly number[]>();
  /** Each city or zone spelling as the database lower-cased it when a row with it was read. */
  readonly lowered = new Map<string, string>();

  /** Whether saves have added so many new values since the load that loading again would shed them. */
  get overgrown(): boolean {
    const values = this.cities.texts.length + this.zones.texts.length + this.texts.texts.length;
    return values > DICTIONARY_SLACK + 4 * this.rows.size;
  }

  loaded(row: LoadedRow): FacetRow {
    const { textLists, idLists } = this;
    return this.kept(
      row,
      textLists.read(row.degrees),
      idLists.read(row.mainSpecializationIds),
      idLists.read(row.subSpecializationIds),
      textLists.read(row.spokenLanguages ?? '{}'),
    );
  }

  logged(row: RowImage): FacetRow {
    const { textLists, idLists } = this;
    return this.kept(
      row,
      textLists.of(row.degrees ?? []),
      idLists.of(row.mainSpecializationIds ?? []),
      idLists.of(row.subSpecializationIds ?? []),
      textLists.of(row.spokenLanguages ?? []),
    );
  }

  /** A row as kept: its texts and lists shared with the rows that hold the same, its values coded. */
  private kept(
    row: Scalars,
    degrees: readonly string[],
    mains: readonly number[],
    subs: readonly number[],
    languages: readonly string[],
  ): FacetRow {
    const { texts } = this;
    const { gender, city, zone, cityLower, zoneLower } = row;
    for (const id of mains) if (id > this.largestSpecialization) this.largestSpecialization = id;
    for (const id of subs) if (id > this.largestSpecialization) this.largestSpecialization = id;
    return new FacetRow(
      texts.shared(gender),
      texts.shared(cityLower),
      texts.shared(zoneLower),
      degrees as string[],
      row.freshGraduate,
      row.workAvailability,
      texts.shared(row.birthdate),
      row.experienceYears,
      mains as number[],
      subs as number[],
      languages as string[],
      this.placeCode(city, cityLower, this.cities),
      this.placeCode(zone, zoneLower, this.zones),
      this.genders.code(gender),
      this.codesOf(degrees, this.degrees, this.degreeCodes),
      this.codesOf(languages, this.languages, this.languageCodes),
    );
  }

  private placeCode(spelling: string | null, lower: string | null, dictionary: Dictionary): number {
    if (spelling === null || lower === null) return -1;
    if (!this.lowered.has(spelling)) this.lowered.set(spelling, lower);
    return dictionary.code(spelling);
  }

  /** A shared list of texts as codes of `dictionary`, kept per list in `known`. */
  private codesOf(
    texts: readonly string[],
    dictionary: Dictionary,
    known: Map<readonly string[], readonly number[]>,
  ): readonly number[] {
    let codes = known.get(texts);
    if (codes === undefined) {
      codes = Object.freeze(texts.map((text) => dictionary.code(text)));
      if (known.size < SHARED_LISTS_MAX) known.set(texts, codes);
    }
    return codes;
  }

  apply(changes: readonly LoggedChange[]): void {
    for (const { id, after } of changes) {
      if (after?.published) this.rows.set(id, this.logged(after));
      else this.rows.delete(id);
    }
  }

  /**
   * Counts of spellings summed per value as the filter sees it (the database's lower case), each shown
   * in the spelling counted most; of equals, the first in code-point order, so answers are stable.
   */
  bySpelling(counts: Int32Array, spellings: Dictionary): Record<string, number> {
    const values = new Map<string, { total: number; shown: string; most: number }>();
    counts.forEach((matches, code) => {
      if (!(matches > 0)) return;
      const spelling = spellings.texts[code]!;
      const key = this.lowered.get(spelling)!;
      const value = values.get(key);
      if (!value) values.set(key, { total: matches, shown: spelling, most: matches });
      else {
        value.total += matches;
        if (matches > value.most || (matches === value.most && spelling < value.shown)) {
          value.shown = spelling;
          value.most = matches;
        }
      }
    });
    return Object.fromEntries([...values.values()].map((value) => [value.shown, value.total]));
  }
}

/**
 * The filter columns of every published resume, at one version of the directory. `countFacets` counts;
 * `at(version)` brings the copy to a version, from the feed's changes or, when the feed lacks some (the
 * first call, a gap) or saves have made its dictionaries overgrown, by loading it again.
 */
export class FacetTable {
  private copy = new Copy();
  private version = -1;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly feed: DirectoryFeed,
  ) {}

  get size(): number {
    return this.copy.rows.size;
  }

  /** The copy at `version` or later (later when it had to be loaded again, or was already ahead). */
  async at(version: number): Promise<number> {
    if (this.version >= 0 && this.version < version && !this.copy.overgrown) {
      const changes = this.feed.between(this.version, version);
      if (changes) {
        this.copy.apply(changes);
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
   * Every published row read afresh, a range of the table's pages at a time (each range at its own
   * moment); then the changes logged since the first range began are applied over them. Each change sets
   * a row to its logged state after the write, so a row read before or after one of its changes, or
   * moved by an update to a range read earlier or later, ends the same, and the copy is the directory at
   * the feed's version.
   */
  private async load(): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      const from = await this.feed.sync();
      const copy = new Copy();
      const [{ pages }] = (
        await this.db.execute<{ pages: number }>(
          sql`select (pg_relation_size('applicants') / current_setting('block_size')::integer)::integer as pages`,
        )
      ).rows as [{ pages: number }];
      for (let first = 0; first < pages; first += LOAD_PAGES) {
        const { rows: batch } = await this.db.execute<LoadedRow & Record<string, unknown>>(sql`
          select ${applicants.id} as id, ${applicants.gender} as gender, ${applicants.city} as city,
            ${applicants.zone} as zone, lower(${applicants.city}) as "cityLower", lower(${applicants.zone}) as "zoneLower",
            ${applicants.degrees}::text as degrees, ${applicants.freshGraduate} as "freshGraduate",
            ${applicants.workAvailability} as "workAvailability", ${applicants.birthdate}::text as birthdate,
            ${applicants.experienceYears} as "experienceYears",
            ${applicants.mainSpecializationIds}::text as "mainSpecializationIds",
            ${applicants.subSpecializationIds}::text as "subSpecializationIds",
            ${applicants.spokenLanguages}::text as "spokenLanguages"
          from ${applicants}
          where ctid >= ${`(${first},0)`}::tid and ctid < ${`(${first + LOAD_PAGES},0)`}::tid
            and ${applicants.published}`);
        for (const row of batch) copy.rows.set(row.id, copy.loaded(row));
      }
      const to = await this.feed.sync();
      const changes = this.feed.between(from, to);
      if (changes || tries >= LOAD_TRIES) {
        if (changes) copy.apply(changes);
        this.copy = copy;
        this.version = to;
        return;
      }
    }
  }

  /**
   * Disjunctive facet counts, as Typesense and Meilisearch define them: for each group, each value's
   * published resumes matching every current filter with that group's own filter replaced by the value.
   * A row failing the parts every group shares (age, experience) counts nowhere; one failing the own
   * filter of exactly one group counts only in that group (it would match with that group's value
   * changed); one failing two counts nowhere. `ids`: the keyword's matches (null: no keyword). Values
   * are the ones the filter takes: city and zone in the spelling most rows write (the filter is blind to
   * letter case), flags as '1'/'0', specialisations by title.
   */
  countFacets(
    parts: readonly FilterPart[],
    lowered: LoweredQuery,
    reference: readonly MainSpecialization[],
    ids: Iterable<number> | null,
  ): DirectoryFacets {
    const { copy } = this;
    const shared = parts.filter((part) => part.group === undefined);
    const judged = FACET_GROUPS.map((group) => ({
      group,
      parts: parts.filter((part) => part.group === group),
    })).filter((entry) => entry.parts.length > 0);
    // One slot per code (per id for specialisations), so a tally is one typed-array increment.
    const specializations = copy.largestSpecialization + 1;
    const counts: Record<FacetGroup, Int32Array> = {
      city: new Int32Array(copy.cities.texts.length),
      zone: new Int32Array(copy.zones.texts.length),
      gender: new Int32Array(copy.genders.texts.length),
      degree: new Int32Array(copy.degrees.texts.length),
      freshGraduate: new Int32Array(2),
      workAvailability: new Int32Array(2),
      mainSpecializations: new Int32Array(specializations),
      subSpecializations: new Int32Array(specializations),
      languages: new Int32Array(copy.languages.texts.length),
    };
    // Every group of a row at once, written out rather than countOne per group: the pass over a keyword's
    // 45,000 rows takes 7 ms this way, 11 ms through the switch (all 100,000 rows: 13 against 21 ms).
    const countAll = (row: FacetRow) => {
      if (row.cityCode >= 0) counts.city[row.cityCode]! += 1;
      if (row.zoneCode >= 0) counts.zone[row.zoneCode]! += 1;
      if (row.genderCode >= 0) counts.gender[row.genderCode]! += 1;
      for (const code of row.degreeCodes) counts.degree[code]! += 1;
      counts.freshGraduate[row.freshGraduate ? 1 : 0]! += 1;
      counts.workAvailability[row.workAvailability ? 1 : 0]! += 1;
      for (const id of row.mainSpecializationIds) counts.mainSpecializations[id]! += 1;
      for (const id of row.subSpecializationIds) counts.subSpecializations[id]! += 1;
      for (const code of row.languageCodes) counts.languages[code]! += 1;
    };
    const countOne = (row: FacetRow, group: FacetGroup) => {
      const into = counts[group];
      switch (group) {
        case 'city':
          if (row.cityCode >= 0) into[row.cityCode]! += 1;
          break;
        case 'zone':
          if (row.zoneCode >= 0) into[row.zoneCode]! += 1;
          break;
        case 'gender':
          if (row.genderCode >= 0) into[row.genderCode]! += 1;
          break;
        case 'degree':
          for (const code of row.degreeCodes) into[code]! += 1;
          break;
        case 'freshGraduate':
          into[row.freshGraduate ? 1 : 0]! += 1;
          break;
        case 'workAvailability':
          into[row.workAvailability ? 1 : 0]! += 1;
          break;
        case 'mainSpecializations':
          for (const id of row.mainSpecializationIds) into[id]! += 1;
          break;
        case 'subSpecializations':
          for (const id of row.subSpecializationIds) into[id]! += 1;
          break;
        case 'languages':
          for (const code of row.languageCodes) into[code]! += 1;
          break;
      }
    };
    const visit = (row: FacetRow) => {
      for (const part of shared) if (!part.test(row, lowered)) return;
      let failing: FacetGroup | null = null;
      for (const { group, parts: ofGroup } of judged) {
        if (ofGroup.every((part) => part.test(row, lowered))) continue;
        if (failing !== null) return;
        failing = group;
      }
      if (failing !== null) countOne(row, failing);
      else countAll(row);
    };
    if (ids === null) copy.rows.forEach(visit);
    else {
      for (const id of ids) {
        const row = copy.rows.get(id);
        if (row) visit(row);
      }
    }
    const titles = new Map(
      reference.flatMap((main) => [main, ...main.children]).map((item) => [item.id, item.title]),
    );
    const byCode = (values: Int32Array, label: (code: number) => string | undefined) => {
      const shown: Record<string, number> = {};
      values.forEach((matches, code) => {
        const value = label(code);
        if (value !== undefined && matches > 0) shown[value] = (shown[value] ?? 0) + matches;
      });
      return shown;
    };
    return {
      city: copy.bySpelling(counts.city, copy.cities),
      zone: copy.bySpelling(counts.zone, copy.zones),
      gender: byCode(counts.gender, (code) => copy.genders.texts[code]),
      degree: byCode(counts.degree, (code) => copy.degrees.texts[code]),
      freshGraduate: byCode(counts.freshGraduate, String),
      workAvailability: byCode(counts.workAvailability, String),
      mainSpecializations: byCode(counts.mainSpecializations, (id) => titles.get(id)),
      subSpecializations: byCode(counts.subSpecializations, (id) => titles.get(id)),
      languages: byCode(counts.languages, (code) => copy.languages.texts[code]),
    };
  }
}
