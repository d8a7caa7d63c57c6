// What the directory needs to know of writes to `applicants`, read once per server from the change log
// (`directory_changes`, migration 0003) and shared by every filter and page: each logged write's row
// before and after it, in version order.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { directoryChanges, directoryState } from '../db/schema';

/** The directory columns of a row as logged, in the form the filters' tests read them. */
export interface RowImage {
  published: boolean;
  gender: string | null;
  /** City and zone as written (the facets show them). */
  city: string | null;
  zone: string | null;
  /** `lower(city)` and `lower(zone)` as the database computes them (its own locale decides). */
  cityLower: string | null;
  zoneLower: string | null;
  degrees: string[] | null;
  freshGraduate: boolean | null;
  workAvailability: boolean | null;
  /** `YYYY-MM-DD`, so dates compare as text. */
  birthdate: string | null;
  experienceYears: number | null;
  mainSpecializationIds: number[] | null;
  subSpecializationIds: number[] | null;
  /** English names (null: not yet read from the resume, which no language filter matches). */
  spokenLanguages: string[] | null;
  /** The sort columns as whole numbers, computed as the directory's kept keys are (sortKeyOf). */
  createdAt: number | null;
  updatedAt: number | null;
}

export interface LoggedChange {
  version: number;
  id: number;
  before: RowImage | null;
  after: RowImage | null;
}

interface FeedRow {
  current: string;
  /** `directory_state.log_length`: as many changes as the database's log keeps. */
  log_length: number;
  version: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  before_city: string | null;
  before_zone: string | null;
  after_city: string | null;
  after_zone: string | null;
  before_created: string | null;
  before_updated: string | null;
  after_created: string | null;
  after_updated: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const bool = (value: unknown) => (typeof value === 'boolean' ? value : null);
const integer = (value: unknown) => (typeof value === 'number' ? value : null);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
const integers = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : null;
const microseconds = (value: string | null) => (value === null ? null : Number(value));

function imageOf(
  logged: Record<string, unknown> | null,
  computed: { city: string | null; zone: string | null; created: string | null; updated: string | null },
): RowImage | null {
  if (logged === null) return null;
  return {
    published: logged.published === true,
    gender: text(logged.gender),
    city: text(logged.city),
    zone: text(logged.zone),
    cityLower: computed.city,
    zoneLower: computed.zone,
    degrees: texts(logged.degrees),
    freshGraduate: bool(logged.fresh_graduate),
    workAvailability: bool(logged.work_availability),
    birthdate: text(logged.birthdate),
    experienceYears: integer(logged.experience_years),
    mainSpecializationIds: integers(logged.main_specialization_ids),
    subSpecializationIds: integers(logged.sub_specialization_ids),
    spokenLanguages: texts(logged.spoken_languages),
    createdAt: microseconds(computed.created),
    updatedAt: microseconds(computed.updated),
  };
}

/**
 * The changes this server knows, contiguous from `since` (exclusive) to `latest`, at most as many as the
 * database's log keeps (`directory_state.log_length`). `sync()` reads the directory's current version and every change after `latest` in one statement;
 * calls that arrive while one is running share the next one (which starts after they arrived, so each
 * caller sees every write that had committed when it called).
 */
export class DirectoryFeed {
  /** Versions after this one are known (up to `latest`). */
  private since = -1;
  private latestVersion = -1;
  private changes: LoggedChange[] = [];
  /** The version of each row's last known change, for every change since `trackedSince`. */
  private readonly lastChange = new Map<number, number>();
  private trackedSince = -1;
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;

  constructor(private readonly db: Db) {}

  get latest(): number {
    return this.latestVersion;
  }

  /** A version of the directory at least as new as the moment of this call, with its changes known. */
  sync(): Promise<number> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  /** Known changes after `from` up to `to`, or null when some of them are not known (too old, a gap). */
  between(from: number, to: number): readonly LoggedChange[] | null {
    if (from < this.since || to > this.latestVersion) return null;
    const offset = this.since + 1;
    return this.changes.slice(from + 1 - offset, to + 1 - offset);
  }

  /**
   * True when row `id` is known not to have changed between versions `a` and `b` (either order): what a
   * card read at one version needs to stand for the other.
   */
  unchangedBetween(id: number, a: number, b: number): boolean {
    const low = Math.min(a, b);
    const high = Math.max(a, b);
    if (low < this.trackedSince || high > this.latestVersion) return false;
    return (this.lastChange.get(id) ?? -1) <= low;
  }

  private start(): Promise<number> {
    const round = this.read();
    this.running = round;
    const done = () => {
      if (this.running === round) this.running = undefined;
    };
    round.then(done, done);
    return round;
  }

  private async read(): Promise<number> {
    const known = this.latestVersion;
    const changed = sql.raw('changed');
    const state = sql.raw('state');
    const rows = (
      await this.db.execute<FeedRow & Record<string, unknown>>(sql`
        select ${state}.version as current, ${state}.log_length, ${changed}.version, ${changed}.before, ${changed}.after,
          lower(${changed}.before ->> 'city') as before_city, lower(${changed}.before ->> 'zone') as before_zone,
          lower(${changed}.after ->> 'city') as after_city, lower(${changed}.after ->> 'zone') as after_zone,
          (extract(epoch from (${changed}.before ->> 'created_at')::timestamptz) * 1000000)::bigint::text as before_created,
          (extract(epoch from (${changed}.before ->> 'updated_at')::timestamptz) * 1000000)::bigint::text as before_updated,
          (extract(epoch from (${changed}.after ->> 'created_at')::timestamptz) * 1000000)::bigint::text as after_created,
          (extract(epoch from (${changed}.after ->> 'updated_at')::timestamptz) * 1000000)::bigint::text as after_updated
        from ${directoryState} as ${state}
          left join ${directoryChanges} as ${changed}
            on ${known}::bigint >= 0 and ${changed}.version > ${known}::bigint and ${changed}.version <= ${state}.version
        where ${state}.id = 1
        order by ${changed}.version`)
    ).rows;
    const current = Number(rows[0]!.current);
    if (current <= this.latestVersion) return this.latestVersion;
    const logged = rows.filter((row) => row.version !== null);
    // Every version in between must have its row (versions are unique, so as many rows as versions):
    // else (the first read, a TRUNCATE, a log that moved on) what came before is unknown and the feed
    // starts again from here.
    const contiguous = known >= 0 && logged.length === current - known;
    if (!contiguous) {
      this.since = current;
      this.trackedSince = current;
      this.changes = [];
      this.lastChange.clear();
      this.latestVersion = current;
      return current;
    }
    for (const row of logged) {
      const version = Number(row.version);
      const after = imageOf(row.after, {
        city: row.after_city,
        zone: row.after_zone,
        created: row.after_created,
        updated: row.after_updated,
      });
      const before = imageOf(row.before, {
        city: row.before_city,
        zone: row.before_zone,
        created: row.before_created,
        updated: row.before_updated,
      });
      const id = Number((row.after ?? row.before)!.id);
      this.changes.push({ version, id, before, after });
      this.lastChange.set(id, version);
    }
    this.latestVersion = current;
    const excess = this.changes.length - rows[0]!.log_length;
    if (excess > 0) {
      this.changes = this.changes.slice(excess);
      this.since += excess;
    }
    return current;
  }
}
