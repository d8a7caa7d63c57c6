// The facet counts of the directory (issue 17), counted by the server over its own copy of every published
// resume's filter columns. PostgreSQL answered them in one statement that read every matching row of the
// wide `applicants` table and grouped it eight ways: 0.5–0.7 s for the whole directory at 100,000 resumes
// and 4.7 s at a million, paid again after every save (docs/benchmarks.md). Here the copy is loaded once,
// kept current by the change log every server already reads (DirectoryFeed: each write's row before and
// after it), and a count is one pass over the rows in question: all of them, or a keyword's matches, whose
// ids the keyword's index gives. Each row is judged by the filter's own row tests (filterParts), the same
// ones the kept filters of directory.ts use and its tests hold to the SQL, and counted under the values its
// filters' tallies give (FACET_TALLIES), which those tests read: both are made by each filter's kind in
// directory-filters.ts, so a facet's count is what the filter call with that value would total.

import { type DirectoryFacets, FACET_GROUPS, type MainSpecialization } from '@talent/resume-model';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import type { DirectoryFeed, LoggedChange, RowImage } from './directory-feed';
import { FACET_TALLIES, type FilterPart, type LoweredQuery, type TalliedRow } from './directory-filters';

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
 * A published row as the facets read it: the columns the filters' tests read (the slots of the counts it
 * adds one to are kept apart, by RowsById). A class with only these fields (`published` is on its
 * prototype: every row here is published), so a million rows hold no field they never read.
 */
class FacetRow implements TalliedRow {
  constructor(
    readonly gender: string | null,
    /** The city and zone as written (the facets show them) and as the database lower-cased them. */
    readonly city: string | null,
    readonly zone: string | null,
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
    /** English names. */
    readonly spokenLanguages: string[],
  ) {}

  get published(): true {
    return true;
  }
}

/** The facet groups, each a column of the counts: a value's code times GROUPS plus its group's index. */
const GROUPS = FACET_TALLIES.length;
const slotOf = (code: number, group: number) => code * GROUPS + group;

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

/** Slots a row holds at most (its values in every group: a few dozen at most). */
const MOST_SLOTS = 0xffff;

/**
 * The rows by id: an array indexed by the id itself (ids are the table's dense identity), so a keyword's
 * tens of thousands of ids are each found by one index, not a hash lookup (a third of the count's time).
 * Each row's slots (FACET_TALLIES' values of the row, as codes: slotOf) are kept apart from it, all of
 * them in one typed array, found by the id too: a count over a keyword's matches that tests no row reads
 * only these arrays, in the order of the ids, not a row object and a list object scattered over the heap
 * for each id (33,000 ids: 1–2 ms instead of 15–20). A row written again gets a new run of slots at the
 * end; the runs no row holds any more are dropped once they outnumber the held ones.
 */
export class RowsById {
  private readonly byId: (FacetRow | undefined)[] = [];
  private count = 0;
  /** Where each id's slots start in `slots`, and how many it has (0: no row). */
  private slotStart = new Int32Array(1024);
  private slotCount = new Uint16Array(1024);
  private slots = new Int32Array(4096);
  /** Slots written to `slots`, and of them the ones a row holds. */
  private written = 0;
  private held = 0;

  get size(): number {
    return this.count;
  }

  /** Slots the typed array has room for (its tests: rows written again do not grow it for good). */
  get slotRoom(): number {
    return this.slots.length;
  }

  get(id: number): FacetRow | undefined {
    return this.byId[id];
  }

  set(id: number, row: FacetRow, slots: readonly number[]): void {
    if (slots.length > MOST_SLOTS) throw new Error(`a row with ${slots.length} facet values`);
    if (this.byId[id] === undefined) this.count += 1;
    this.byId[id] = row;
    if (id >= this.slotCount.length) this.growIds(id);
    this.held -= this.slotCount[id]!;
    this.slotCount[id] = 0;
    if (this.written + slots.length > this.slots.length) this.makeRoom(slots.length);
    this.slotStart[id] = this.written;
    this.slotCount[id] = slots.length;
    this.slots.set(slots, this.written);
    this.written += slots.length;
    this.held += slots.length;
  }

  delete(id: number): void {
    if (this.byId[id] === undefined) return;
    this.count -= 1;
    this.byId[id] = undefined;
    this.held -= this.slotCount[id]!;
    this.slotCount[id] = 0;
  }

