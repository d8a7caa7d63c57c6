// The resume in the formats other tools read (issue 33): JSON Resume, and a Word document.

import { eq } from 'drizzle-orm';
import { genderContext, referenceLabel } from '@talent/i18n';
import {
  applicantPhotoUrl,
  displayText,
  type JsonResumeLabel,
  normalizeSpecializations,
  parseApplicantId,
  publicContact,
  readableLanguage,
  resumeInLanguage,
  type ResumeSections,
  type BuilderSpecialization,
  toJsonResume,
} from '@talent/resume-model';
import { renderResumeDocx } from '@talent/resume-template/docx';
import { prepareResumeDocumentTexts } from '@talent/resume-template/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantProfile, profileColumns, type ProfileRow } from '../applicants/profile';
import { mainSpecializationsOf } from '../applicants/save-resume';
import { applicants } from '../db/schema';
import { HttpError } from '../http/errors';
import { messageSchema } from '../http/schemas';
import { serverMessage } from '../i18n/messages';
import { detailOf, pdfContentDisposition, storedPhoto } from './resume-document';

const RESUME_NOT_FOUND = serverMessage('resumeNotFound');
const MAX_APPLICANT_ID = 2_147_483_647;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whose copy a request may have: the owner's whole one, the public one, or none (a draft not theirs). */
interface Access {
  row: ProfileRow;
  owner: boolean;
}

/**
 * The resume `id` names and whether the viewer owns it; 404 for an id that names no resume, and for
 * a draft to anyone but its owner (the PDF's rules, spec §6).
 */
export async function resumeAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<Access> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_APPLICANT_ID) throw new HttpError(404, RESUME_NOT_FOUND);
  const [row] = await app.db.select(profileColumns).from(applicants).where(eq(applicants.id, id));
  const viewer = row ? await app.viewerOf(request) : null;
  const owner = row !== undefined && viewer !== null && row.userId === viewer.id;
  if (!row || (!row.published && !owner)) throw new HttpError(404, RESUME_NOT_FOUND);
  return { row, owner };
}

/** The stored resume in the builder's form, its contact as the viewer may see it. */
function sectionsFor(
  { row, owner }: Access,
  today: Date,
): ResumeSections<BuilderSpecialization> & { image: string | null } {
  const profile = applicantProfile(row);
  const { id: _id, published: _published, updated_at: _updated, user: _user, ...sections } = profile;
  return {
    ...sections,
    contact: owner ? profile.contact : publicContact(profile.contact, today),
    specializations: normalizeSpecializations((row.resume as { specializations?: unknown }).specializations),
  };
}

/** Reference values as the document's own language names them (the PDF's labels). */
export function documentLabels(resume: ResumeSections<unknown>): JsonResumeLabel {
  const t = prepareResumeDocumentTexts().getFixedT(resume.language, 'resume');
  const gender = genderContext(resume.contact.gender);
  return (list, value) => referenceLabel(t, list, value, undefined, list === 'degree' ? gender : undefined);
}

export async function resumeExportRoutes(app: FastifyInstance, { appUrl }: { appUrl: () => string }) {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    '/api/applicants/:id/json-resume',
    {
      schema: {
        // `lang` asks for a version (the detail's parameter); one the resume lacks reads the main version.
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 404: messageSchema },
      },
    },
    async (request, reply) => {
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const access = await resumeAccess(app, request, id);
      const whole = sectionsFor(access, app.now());
      // `lang` asks for one version (issue 31): that version alone, as the detail's `lang` reads it.
      const language = readableLanguage(whole, request.query.lang);
      const resume =
        language === whole.language ? whole : { ...resumeInLanguage(whole, language), translations: {} };
      const photo = applicantPhotoUrl(resume.image);
      const origin = appUrl();
      const document = toJsonResume(
        {
          resume,
          published: access.row.published,
          updatedAt: access.row.updatedAt.toISOString(),
          photoUrl: photo === null ? null : new URL(photo, origin).href,
          canonicalUrl: `${origin}/api/applicants/${access.row.id}/json-resume`,
        },
        { label: documentLabels(resume) },
      );
      // The owner's copy holds what the public one keeps back: no shared cache may keep either.
      return reply.header('cache-control', 'no-store').send(document);
    },
  );

  // The reference data is seeded before the routes exist and never changes while the server runs.
  const reference = await mainSpecializationsOf(app.db);

  app.post(
    '/api/download-resume-docx',
    { schema: { response: { 404: messageSchema, 422: messageSchema } } },
    async (request, reply) => {
      const parsed = parseApplicantId((request.body as { applicant_id?: unknown } | null)?.applicant_id);
      if (!parsed.ok) throw new HttpError(422, parsed.message);
      const { row } = await resumeAccess(app, request, parsed.id);
      // The PDF's rules: the public resume, its owner's download too.
      const detail = detailOf(row, reference, (request.body as { language?: unknown } | null)?.language);
      const resume = { ...detail, contact: publicContact(detail.contact, app.now()) };
      const document = await renderResumeDocx(resume, {
        specializations: reference,
        photo: await storedPhoto(app.photos, resume.image),
        today: app.now(),
      });
      return reply
        .type(DOCX_TYPE)
        .header('content-disposition', pdfContentDisposition(displayText(resume.contact.fullName), 'docx'))
        .header('cache-control', 'no-store')
        .send(document);
    },
  );
}
