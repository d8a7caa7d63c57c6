// Who looked at a published resume (issue 19). A signed-in company's views of the page or downloads of
// the PDF are one row naming it per resume, kind and day (UTC), counted up and written after the answer
// went out (issue 34: a row per request let one company grow the table without bound). Anonymous views
// (and signed-in applicants' — only companies are named) are only counted: in memory, per resume and
// kind, and written every ANONYMOUS_FLUSH_MS as one multi-row insert, so the public resume route gains
// no database round trip.

import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { applicants, resumeViews, users } from '../db/schema';
import { applicantOnly } from './access';
import { VIEWS_WINDOW_DAYS } from './limits';

export type ViewKind = 'view' | 'pdf';

/** How often the anonymous counts are written. A crash loses at most this much of them. */
export const ANONYMOUS_FLUSH_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ResumeViewRecorder {
  /**
   * A view of a published resume by `viewer` (the signed-in user, or null): named for a company, counted
   * for anyone else, and nothing for the resume's owner.
   */
  record(
    applicant: { id: number; userId: number },
    viewer: { id: number; isCompany: boolean } | null,
    kind: ViewKind,
  ): void;
  /** Writes the anonymous counts held in memory now (the views route and the tests call it). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    resumeViews: ResumeViewRecorder;
  }
}

export const resumeViewsPlugin = fastifyPlugin(
  async (app: FastifyInstance, { flushMs }: { flushMs: number }) => {
    let pending = new Map<string, { applicantId: number; kind: ViewKind; count: number }>();
    let flushing: Promise<void> = Promise.resolve();

    const writeCounts = async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      const viewedAt = app.now();
      try {
        await app.db
          .insert(resumeViews)
          .values(batch.map(({ applicantId, kind, count }) => ({ applicantId, kind, count, viewedAt })));
      } catch (error) {
        // A resume deleted meanwhile fails the whole insert: its count is dropped, the others kept.
        app.log.warn({ err: error }, 'anonymous resume views not written; kept for the next flush');
        const ids = batch.map((entry) => entry.applicantId);
        const rows = await app.db
          .select({ id: applicants.id })
          .from(applicants)
          .where(inArray(applicants.id, ids))
          .catch(() => ids.map((id) => ({ id })));
        const existing = new Set(rows.map((row) => row.id));
        for (const entry of batch)
          if (existing.has(entry.applicantId)) add(entry.applicantId, entry.kind, entry.count);
      }
    };

    const add = (applicantId: number, kind: ViewKind, count: number) => {
      const key = `${applicantId}:${kind}`;
      const entry = pending.get(key);
      if (entry) entry.count += count;
      else pending.set(key, { applicantId, kind, count });
    };

    const flush = () => {
      flushing = flushing.then(writeCounts);
      return flushing;
    };

    const timer = setInterval(() => void flush(), flushMs);
    timer.unref();

    app.decorate('resumeViews', {
      record(applicant, viewer, kind) {
        if (viewer?.id === applicant.userId) return;
        if (viewer?.isCompany) {
          const viewedAt = app.now();
          app.runInBackground('recording a resume view', async () => {
            // The unique index of migration 0014; viewed_at stays the day's last view for "who looked".
            await app.db.execute(sql`
              insert into ${resumeViews} (applicant_id, viewer_id, kind, viewed_at)
              values (${applicant.id}, ${viewer.id}, ${kind}, ${viewedAt})
              on conflict (applicant_id, viewer_id, kind, ((viewed_at at time zone 'UTC')::date))
                where viewer_id is not null
              do update set count = ${resumeViews}.count + 1,
                viewed_at = greatest(${resumeViews}.viewed_at, excluded.viewed_at)`);
          });
          return;
        }
        add(applicant.id, kind, 1);
      },
      flush,
    } satisfies ResumeViewRecorder);

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'resume-views', dependencies: ['database', 'clock', 'background'] },
);

/** `GET /api/profile/views` (docs/api-employers.md). */
export async function profileViewsRoutes(app: FastifyInstance) {
  app.get('/api/profile/views', { onRequest: applicantOnly(app) }, async (request) => {
    const userId = request.auth!.user.id;
    await app.resumeViews.flush();
    const since = new Date(app.now().getTime() - VIEWS_WINDOW_DAYS * DAY_MS);
    const ownViews = and(
      sql`${resumeViews.applicantId} = (select id from applicants where user_id = ${userId})`,
      gt(resumeViews.viewedAt, since),
    );
    const [companies, anonymous] = await Promise.all([
      app.db
        .select({
          companyId: users.id,
          name: users.name,
          kind: resumeViews.kind,
          count: sql<number>`sum(${resumeViews.count})::int`,
          lastViewedAt: sql<Date>`max(${resumeViews.viewedAt})`.mapWith(resumeViews.viewedAt),
        })
        .from(resumeViews)
        .innerJoin(users, eq(users.id, resumeViews.viewerId))
        .where(and(ownViews, isNotNull(resumeViews.viewerId)))
        .groupBy(users.id, resumeViews.kind)
        .orderBy(sql`max(${resumeViews.viewedAt}) desc`, users.id, resumeViews.kind),
      app.db
        .select({ kind: resumeViews.kind, count: sql<number>`sum(${resumeViews.count})::int` })
        .from(resumeViews)
        .where(and(ownViews, isNull(resumeViews.viewerId)))
        .groupBy(resumeViews.kind),
    ]);
    const anonymousOf = (kind: ViewKind) => anonymous.find((row) => row.kind === kind)?.count ?? 0;
    return {
      days: VIEWS_WINDOW_DAYS,
      since: since.toISOString(),
      companies: companies.map((row) => ({
        company: { id: row.companyId, name: row.name },
        kind: row.kind as ViewKind,
        count: row.count,
        last_viewed_at: row.lastViewedAt.toISOString(),
      })),
      anonymous: { view: anonymousOf('view'), pdf: anonymousOf('pdf') },
    };
  });
}
