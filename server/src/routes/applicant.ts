// The signed-in applicant's own resume: save (spec §7 `POST /api/applicant`) and reset.

import fastifyMultipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@talent/resume-model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantProfile } from '../applicants/profile';
import { photoTooLarge } from '../applicants/photos';
import { mainSpecializationsOf, resetResume, saveResume } from '../applicants/save-resume';
import { HttpError } from '../http/errors';
import { messageSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { serverMessage } from '../i18n/messages';

export const COMPANY_HAS_NO_RESUME = serverMessage('companyHasNoResume');
export const MALFORMED_UPLOAD = serverMessage('malformedUpload');

/** The resume JSON is small; this bounds a request to the photo plus a generous resume. */
const MAX_DATA_BYTES = 1_048_576;
const MAX_REQUEST_BYTES = PHOTO_MAX_BYTES + 2 * MAX_DATA_BYTES;

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
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) received.photo = bytes;
      } else if (part.fieldname === 'data') {
        received.data = part.value;
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
  return received;
}

export async function applicantRoutes(app: FastifyInstance) {
  // The reference data is seeded before the routes exist and never changes while the server runs.
  const reference = await mainSpecializationsOf(app.db);
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: MAX_DATA_BYTES, parts: 12 },
  });

  const ownApplicant = async (request: FastifyRequest) => {
    const { user } = signedIn(request);
    if (user.isCompany) throw new HttpError(403, COMPANY_HAS_NO_RESUME);
    return user;
  };

  app.post(
    '/api/applicant',
    {
      onRequest: app.requireUser,
      bodyLimit: MAX_REQUEST_BYTES,
      schema: { response: { 403: messageSchema, 413: messageSchema } },
    },
    async (request) => {
      const user = await ownApplicant(request);
      const { data, photo } = await readSaveRequest(request);
      const { applicant } = await saveResume(app.db, {
        userId: user.id,
        resume: data,
        photo: { bytes: photo, store: app.photos },
        reference,
      });
      return applicantProfile(applicant);
    },
  );

  app.post('/api/applicant/reset', { onRequest: app.requireUser }, async (request) => {
    const user = await ownApplicant(request);
    const { applicant } = await resetResume(app.db, { userId: user.id, store: app.photos, reference });
    return { data: { data: applicantProfile(applicant) } };
  });
}
