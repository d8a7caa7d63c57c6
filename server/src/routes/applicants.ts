// The public directory and resume detail (spec §7 `GET /api/applicants/filter`, `/{id}`).

import type { FastifyInstance } from 'fastify';
import { createDirectory } from '../applicants/directory';
import { applicantPageSchema } from '../applicants/directory-page-schema';
import { parseDirectoryQuery } from '../applicants/directory-filters';
import { findResumeDetail } from '../applicants/resume-detail';
import { mainSpecializationsOf } from '../applicants/save-resume';
import { HttpError } from '../http/errors';
import { isUnrecordedRead } from '../http/unrecorded-read';
import { messageSchema, resumeDetailSchema } from '../http/schemas';
import { statisticsRoutes } from './statistics';
import { languageOf, serverMessage } from '../i18n/messages';

export const RESUME_NOT_FOUND = serverMessage('resumeNotFound');

/** The `lang` asked for (issue 31): one value, else none (the main version). */
function langOf(query: { lang?: unknown }): string | undefined {
  return typeof query.lang === 'string' ? query.lang : undefined;
}

export async function applicantsRoutes(app: FastifyInstance) {
  // The reference data is seeded before the routes exist and never changes while the server runs.
  const reference = await mainSpecializationsOf(app.db);
  const directory = createDirectory(app.db, reference);
  await app.register(statisticsRoutes, { directory });
  // The facet table (applicants/facet-table.ts) loads once the server listens, not on the first request
  // that asks for counts (0.6 s at 100,000 resumes); the server closes only after it finished.
  let preparing: Promise<void> | undefined;
  app.addHook('onListen', async () => {
    preparing = directory.prepareFacets().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the facet table could not be loaded; the first request for counts will');
    });
  });
  app.addHook('onClose', async () => {
    await preparing;
  });

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/applicants/filter',
    { schema: { response: { 200: applicantPageSchema } } },
    // Issue 31: each card in the request's language when its resume has that version.
    async (request) => directory.findPage(parseDirectoryQuery(request.query), app.now(), languageOf(request)),
  );

  app.get<{ Params: { id: string }; Querystring: { lang?: unknown } }>(
    '/api/applicants/:id',
    { schema: { response: { 200: resumeDetailSchema, 404: messageSchema } } },
    async (request) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      const viewer = id === null ? null : await app.viewerOf(request);
      const found =
        id === null
          ? undefined
          : await findResumeDetail(
              app.db,
              id,
              viewer?.id ?? null,
              reference,
              app.now(),
              langOf(request.query),
            );
      if (!found) throw new HttpError(404, RESUME_NOT_FOUND);
      // Who looked (issue 19): a company by name, anyone else counted; a draft is its owner's own look.
      // A HEAD runs this handler too (Fastify's HEAD routes): the public page counts its visit so when
      // it came with this answer, which the server's own read did not count.
      if (found.detail.published && !isUnrecordedRead(request)) {
        app.resumeViews.record({ id: found.detail.id, userId: found.ownerId }, viewer, 'view');
      }
      return found.detail;
    },
  );
}
