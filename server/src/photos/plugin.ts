import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { applicants } from '../db/schema';
import { replyNotFound } from '../http/errors';
import { databasePhotoStore } from './database-photo-store';
import { importPhotosFromDisk } from './disk-import';
import { type PhotoStore, isPhotoName } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Applicant photos, shared by every server instance. */
    photos: PhotoStore;
  }
}

/**
 * A stored photo never changes (a new one gets a new name), but its resume may be hidden or the photo
 * removed (issue 34): only the browser keeps it (no shared cache), for five minutes, and asks again
 * with its entity tag after that (a 304 costs no bytes).
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=300';

export async function openPhotoStore(config: Config, database: Pick<Database, 'pool'>): Promise<PhotoStore> {
  if (config.photoStorage.kind === 'database') return databasePhotoStore(database.pool);
  // The AWS SDK takes a while to load: only servers that use it pay for it.
  const { s3PhotoStore } = await import('./s3-photo-store');
  return s3PhotoStore(config.photoStorage.s3);
}

/** True when an If-None-Match header names this tag (or is `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Opens the photo store, moves photos left on disk by an older version into it, and serves photos at
 * `/storage/{name}` with their entity tag, cached briefly by the browser alone.
 */
export const photosPlugin = fastifyPlugin(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    const store = await openPhotoStore(config, database);
    app.decorate('photos', store);
    app.addHook('onClose', () => store.close());
    await importPhotosFromDisk(path.join(config.dataDir, 'storage'), store, app.log);

    /**
     * True when the photo belongs to a published resume, or the request carries its owner's token: a
     * hidden resume's photo (or one no resume holds) is nobody else's to see (issue 34).
     */
    const mayBeShown = async (name: string, request: FastifyRequest) => {
      const holders = await app.db
        .select({ published: applicants.published, userId: applicants.userId })
        .from(applicants)
        .where(sql`${applicants.resume} ->> 'image' = ${name}`);
      if (holders.some((holder) => holder.published)) return true;
      if (holders.length === 0) return false;
      const viewer = await app.viewerOf(request);
      return viewer !== null && holders.some((holder) => holder.userId === viewer.id);
    };

    app.get<{ Params: { '*': string } }>('/storage/*', async (request, reply) => {
      const name = request.params['*'];
      const photo = isPhotoName(name) && (await mayBeShown(name, request)) ? await store.get(name) : null;
      if (photo === null) return replyNotFound(reply);
      reply
        .header('etag', photo.etag)
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], photo.etag)) return reply.code(304).send();
      return reply.type('image/jpeg').send(photo.bytes);
    });
  },
  { name: 'photos', dependencies: ['database', 'auth'] },
);
