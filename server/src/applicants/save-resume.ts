// saveResume(db: Db, { userId, resume, photo? }): Promise<{ applicantId }>
//
// The one way a resume is written: `POST /api/applicant`, the demo data and the directory benchmark
// all call it.
// - `resume`: the save call's `data` (spec §7): the whole resume in the builder's shape, as a JSON
//   string or the parsed value. Its shape is checked, the phone written as +964…, and when
//   `published` is true every publish rule of spec §5 must hold.
// - `photo`: `{ bytes, store }`, the uploaded file (JPEG or PNG, ≤ 5 MB) and the photo store
//   (`app.photos`). Without it the stored photo stays, unless `resume.image` is null or '' (then it
//   is removed, which needs the store too: pass `photo: { store }` without bytes).
// - Throws HttpError: 422 `{message, errors}` for a bad shape, a resume that may not be published
//   or a file that is not a JPEG/PNG photo; 413 for a file over 5 MB. Nothing is written then.
// - `reference`: the specialisation tree, when the caller holds it (the routes load it once); read
//   from the database otherwise.
// - Creates the user's `applicants` row if they have none; otherwise replaces its resume. Returns
//   its id and the row as written.
// - Every save is one statement outside any transaction: the change-log trigger (migration 0003) locks
//   the directory's version row until commit, and a transaction kept open across round trips to a busy
//   server would hold that lock, and every other save behind it, for as long as the server takes.

import { and, eq, sql } from 'drizzle-orm';
import { emptyResume, validateForPublish } from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { HttpError } from '../http/errors';
import { findSelectable } from '../reference-data/selectables';
import type { MainSpecialization } from '../reference-data/selectables';
import { directoryColumns } from './directory-columns';
import { isPhotoName, newPhotoName, type PhotoStore } from '../photos/photo-store';
import { preparePhoto } from './photos';
import { profileColumns, type ProfileRow } from './profile';
import { parseResumeInput } from './resume-input';
import { staleResume } from './saved-version';
import { type FieldMessages } from '../http/errors';
import { serverMessage } from '../i18n/messages';

export interface PhotoUpload {
  /** The uploaded file; absent when the call only needs the store (to remove a photo). */
  bytes?: Buffer;
  /** Where photos are kept (`app.photos`), served at /storage/. */
  store: PhotoStore;
}

export interface SaveResumeInput {
  userId: number;
  resume: unknown;
  photo?: PhotoUpload;
  reference?: readonly MainSpecialization[];
  /**
   * The `updated_at` the client last read or saved (saved-version.ts): a stored resume newer than this
   * is not overwritten, and the save fails with 409. Undefined: no check.
   */
  readAt?: Date;
}

/**
 * True of a row saved no later than `readAt`, in SQL. `updated_at` is answered to the millisecond
 * (toISOString) and stored to the microsecond, so it is compared as the client saw it.
 */
function notNewerThan(readAt: Date) {
  return sql`date_trunc('milliseconds', ${applicants.updatedAt}) <= ${readAt.toISOString()}::timestamptz`;
}

/** Whether the user has a resume row at all (a save that wrote nothing: stale, or a first save). */
async function hasResume(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: applicants.id }).from(applicants).where(eq(applicants.userId, userId));
  return row !== undefined;
}

export async function mainSpecializationsOf(db: Db): Promise<MainSpecialization[]> {
  return (await findSelectable(db, 'specializations')) as MainSpecialization[];
}

function storedImageOf(resume: Record<string, unknown> | undefined): string | null {
  const image = resume?.image;
  return typeof image === 'string' && image !== '' ? image : null;
}

/** `storedImageOf` of the existing row, in SQL (inside `ON CONFLICT DO UPDATE`). */
const storedImageSql = sql.raw(
  `CASE WHEN jsonb_typeof("applicants"."resume" -> 'image') = 'string' AND "applicants"."resume" ->> 'image' <> '' ` +
    `THEN "applicants"."resume" -> 'image' ELSE 'null'::jsonb END`,
);

