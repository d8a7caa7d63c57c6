// The resume as a document (spec §7): HTML for the builder's sandboxed preview frame, and the PDF.

import { eq } from 'drizzle-orm';
import {
  applicantPhotoUrl,
  detailFromBuilder,
  displayText,
  type MainSpecialization,
  normalizeSpecializations,
  parseApplicantId,
  publicContact,
  readableLanguage,
  type ResumeDetail,
  resumeInLanguage,
} from '@talent/resume-model';
import { renderResumeHtml } from '@talent/resume-template/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findApplicantOf } from '../auth/users';
import { applicantProfile, profileColumns, type ProfileRow } from '../applicants/profile';
import { mainSpecializationsOf } from '../applicants/save-resume';
import { applicants } from '../db/schema';
import { HttpError } from '../http/errors';
import { messageSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { fingerprintOf, PdfNotWantedError } from '../pdf/pdf-cache';
import { PdfEngineError } from '../pdf/pdf-engine';
import { isPhotoName, type PhotoStore } from '../photos/photo-store';
import { serverMessage } from '../i18n/messages';

export const RESUME_NOT_FOUND = serverMessage('resumeNotFound');
const DEFAULT_FILE_NAME = 'Resume';
const MAX_APPLICANT_ID = 2_147_483_647;

/**
 * The resume as the template shows it, its specialisations named from the reference list, in the
 * version `language` asks for (issue 31; the main version when it has none such).
 */
export function detailOf(
  row: ProfileRow,
  reference: readonly MainSpecialization[],
  language?: unknown,
): ResumeDetail {
  const stored = applicantProfile(row);
  const profile = resumeInLanguage(stored, readableLanguage(stored, language));
  return {
    ...profile,
    specializations: detailFromBuilder(normalizeSpecializations(profile.specializations), reference),
  };
}

/** The stored photo's JPEG bytes, or null without one (or when it is not one of ours). */
export async function storedPhoto(store: PhotoStore, image: string | null): Promise<Buffer | null> {
  const url = applicantPhotoUrl(image);
  if (url === null || !url.startsWith('/storage/')) return null;
  const name = decodeURIComponent(url.slice('/storage/'.length));
  const photo = isPhotoName(name) ? await store.get(name) : null;
  return photo?.bytes ?? null;
}

/** The stored photo as a data URL, so the printer needs no network; null (the placeholder) without one. */
async function embeddedPhoto(store: PhotoStore, image: string | null): Promise<string | null> {
  const bytes = await storedPhoto(store, image);
  return bytes && `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/**
 * `attachment` with the name in both forms: a plain ASCII one for old clients (Arabic letters left
 * out, 'Resume' if nothing is left) and the exact UTF-8 one of RFC 6266/8187.
 */
export function pdfContentDisposition(fullName: string | null, extension = 'pdf'): string {
  const name = fullName ?? DEFAULT_FILE_NAME;
  const ascii = name
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = /[A-Za-z0-9]/.test(ascii) ? ascii : DEFAULT_FILE_NAME;
  const printable = Array.from(name)
    .filter(
      (character) => character >= ' ' && character !== '\u007f' && character !== '/' && character !== '\\',
    )
    .join('');
  const encoded = encodeURIComponent(`${printable}.${extension}`).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.${extension}"; filename*=UTF-8''${encoded}`;
}

/**
 * Aborted when the connection closes before the answer is sent: the client gave up (a closed tab, a
 * proxy's timeout), so a print it waits for in the queue need not be made for it.
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}

function engineFailure(error: unknown): never {
  if (error instanceof PdfEngineError) {
    // Each reason in the client's language. A missing browser is the operator's to mend: its English
    // text (the catalogue's, unchanged) names the package to install; Arabic and Kurdish readers are told
    // the PDF is not available for now. A cancelled job's answer reaches nobody.
    const worded = {
      busy: serverMessage('pdfBusy'),
      timeout: serverMessage('pdfTimeout'),
      unavailable: serverMessage('pdfUnavailable'),
    } as const;
    const reason = error.reason;
    throw new HttpError(503, reason === 'cancelled' ? error.message : worded[reason]);
  }
  // The client has gone: the answer reaches nobody, and is no server error.
  if (error instanceof PdfNotWantedError) throw new HttpError(503, error.message);
  throw error;
}

export async function resumeDocumentRoutes(app: FastifyInstance) {
  // The reference data is seeded before the routes exist and never changes while the server runs.
  const reference = await mainSpecializationsOf(app.db);

  app.post(
    '/api/preview-resume-html',
    {
      onRequest: app.requireUser,
      schema: {
        response: {
          200: { type: 'object', required: ['html'], properties: { html: { type: 'string' } } },
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const applicant = await findApplicantOf(app.db, signedIn(request).user.id);
      if (!applicant) throw new HttpError(404, RESUME_NOT_FOUND);
      // The frame shows a published resume's photo from /storage/ on the page's own origin; a draft's is
      // served to nobody (issue 34), and the frame's request carries no token: it comes inside the page.
      const language = (request.body as { language?: unknown } | null)?.language;
      const resume = detailOf(applicant, reference, language);
      const photoSrc = applicant.published ? undefined : await embeddedPhoto(app.photos, resume.image);
      return {
        html: renderResumeHtml(resume, {
          specializations: reference,
          ...(photoSrc ? { photoSrc } : {}),
        }),
      };
    },
  );

  app.post(
    '/api/download-resume-pdf',
    { schema: { response: { 404: messageSchema, 422: messageSchema, 503: messageSchema } } },
    async (request, reply) => {
      const body = request.body as { applicant_id?: unknown; language?: unknown } | null;
      const parsed = parseApplicantId(body?.applicant_id);
      if (!parsed.ok) throw new HttpError(422, parsed.message);
      // Ids are positive PostgreSQL integers: any other names no resume (and may be a database error).
      if (parsed.id < 1 || parsed.id > MAX_APPLICANT_ID) throw new HttpError(404, RESUME_NOT_FOUND);
      const [row] = await app.db.select(profileColumns).from(applicants).where(eq(applicants.id, parsed.id));
      // A draft is its owner's alone: to anyone else it does not exist.
      const viewer = row ? await app.viewerOf(request) : null;
      if (!row || (!row.published && row.userId !== viewer?.id)) {
        throw new HttpError(404, RESUME_NOT_FOUND);
      }
      // The PDF is the public resume, its owner's download too: what they keep off it is not printed, and
      // an age is counted on the day (so a birthday makes a new fingerprint).
      const detail = detailOf(row, reference, body?.language);
      const resume = { ...detail, contact: publicContact(detail.contact, app.now()) };
      // The PDF depends on the resume (its photo by file name, which changes with the photo) and the
      // reference list alone: same fingerprint, same PDF.
      const pdf = await app.resumePdfs
        .pdfOf(
          row.id,
          fingerprintOf(resume, reference),
          (signal) =>
            // Made when the job is next in line: a queue of waiting downloads holds no documents.
            app.pdf.print(
              // Rendered on a thread of its own, so the other requests do not wait for React.
              async () =>
                app.resumeRenderer.render(resume, {
                  specializations: reference,
                  photoSrc: await embeddedPhoto(app.photos, resume.image),
                }),
              { signal },
            ),
          { signal: clientGone(reply) },
        )
        .catch(engineFailure);
      // Who looked (issue 19): counted once the PDF is there to send.
      if (row.published) app.resumeViews.record(row, viewer, 'pdf');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfContentDisposition(displayText(resume.contact.fullName)))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
