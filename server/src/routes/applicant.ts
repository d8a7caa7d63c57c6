// The signed-in applicant's own resume: save (spec §7 `POST /api/applicant`) and reset.

import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantProfile } from '../applicants/profile';
import { photoTooLarge } from '../applicants/photos';
import { MAX_RESUME_BYTES, resumeTooLarge } from '../applicants/resume-input';
import { mainSpecializationsOf, resetResume, saveResume } from '../applicants/save-resume';
import { splitSavedVersion } from '../applicants/saved-version';
import { HttpError } from '../http/errors';
import { messageSchema, resetResumeSchema, savedResumeSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { serverMessage } from '../i18n/messages';

export const COMPANY_HAS_NO_RESUME = serverMessage('companyHasNoResume');
export const MALFORMED_UPLOAD = serverMessage('malformedUpload');

/** Room for the multipart boundaries and headers around the photo and the resume. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_REQUEST_BYTES = PHOTO_MAX_BYTES + MAX_RESUME_BYTES + MULTIPART_OVERHEAD_BYTES;
/** A JSON body `{data}` holds no photo; `data` written as a JSON string may double in size by escaping. */
const MAX_JSON_BODY_BYTES = 2 * MAX_RESUME_BYTES + 1024;

/**
 * A JSON save announcing more than MAX_JSON_BODY_BYTES is refused before its body is read (the
 * route's own limit has to leave room for a photo). A chunked one, without Content-Length, is held
 * to the route's limit, and its resume to MAX_RESUME_BYTES once parsed.
 */
async function refuseLargeJsonBody(request: FastifyRequest) {
  // isMultipart() is known only once the body parser ran; onRequest comes before it.
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
  if (Number(request.headers['content-length'] ?? 0) > MAX_JSON_BODY_BYTES) throw resumeTooLarge();
}

interface SaveRequest {
  data: unknown;
  photo?: Buffer;
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error as { statusCode?: unknown }).statusCode === 413)
  );
}

/** The `data` field and the `image` file of a multipart save; a JSON body `{data}` works too. */
async function readSaveRequest(request: FastifyRequest): Promise<SaveRequest> {
  if (!request.isMultipart()) {
    const body = request.body as { data?: unknown } | null | undefined;
    return { data: body?.data };
  }
  const received: SaveRequest = { data: undefined };
  let dataTooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) received.photo = bytes;
      } else if (part.fieldname === 'data') {
        // Cut off at the field limit; the rest of the body is still read, so the answer is not
        // sent to a client that is still uploading.
        if (part.valueTruncated) dataTooLarge = true;
        else received.data = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw photoTooLarge();
    if (error instanceof HttpError) throw error;
    // Anything else thrown while reading the parts is a body that is not valid multipart (a wrong
    // boundary, a cut-off upload): the client's fault, not ours.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(400, MALFORMED_UPLOAD);
  }
  if (dataTooLarge) throw resumeTooLarge();
  return received;
}

export async function applicantRoutes(app: FastifyInstance) {
  // The reference data is seeded before the routes exist and never changes while the server runs.
  const reference = await mainSpecializationsOf(app.db);
  await app.register(fastifyMultipart, {
    // One byte over the resume's limit, so that a field cut off there is known to be too long.
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: MAX_RESUME_BYTES + 1, parts: 12 },
  });

  const ownApplicant = async (request: FastifyRequest) => {
    const { user } = signedIn(request);
    if (user.isCompany) throw new HttpError(403, COMPANY_HAS_NO_RESUME);
    return user;
  };

  app.post(
    '/api/applicant',
    {
      onRequest: [app.requireUser, refuseLargeJsonBody],
      bodyLimit: MAX_REQUEST_BYTES,
      schema: {
        response: { 200: savedResumeSchema, 403: messageSchema, 409: messageSchema, 413: messageSchema },
      },
    },
    async (request) => {
      const user = await ownApplicant(request);
      const { data, photo } = await readSaveRequest(request);
      const { resume, readAt } = splitSavedVersion(data);
      const { applicant } = await saveResume(app.db, {
        userId: user.id,
        resume,
        readAt,
        photo: { bytes: photo, store: app.photos },
        reference,
      });
      return applicantProfile(applicant);
    },
  );

  app.post(
    '/api/applicant/reset',
    { onRequest: app.requireUser, schema: { response: { 200: resetResumeSchema } } },
    async (request) => {
      const user = await ownApplicant(request);
      const { applicant } = await resetResume(app.db, { userId: user.id, store: app.photos, reference });
      return { data: { data: applicantProfile(applicant) } };
    },
  );
}