export async function saveResume(
  db: Db,
  input: SaveResumeInput,
): Promise<{ applicantId: number; applicant: ProfileRow }> {
  const reference = input.reference ?? (await mainSpecializationsOf(db));
  const { sections, published, removesPhoto } = parseResumeInput(input.resume, reference);
  const today = new Date();
  if (published) {
    const check = validateForPublish(sections, { today, mainSpecializations: reference });
    if (!check.valid) {
      const errors: FieldMessages = {};
      for (const { path, message } of check.errors) (errors[path] ??= []).push(message);
      throw new HttpError(422, check.publishMessage ?? serverMessage('invalidData'), { errors });
    }
  }
  const store = input.photo?.store;
  let newPhoto: string | undefined;
  if (input.photo?.bytes && store) {
    const jpeg = await preparePhoto(input.photo.bytes);
    newPhoto = newPhotoName();
    await store.put(newPhoto, jpeg);
  }

  const columns = {
    published,
    ...directoryColumns(sections, reference, today),
    updatedAt: sql`now()`,
  };
  if (newPhoto === undefined && !(removesPhoto && store)) {
    // The photo stays as stored: the statement takes it from the locked row and writes the rest.
    const [saved] = await db
      .insert(applicants)
      .values({ userId: input.userId, resume: { ...sections, image: null }, ...columns })
      .onConflictDoUpdate({
        target: applicants.userId,
        set: {
          ...columns,
          resume: sql`jsonb_set(excluded.resume, '{image}', ${storedImageSql})`,
        },
        ...(input.readAt === undefined ? {} : { setWhere: notNewerThan(input.readAt) }),
      })
      .returning(profileColumns);
    // Nothing written: the stored resume is newer than the one this save was made on.
    if (!saved) throw staleResume();
    return { applicantId: saved.id, applicant: saved };
  }

  // A new photo, or the photo removed: the stored one is replaced, and removed from the store once the
  // resume no longer names it. One statement locks the row, reads the photo it names and writes the
  // resume, so no transaction holds locks (the row's, the directory's version) across round trips.
  try {
    const image = newPhoto ?? null;
    const values = { resume: { ...sections, image } as Record<string, unknown>, ...columns };
    const previous = db
      .select({ id: applicants.id, image: sql<unknown>`${applicants.resume} -> 'image'`.as('image') })
      .from(applicants)
      .where(eq(applicants.userId, input.userId))
      .for('update')
      .as('previous');
    const [updated] = await db
      .update(applicants)
      .set(values)
      .from(previous)
      .where(
        input.readAt === undefined
          ? eq(applicants.id, previous.id)
          : and(eq(applicants.id, previous.id), notNewerThan(input.readAt)),
      )
      .returning({ ...profileColumns, replaced: previous.image });
    if (!updated && input.readAt !== undefined && (await hasResume(db, input.userId))) throw staleResume();
    let applicant: ProfileRow;
    let replacedPhoto: string | null = null;
    if (updated) {
      const { replaced, ...row } = updated;
      applicant = row;
      const currentPhoto = storedImageOf({ image: replaced });
      if (currentPhoto !== image) replacedPhoto = currentPhoto;
    } else {
      // No resume yet. A first save racing another for the same user lands as an update instead of
      // a conflict.
      const [created] = await db
        .insert(applicants)
        .values({ userId: input.userId, ...values })
        .onConflictDoUpdate({
          target: applicants.userId,
          set: values,
          ...(input.readAt === undefined ? {} : { setWhere: notNewerThan(input.readAt) }),
        })
        .returning(profileColumns);
      if (!created) throw staleResume();
      applicant = created;
    }
    // Only names this server gave: a resume's image written by hand (or by a test) names nothing of ours.
    if (store && isPhotoName(replacedPhoto)) await store.remove(replacedPhoto);
    return { applicantId: applicant.id, applicant };
  } catch (error) {
    if (store && newPhoto) await store.remove(newPhoto).catch(() => {});
    throw error;
  }
}

/** Profile 'Reset': the resume emptied, its photo removed and the resume unpublished. */
export function resetResume(
  db: Db,
  {
    userId,
    store,
    reference,
  }: { userId: number; store: PhotoStore; reference?: readonly MainSpecialization[] },
): Promise<{ applicantId: number; applicant: ProfileRow }> {
  return saveResume(db, { userId, resume: emptyResume(), photo: { store }, reference });
}