  forEach(visit: (row: FacetRow, id: number) => void): void {
    this.byId.forEach((row, id) => {
      if (row !== undefined) visit(row, id);
    });
  }

  /** Adds one to each slot of the row `id` (in `group` only, when given); nothing for an id without a row. */
  tally(counts: Int32Array, id: number, group = -1): void {
    if (id >= this.slotCount.length) return;
    const { slots } = this;
    const start = this.slotStart[id]!;
    const end = start + this.slotCount[id]!;
    for (let at = start; at < end; at += 1) {
      const slot = slots[at]!;
      if (group < 0 || slot % GROUPS === group) counts[slot]! += 1;
    }
  }

  /** tally of every slot of each id's row: a count that tests no row. */
  tallyAll(counts: Int32Array, ids: Iterable<number> | null): void {
    if (ids === null) {
      const { slots } = this;
      for (let id = 0; id < this.slotCount.length; id += 1) {
        const start = this.slotStart[id]!;
        const end = start + this.slotCount[id]!;
        for (let at = start; at < end; at += 1) counts[slots[at]!]! += 1;
      }
    } else {
      for (const id of ids) this.tally(counts, id);
    }
  }

  /**
   * Gives back the room that growing left over, once a load has set every row (a million rows' slots are
   * 45 MB); the writes after it grow the arrays by a quarter at a time.
   */
  trim(): void {
    const ids = this.byId.length;
    if (this.slotCount.length > ids) {
      this.slotStart = this.slotStart.slice(0, ids);
      this.slotCount = this.slotCount.slice(0, ids);
    }
    if (this.slots.length > this.written) this.slots = this.slots.slice(0, this.written);
  }

  private growIds(id: number): void {
    const length = Math.max(id + 1, this.slotCount.length + (this.slotCount.length >> 2) + 1024);
    const start = new Int32Array(length);
    start.set(this.slotStart);
    const count = new Uint16Array(length);
    count.set(this.slotCount);
    this.slotStart = start;
    this.slotCount = count;
  }

  /** Room for `more` slots at the end: the held runs moved together when the rest outnumber them, else a larger array. */
  private makeRoom(more: number): void {
    const wasted = this.written - this.held;
    const kept = (wasted > this.held ? this.held : this.written) + more;
    const length = kept + Math.max(4096, kept >> 2);
    const slots = new Int32Array(length);
    if (wasted > this.held) {
      let written = 0;
      for (let id = 0; id < this.slotCount.length; id += 1) {
        const count = this.slotCount[id]!;
        if (count === 0) continue;
        const start = this.slotStart[id]!;
        slots.set(this.slots.subarray(start, start + count), written);
        this.slotStart[id] = written;
        written += count;
      }
      this.written = written;
    } else {
      slots.set(this.slots.subarray(0, this.written));
    }
    this.slots = slots;
  }
}

/**
 * One load of the table and the changes applied to it since: the rows, and the dictionaries their codes
 * and shared values come from. A load builds a new one and swaps it in whole.
 */
class Copy {
  readonly rows = new RowsById();
  /** Each facet group's values as counted (FACET_TALLIES' order), numbered in the order first seen. */
  readonly values = FACET_TALLIES.map(() => new Dictionary());
  /** Of a caseless group, each spelling as the database lower-cased it when a row with it was read. */
  readonly lowered = FACET_TALLIES.map(() => new Map<string, string>());
  /** Other repeated texts (birth dates, the places), shared only. */
  readonly texts = new Dictionary();
  readonly textLists = new SharedLists<string>(parseTextArray);
  readonly idLists = new SharedLists<number>(parseIntArray);

  /** Whether saves have added so many new values since the load that loading again would shed them. */
  get overgrown(): boolean {
    const values = this.values.reduce(
      (sum, dictionary) => sum + dictionary.texts.length,
      this.texts.texts.length,
    );
    return values > DICTIONARY_SLACK + 4 * this.rows.size;
  }

  /** Keeps a row the load read. */
  loaded(row: LoadedRow): void {
    const { textLists, idLists } = this;
    this.keep(
      row.id,
      row,
      textLists.read(row.degrees),
      idLists.read(row.mainSpecializationIds),
      idLists.read(row.subSpecializationIds),
      textLists.read(row.spokenLanguages ?? '{}'),
    );
  }

