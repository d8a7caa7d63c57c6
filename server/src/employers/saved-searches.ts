// A company's saved directory searches (issue 19): `POST/GET/DELETE /api/saved-searches`. The query is
// kept as the directory's own query string and checked by the directory's own parser, so a saved search
// is always one the directory can run. The digest mails are saved-search-digests.ts's.

import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseDirectoryQuery } from '../applicants/directory-filters';
import { type FieldErrors, requireText, throwIfInvalid } from '../auth/rules';
import { savedSearches, users } from '../db/schema';
import { HttpError, invalidInput } from '../http/errors';
import { languageOf, type Message, serverMessage } from '../i18n/messages';
import { signedIn } from '../plugins/auth';
import { companyOnly, confirmedCompanyOnly, idParameter } from './access';
import {
  EMPLOYER_BODY_LIMIT_BYTES,
  MAX_SAVED_QUERY_LENGTH,
  MAX_SAVED_SEARCH_NAME_LENGTH,
  MAX_SAVED_SEARCHES_PER_COMPANY,
} from './limits';

export const SAVED_SEARCH_NOT_FOUND = serverMessage('employers.savedSearchNotFound');
export const FREQUENCIES = ['daily', 'weekly'] as const;

const searchBody = {
  type: 'object',
  required: ['name', 'query', 'frequency'],
  properties: { name: { type: 'string' }, query: { type: 'string' }, frequency: { type: 'string' } },
} as const;

interface SearchBody {
  name: string;
  query: string;
  frequency: string;
}

type SavedSearchRow = typeof savedSearches.$inferSelect;

function view(row: SavedSearchRow) {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
  };
}

/** The query string as the directory reads it (a repeated key becomes an array); a leading '?' is dropped. */
export function directoryQueryOf(query: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ''))) {
    const earlier = parsed[key];
    parsed[key] = earlier === undefined ? value : [...[earlier].flat(), value];
  }
  return parsed;
}

function checkedBody(body: SearchBody): SearchBody {
  const errors: FieldErrors = {};
  requireText(errors, 'name', body.name, MAX_SAVED_SEARCH_NAME_LENGTH);
  const query = body.query.trim().replace(/^\?/, '');
  if (query.length > MAX_SAVED_QUERY_LENGTH) {
    errors.query = [serverMessage('fieldTooLong', { field: 'query', max: MAX_SAVED_QUERY_LENGTH })];
  } else {
    try {
      parseDirectoryQuery(directoryQueryOf(query));
    } catch (error) {
      if (!(error instanceof HttpError) || !error.details.errors) throw error;
      errors.query = Object.values(error.details.errors).flat() as Message[];
    }
  }
  if (!(FREQUENCIES as readonly string[]).includes(body.frequency)) {
    // The field and its values are the API's own words: the same in every language.
    errors.frequency = [
      serverMessage('employers.frequencyInvalid', { field: 'frequency', daily: 'daily', weekly: 'weekly' }),
    ];
  }
  throwIfInvalid(errors);
  return { name: body.name.trim(), query, frequency: body.frequency };
}

export async function savedSearchRoutes(app: FastifyInstance) {
  const onRequest = companyOnly(app);

  app.post<{ Body: SearchBody }>(
    '/api/saved-searches',
    {
      onRequest: confirmedCompanyOnly(app),
      bodyLimit: EMPLOYER_BODY_LIMIT_BYTES,
      schema: { body: searchBody },
    },
    async (request, reply) => {
      const companyId = signedIn(request).user.id;
      const search = checkedBody(request.body);
      const createdAt = app.now();
      const row = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${companyId} for update`);
        const [{ searches } = { searches: 0 }] = await tx
          .select({ searches: count() })
          .from(savedSearches)
          .where(eq(savedSearches.companyId, companyId));
        if (searches >= MAX_SAVED_SEARCHES_PER_COMPANY) {
          throw invalidInput({
            name: [serverMessage('employers.tooManySavedSearches', { max: MAX_SAVED_SEARCHES_PER_COMPANY })],
          });
        }
        const [created] = await tx
          .insert(savedSearches)
          .values({ companyId, ...search, language: languageOf(request), createdAt, digestFrom: createdAt })
          .returning();
        return created!;
      });
      return reply.code(201).send(view(row));
    },
  );

  app.get('/api/saved-searches', { onRequest }, async (request) => {
    const rows = await app.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.companyId, signedIn(request).user.id))
      .orderBy(asc(savedSearches.id));
    return { data: rows.map(view) };
  });

  app.delete<{ Params: { id: string } }>('/api/saved-searches/:id', { onRequest }, async (request, reply) => {
    const id = idParameter(request.params.id);
    const removed =
      id === null
        ? []
        : await app.db
            .delete(savedSearches)
            .where(and(eq(savedSearches.id, id), eq(savedSearches.companyId, signedIn(request).user.id)))
            .returning({ id: savedSearches.id });
    if (removed.length === 0) throw new HttpError(404, SAVED_SEARCH_NOT_FOUND);
    return reply.code(204).send();
  });
}
