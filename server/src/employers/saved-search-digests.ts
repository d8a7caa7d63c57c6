// The saved-search digests (issue 19): each saved search whose day (daily) or week (weekly) has passed
// since its window opened gets one mail of the resumes published in that window that match its query,
// and its window moves on to the run's time. Nothing is mailed when nothing new matched.
//
// Any number of runners may run this at once (servers on one database, `pnpm alerts:run`): a search's
// window moves only by a compare-and-set on its start, so exactly one runner mails each window. The mail
// goes out after the claim and outside any transaction (an SMTP server must not hold a database
// connection); a failed send gives the window back, so the next run tries again.

import { createHmac } from 'node:crypto';
import { isLanguage, type Language } from '@talent/i18n/src/languages';
import { and, asc, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { filterParts, parseDirectoryQuery } from '../applicants/directory-filters';
import { keywordOf, searchedWhere } from '../applicants/directory-search';
import type { Db } from '../db/database';
import { applicants, resumeViews, savedSearches, users } from '../db/schema';
import { savedSearchDigestMail } from '../mail/digest-mail';
import type { Mailer } from '../mail/mailer';
import type { MainSpecialization } from '../reference-data/selectables';
import { sameSecret } from '../security/secrets';
import { directoryQueryOf } from './saved-searches';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DIGEST_PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;
/** Resumes named in one mail; the rest are counted ("And 12 more"). */
export const MAX_RESUMES_PER_DIGEST = 20;
/** Who-looked rows older than this are pruned (the applicant sees the last 90 days). */
export const VIEW_RETENTION_DAYS = 90;

export interface DigestDependencies {
  db: Db;
  mailer: Mailer;
  reference: readonly MainSpecialization[];
  appUrl: string;
  appKey: Buffer;
  log: FastifyBaseLogger;
}

export interface DigestReport {
  /** Saved searches whose window this run closed (with or without a mail). */
  searches: number;
  /** Mails sent. */
  mailed: number;
}

function signingKey(appKey: Buffer): Buffer {
  return createHmac('sha256', appKey).update('talent-pool saved-search unsubscribe').digest();
}

/**
 * The unsubscribe token of a saved search: its id and a signature over the id and the company that owns
 * it, so it is good for that one search and nothing else, without a sign-in, until the search is gone.
 */
export function unsubscribeToken(appKey: Buffer, search: { id: number; companyId: number }): string {
  const signature = createHmac('sha256', signingKey(appKey))
    .update(`${search.id}:${search.companyId}`)
    .digest('base64url');
  return `${search.id}.${signature}`;
}

/** The saved search id a token names, when its signature is genuine for that search's company. */
export async function searchOfToken(
  db: Db,
  appKey: Buffer,
  token: string,
): Promise<{ id: number; name: string; companyId: number; language: string } | undefined> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return undefined;
  const [search] = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      companyId: savedSearches.companyId,
      language: savedSearches.language,
    })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!search || !sameSecret(unsubscribeToken(appKey, search), token)) return undefined;
  return search;
}

/** The ids and cards of the resumes published in (from, until] that a saved query matches, newest first. */
async function newMatches(
  db: Db,
  query: string,
  reference: readonly MainSpecialization[],
  /** The window's start as the database wrote it (text keeps its microseconds). */
  from: string,
  until: Date,
) {
  const directoryQuery = parseDirectoryQuery(directoryQueryOf(query));
  const where = searchedWhere(
    filterParts(directoryQuery, reference, until),
    await keywordOf(db, directoryQuery),
  );
  const inWindow = and(
    where,
    gt(applicants.publishedAt, sql`${from}::timestamptz`),
    lte(applicants.publishedAt, until),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: applicants.id,
        name: applicants.fullName,
        jobTitle: sql<string | null>`nullif(${applicants.resume} -> 'contact' ->> 'job_title', '')`,
      })
      .from(applicants)
      .where(inWindow)
      .orderBy(desc(applicants.publishedAt), desc(applicants.id))
      .limit(MAX_RESUMES_PER_DIGEST),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applicants)
      .where(inWindow),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface DigestRunOptions {
  /**
   * Every saved search, due or not (`pnpm alerts:run --all`): each still gets only what was published
   * since its last digest, and its window closes now.
   */
  everySearch?: boolean;
}

/** Runs every due digest once; see the file's head for why concurrent runs mail each window once. */
export async function runSavedSearchDigests(
  deps: DigestDependencies,
  now: Date,
  options: DigestRunOptions = {},
): Promise<DigestReport> {
  const { db } = deps;
  const due = options.everySearch
    ? sql`${savedSearches.digestFrom} < ${now}::timestamptz`
    : sql`${savedSearches.digestFrom} <= ${now}::timestamptz - case ${savedSearches.frequency}
        when 'weekly' then interval '7 days' else interval '1 day' end`;
  const searches = await db
    .select({
      id: savedSearches.id,
      companyId: savedSearches.companyId,
      name: savedSearches.name,
      query: savedSearches.query,
      language: savedSearches.language,
      digestFrom: sql<string>`${savedSearches.digestFrom}::text`,
      companyName: users.name,
      companyEmail: users.email,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.companyId))
    .where(due)
    .orderBy(asc(savedSearches.digestFrom), asc(savedSearches.id));

  const report: DigestReport = { searches: 0, mailed: 0 };
  for (const search of searches) {
    let matches: Awaited<ReturnType<typeof newMatches>>;
    try {
      matches = await newMatches(db, search.query, deps.reference, search.digestFrom, now);
    } catch (error) {
      // A query the directory no longer accepts (its rules changed): the search waits, the rest go on.
      deps.log.warn({ err: error, savedSearchId: search.id }, 'saved search digest skipped');
      continue;
    }
    const claimed = await db
      .update(savedSearches)
      .set({ digestFrom: now })
      .where(
        and(
          eq(savedSearches.id, search.id),
          sql`${savedSearches.digestFrom} = ${search.digestFrom}::timestamptz`,
        ),
      )
      .returning({ id: savedSearches.id });
    if (claimed.length === 0) continue;
    report.searches += 1;
    if (matches.total === 0) continue;

    const language: Language = isLanguage(search.language) ? search.language : 'en';
    const unsubscribeUrl = `${deps.appUrl}/unsubscribe/saved-searches/${unsubscribeToken(deps.appKey, search)}`;
    try {
      await deps.mailer.send(
        savedSearchDigestMail({
          to: search.companyEmail,
          language,
          companyName: search.companyName,
          searchName: search.name,
          total: matches.total,
          resumes: matches.rows.map((row) => ({
            name: row.name,
            jobTitle: row.jobTitle,
            url: `${deps.appUrl}/preview/${row.id}`,
          })),
          unsubscribeUrl,
        }),
      );
      report.mailed += 1;
    } catch (error) {
      deps.log.error({ err: error, savedSearchId: search.id }, 'saved search digest not sent');
      await db
        .update(savedSearches)
        .set({ digestFrom: sql`${search.digestFrom}::timestamptz` })
        .where(and(eq(savedSearches.id, search.id), eq(savedSearches.digestFrom, now)));
      report.searches -= 1;
    }
  }
  return report;
}

/** Deletes who-looked rows older than the 90 days an applicant is shown; answers how many went. */
export async function pruneOldResumeViews(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VIEW_RETENTION_DAYS * DAY_MS);
  const result = await db.delete(resumeViews).where(lt(resumeViews.viewedAt, cutoff));
  return result.rowCount ?? 0;
}
