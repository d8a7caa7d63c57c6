// `POST /api/resume-import` (issue 33): a CV file read as a builder draft. Saves nothing: the answer
// is `{source, draft, unmapped}`, the draft in the save call's shape, `unmapped` what found no place,
// in the caller's language. The file is read on a thread of its own (resume-import/import-threads.ts).

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { messageSchema } from '../http/schemas';
import { messageFor, serverMessage, type ServerMessageKey } from '../i18n/messages';
import { signedIn } from '../plugins/auth';
import {
  IMPORT_FAILURE_MESSAGES,
  MAX_PDF_PAGES,
  type ImportFailureKind,
} from '../resume-import/import-failure';
import { IMPORT_LIMITS, readOnImportThread, type ImportLimits } from '../resume-import/import-threads';
import { fitToSchema } from '../resume-import/fit-to-schema';
import { matchReferenceValues } from '../resume-import/reference-values';
import { COMPANY_HAS_NO_RESUME } from './applicant';

/** The largest file taken (issue 33: 5 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const unmappedSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['section', 'label', 'value'],
    properties: { section: { type: 'string' }, label: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

const importSchema = {
  type: 'object',
  required: ['source', 'draft', 'unmapped'],
  properties: {
    source: { type: 'string', enum: ['json-resume', 'pdf', 'docx', 'linkedin'] },
    // The draft goes out whole, in the save call's shape.
    draft: {},
    unmapped: unmappedSchema,
  },
} as const;

const tooLarge = () => new HttpError(413, serverMessage('resumeImport.tooLarge'));

function failure(kind: ImportFailureKind): HttpError {
  const values = kind === 'tooManyPages' ? { pages: MAX_PDF_PAGES } : undefined;
  return new HttpError(422, serverMessage(IMPORT_FAILURE_MESSAGES[kind], values));
}

/** The uploaded file's bytes; 413 past the limit, 422 when there is no file. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw failure('unreadable');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && bytes === undefined)
        bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: unknown }).statusCode === 413)
      throw tooLarge();
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(400, serverMessage('malformedUpload'));
  }
  if (bytes === undefined) throw new HttpError(422, serverMessage('resumeImport.noFile'));
  return bytes;
}

export async function resumeImportRoutes(app: FastifyInstance, options: { limits?: ImportLimits } = {}) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/api/resume-import',
    {
      onRequest: [
        app.requireUser,
        async (request) => {
          if (signedIn(request).user.isCompany) throw new HttpError(403, COMPANY_HAS_NO_RESUME);
          if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) {
            throw tooLarge();
          }
        },
      ],
      bodyLimit: MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES,
      schema: {
        response: { 200: importSchema, 403: messageSchema, 413: messageSchema, 422: messageSchema },
      },
    },
    async (request) => {
      const bytes = await uploadedFile(request);
      const reply = await readOnImportThread(bytes, options.limits ?? IMPORT_LIMITS);
      if (!reply.ok) {
        if (reply.detail) request.log.info({ detail: reply.detail }, 'resume import failed');
        throw failure(reply.failure);
      }
      const matched = matchReferenceValues(reply.draft);
      const fitted = fitToSchema(matched.draft);
      const unmapped = [...reply.unplaced, ...matched.unplaced, ...fitted.unplaced].map((item) => ({
        section: item.section,
        label: messageFor(request, serverMessage(`resumeImport.unplaced.${item.field}` as ServerMessageKey)),
        value: item.value,
      }));
      return { source: reply.source, draft: fitted.draft, unmapped };
    },
  );
}