  /** Keeps a row as the change log wrote it after a write. */
  logged(id: number, row: RowImage): void {
    const { textLists, idLists } = this;
    this.keep(
      id,
      row,
      textLists.of(row.degrees ?? []),
      idLists.of(row.mainSpecializationIds ?? []),
      idLists.of(row.subSpecializationIds ?? []),
      textLists.of(row.spokenLanguages ?? []),
    );
  }

  /** Keeps a row: its texts and lists shared with the rows that hold the same, its slots found. */
  private keep(
    id: number,
    row: Scalars,
    degrees: readonly string[],
    mains: readonly number[],
    subs: readonly number[],
    languages: readonly string[],
  ): void {
    const { texts } = this;
    const kept = new FacetRow(
      texts.shared(row.gender),
      texts.shared(row.city),
      texts.shared(row.zone),
      texts.shared(row.cityLower),
      texts.shared(row.zoneLower),
      degrees as string[],
      row.freshGraduate,
      row.workAvailability,
      texts.shared(row.birthdate),
      row.experienceYears,
      mains as number[],
      subs as number[],
      languages as string[],
    );
    const slots: number[] = [];
    FACET_TALLIES.forEach((tally, group) => {
      const dictionary = this.values[group]!;
      for (const value of tally.valuesOf(kept)) {
        const text = String(value);
        if (tally.loweredOf) {
          const lower = tally.loweredOf(kept);
          if (lower === null) continue;
          if (!this.lowered[group]!.has(text)) this.lowered[group]!.set(text, lower);
        }
        slots.push(slotOf(dictionary.code(text), group));
      }
    });
    this.rows.set(id, kept, slots);
  }

  apply(changes: readonly LoggedChange[]): void {
    for (const { id, after } of changes) {
      if (after?.published) this.logged(id, after);
      else this.rows.delete(id);
    }
  }

  /**
   * Counts of spellings summed per value as the filter sees it (the database's lower case), each shown
   * in the spelling counted most; of equals, the first in code-point order, so answers are stable.
   */
  bySpelling(counts: Int32Array, group: number): Record<string, number> {
    const values = new Map<string, { total: number; shown: string; most: number }>();
    this.values[group]!.texts.forEach((spelling, code) => {
      const matches = counts[slotOf(code, group)]!;
      if (!(matches > 0)) return;
      const key = this.lowered[group]!.get(spelling)!;
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
        for (const row of batch) copy.loaded(row);
      }
      copy.rows.trim();
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
    const { rows } = copy;
    // Every row here is published: that part needs no test.
    const shared = parts.filter((part) => part.group === undefined && !part.ofEveryPublished);
    const judged = FACET_GROUPS.map((group, index) => ({
      index,
      parts: parts.filter((part) => part.group === group),
    })).filter((entry) => entry.parts.length > 0);
    // One count per value of each group, so a tally is one typed-array increment per slot of a row.
    const widest = copy.values.reduce((most, dictionary) => Math.max(most, dictionary.texts.length), 0);
    const counts = new Int32Array(widest * GROUPS);
    const visit = (row: FacetRow, id: number) => {
      for (const part of shared) if (!part.test(row, lowered)) return;
      let failing = -1;
      for (const { index, parts: ofGroup } of judged) {
        if (ofGroup.every((part) => part.test(row, lowered))) continue;
        if (failing >= 0) return;
        failing = index;
      }
      rows.tally(counts, id, failing);
    };
    // With no filter but the keyword, no row is tested: only the slots are read.
    if (shared.length === 0 && judged.length === 0) rows.tallyAll(counts, ids);
    else if (ids === null) rows.forEach(visit);
    else {
      for (const id of ids) {
        const row = rows.get(id);
        if (row) visit(row, id);
      }
    }
    const facets = FACET_TALLIES.map((tally, group) => {
      if (tally.loweredOf) return copy.bySpelling(counts, group);
      const shown: Record<string, number> = {};
      copy.values[group]!.texts.forEach((value, code) => {
        const matches = counts[slotOf(code, group)]!;
        const name = tally.nameOf ? tally.nameOf(value, reference) : value;
        if (name !== undefined && matches > 0) shown[name] = (shown[name] ?? 0) + matches;
      });
      return shown;
    });
    return Object.fromEntries(FACET_GROUPS.map((group, index) => [group, facets[index]!])) as DirectoryFacets;
  }
}
