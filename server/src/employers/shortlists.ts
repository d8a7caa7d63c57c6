// A company's shortlists (issue 19): named lists of published applicants, each with a private note.
// Every list is its company's alone: another company's list answers 404 as if it did not exist.

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FieldErrors, requireText, throwIfInvalid } from '../auth/rules';
import type { Queryable } from '../db/database';
import { applicants, shortlistEntries, shortlists, users } from '../db/schema';
import { HttpError, invalidInput } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import { signedIn } from '../plugins/auth';
import { companyOnly, confirmedCompanyOnly, idParameter } from './access';
import { applicantSummaryColumns, publishedApplicant } from './applicant-summary';
import {
  EMPLOYER_BODY_LIMIT_BYTES,
  MAX_ENTRIES_PER_SHORTLIST,
  MAX_ID,
  MAX_NOTE_LENGTH,
  MAX_SHORTLIST_NAME_LENGTH,
  MAX_SHORTLISTS_PER_COMPANY,
} from './limits';

export const SHORTLIST_NOT_FOUND = serverMessage('employers.shortlistNotFound');
export const NOT_ON_SHORTLIST = serverMessage('employers.notOnShortlist');
export const APPLICANT_NOT_AVAILABLE = serverMessage('employers.applicantNotAvailable');

const nameBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' } },
} as const;

const entryBody = {
  type: 'object',
  required: ['applicant_id'],
  properties: {
    applicant_id: { type: 'integer' },
    note: { type: ['string', 'null'] },
    from_shortlist_id: { type: ['integer', 'null'] },
  },
} as const;

interface EntryBody {
  applicant_id: number;
  note?: string | null;
  from_shortlist_id?: number | null;
}

/** One applicant of a list, as `GET /api/shortlists/{id}` and the add call answer. */
export interface ShortlistApplicant {
  applicant_id: number;
  name: string;
  job_title: string | null;
  image: string | null;
  note: string;
  added_at: string;
}

const entryColumns = {
  ...applicantSummaryColumns,
  note: shortlistEntries.note,
  addedAt: shortlistEntries.addedAt,
};

type EntryRow = {
  applicantId: number;
  name: string;
  jobTitle: string | null;
  image: string | null;
  note: string;
  addedAt: Date;
};

function entryView(row: EntryRow): ShortlistApplicant {
  return {
    applicant_id: row.applicantId,
    name: row.name,
    job_title: row.jobTitle === '' ? null : row.jobTitle,
    image: row.image,
    note: row.note,
    added_at: row.addedAt.toISOString(),
  };
}

function shortlistName(body: { name: string }): string {
  const errors: FieldErrors = {};
  requireText(errors, 'name', body.name, MAX_SHORTLIST_NAME_LENGTH);
  throwIfInvalid(errors);
  return body.name.trim();
}

function noteOf(note: string | null | undefined): string | undefined {
  if (note === undefined || note === null) return undefined;
  if (note.length > MAX_NOTE_LENGTH) {
    throw invalidInput({ note: [serverMessage('fieldTooLong', { field: 'note', max: MAX_NOTE_LENGTH })] });
  }
  return note.trim();
}

/** The company's list with this id, or a 404. */
async function ownList(db: Queryable, companyId: number, id: number | null) {
  const [list] =
    id === null
      ? []
      : await db
          .select()
          .from(shortlists)
          .where(and(eq(shortlists.id, id), eq(shortlists.companyId, companyId)));
  if (!list) throw new HttpError(404, SHORTLIST_NOT_FOUND);
  return list;
}

/** Serialises a company's changes to its lists (the caps are counted under it). */
async function lockCompany(db: Queryable, companyId: number) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${companyId} for update`);
}

const companyOf = (request: FastifyRequest) => signedIn(request).user.id;

export async function shortlistRoutes(app: FastifyInstance) {
  const onRequest = companyOnly(app);
  // Keeping applicants on a list waits for the company's confirmed address; reading and tidying do not.
  const confirmed = confirmedCompanyOnly(app);
  const bodyLimit = EMPLOYER_BODY_LIMIT_BYTES;

  app.post<{ Body: { name: string } }>(
    '/api/shortlists',
    { onRequest: confirmed, bodyLimit, schema: { body: nameBody } },
    async (request, reply) => {
      const name = shortlistName(request.body);
      const companyId = companyOf(request);
      const created = await app.db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const [{ lists } = { lists: 0 }] = await tx
          .select({ lists: count() })
          .from(shortlists)
          .where(eq(shortlists.companyId, companyId));
        if (lists >= MAX_SHORTLISTS_PER_COMPANY) {
          throw invalidInput({
            name: [serverMessage('employers.tooManyShortlists', { max: MAX_SHORTLISTS_PER_COMPANY })],
          });
        }
        const now = app.now();
        const [row] = await tx
          .insert(shortlists)
          .values({ companyId, name, createdAt: now, updatedAt: now })
          .returning({ id: shortlists.id, name: shortlists.name });
        return row!;
      });
      return reply.code(201).send(created);
    },
  );

  app.get('/api/shortlists', { onRequest }, async (request) => {
    const companyId = companyOf(request);
    // Only published resumes are counted: an applicant who hid theirs is out of the lists until they
    // publish again (their entry and note are kept).
    const rows = await app.db
      .select({
        id: shortlists.id,
        name: shortlists.name,
        count: sql<number>`count(${applicants.id})::int`,
      })
      .from(shortlists)
      .leftJoin(shortlistEntries, eq(shortlistEntries.shortlistId, shortlists.id))
      .leftJoin(
        applicants,
        and(eq(applicants.id, shortlistEntries.applicantId), eq(applicants.published, true)),
      )
      .where(eq(shortlists.companyId, companyId))
      .groupBy(shortlists.id)
      .orderBy(asc(shortlists.id));
    return { data: rows };
  });

  app.get<{ Params: { id: string } }>('/api/shortlists/:id', { onRequest }, async (request) => {
    const list = await ownList(app.db, companyOf(request), idParameter(request.params.id));
    const rows = await app.db
      .select(entryColumns)
      .from(shortlistEntries)
      .innerJoin(applicants, eq(applicants.id, shortlistEntries.applicantId))
      .where(and(eq(shortlistEntries.shortlistId, list.id), eq(applicants.published, true)))
      .orderBy(desc(shortlistEntries.addedAt), desc(shortlistEntries.id));
    return {
      id: list.id,
      name: list.name,
      created_at: list.createdAt.toISOString(),
      updated_at: list.updatedAt.toISOString(),
      applicants: rows.map(entryView),
    };
  });

  app.patch<{ Params: { id: string }; Body: { name: string } }>(
    '/api/shortlists/:id',
    { onRequest, bodyLimit, schema: { body: nameBody } },
    async (request) => {
      const list = await ownList(app.db, companyOf(request), idParameter(request.params.id));
      const name = shortlistName(request.body);
      const [row] = await app.db
        .update(shortlists)
        .set({ name, updatedAt: app.now() })
        .where(eq(shortlists.id, list.id))
        .returning({ id: shortlists.id, name: shortlists.name });
      if (!row) throw new HttpError(404, SHORTLIST_NOT_FOUND);
      return row;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/shortlists/:id', { onRequest }, async (request, reply) => {
    const companyId = companyOf(request);
    await app.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const list = await ownList(tx, companyId, idParameter(request.params.id));
      await tx.delete(shortlists).where(eq(shortlists.id, list.id));
    });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string }; Body: EntryBody }>(
    '/api/shortlists/:id/applicants',
    { onRequest: confirmed, bodyLimit, schema: { body: entryBody } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const { body } = request;
      const note = noteOf(body.note);
      const targetId = idParameter(request.params.id);
      const sourceId = body.from_shortlist_id ?? null;
      const applicant =
        body.applicant_id >= 1 && body.applicant_id <= MAX_ID
          ? await publishedApplicant(app.db, body.applicant_id)
          : undefined;

      const { created, target, applicantId } = await app.db.transaction(async (tx) => {
        // Under the company's lock, so a list deleted meanwhile is a 404, not a broken insert.
        await lockCompany(tx, companyId);
        const target = await ownList(tx, companyId, targetId);
        const source =
          sourceId === null || sourceId === target.id
            ? undefined
            : await ownList(tx, companyId, sourceId >= 1 && sourceId <= MAX_ID ? sourceId : null);
        if (!applicant) throw invalidInput({ applicant_id: [APPLICANT_NOT_AVAILABLE] });
        const now = app.now();
        const [existing] = await tx
          .select({ id: shortlistEntries.id, note: shortlistEntries.note })
          .from(shortlistEntries)
          .where(
            and(eq(shortlistEntries.shortlistId, target.id), eq(shortlistEntries.applicantId, applicant.id)),
          );
        // Moving keeps the note written on the other list unless a new one came along.
        let carriedNote: string | undefined;
        if (source) {
          const [moved] = await tx
            .delete(shortlistEntries)
            .where(
              and(
                eq(shortlistEntries.shortlistId, source.id),
                eq(shortlistEntries.applicantId, applicant.id),
              ),
            )
            .returning({ note: shortlistEntries.note });
          carriedNote = moved?.note;
          await tx.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, source.id));
        }
        if (existing) {
          const newNote = note ?? carriedNote;
          if (newNote !== undefined) {
            await tx
              .update(shortlistEntries)
              .set({ note: newNote })
              .where(eq(shortlistEntries.id, existing.id));
          }
        } else {
          const [{ entries } = { entries: 0 }] = await tx
            .select({ entries: count() })
            .from(shortlistEntries)
            .where(eq(shortlistEntries.shortlistId, target.id));
          if (entries >= MAX_ENTRIES_PER_SHORTLIST) {
            throw invalidInput({
              applicant_id: [serverMessage('employers.shortlistFull', { max: MAX_ENTRIES_PER_SHORTLIST })],
            });
          }
          await tx.insert(shortlistEntries).values({
            shortlistId: target.id,
            applicantId: applicant.id,
            note: note ?? carriedNote ?? '',
            addedAt: now,
          });
        }
        await tx.update(shortlists).set({ updatedAt: now }).where(eq(shortlists.id, target.id));
        return { created: !existing, target, applicantId: applicant.id };
      });

      const [row] = await app.db
        .select(entryColumns)
        .from(shortlistEntries)
        .innerJoin(applicants, eq(applicants.id, shortlistEntries.applicantId))
        .where(
          and(eq(shortlistEntries.shortlistId, target.id), eq(shortlistEntries.applicantId, applicantId)),
        );
      if (!row) throw new HttpError(404, SHORTLIST_NOT_FOUND);
      return reply.code(created ? 201 : 200).send(entryView(row));
    },
  );

  app.delete<{ Params: { id: string; applicantId: string } }>(
    '/api/shortlists/:id/applicants/:applicantId',
    { onRequest },
    async (request, reply) => {
      const list = await ownList(app.db, companyOf(request), idParameter(request.params.id));
      const applicantId = idParameter(request.params.applicantId);
      const removed =
        applicantId === null
          ? []
          : await app.db
              .delete(shortlistEntries)
              .where(
                and(eq(shortlistEntries.shortlistId, list.id), eq(shortlistEntries.applicantId, applicantId)),
              )
              .returning({ id: shortlistEntries.id });
      if (removed.length === 0) throw new HttpError(404, NOT_ON_SHORTLIST);
      await app.db.update(shortlists).set({ updatedAt: app.now() }).where(eq(shortlists.id, list.id));
      return reply.code(204).send();
    },
  );
}
