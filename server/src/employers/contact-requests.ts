// Contact with the applicant's consent (issue 19). A company asks with a short message; the applicant
// is mailed and accepts or declines; only after acceptance does the company see the applicant's e-mail
// and phone (even a phone hidden from the public), as they stood at that moment, and both sides are mailed.
// The applicant may withdraw that consent at any time (issue 34): the company then sees no contact detail,
// and is mailed.
// A company sends at most CONTACT_REQUESTS_PER_DAY requests in any 24 hours, has one pending request per
// applicant, and must have confirmed its e-mail address first. Applicants see the company's profile.

import { documentLanguageOf } from '@talent/resume-model';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FieldErrors, requireText, throwIfInvalid } from '../auth/rules';
import type { Queryable } from '../db/database';
import { applicants, contactRequests, users } from '../db/schema';
import { HttpError, invalidInput, tooManyRequests } from '../http/errors';
import { languageOf, serverMessage } from '../i18n/messages';
import {
  acceptedApplicantMail,
  acceptedCompanyMail,
  contactRequestMail,
  withdrawnCompanyMail,
} from '../mail/contact-mails';
import { signedIn } from '../plugins/auth';
import { supportedLanguages, type Language } from '@talent/i18n/src/languages';
import { companyProfileOf, type CompanyProfile } from '../auth/users';
import { confirmedCompanyOnly, idParameter, isUniqueViolation } from './access';
import { publishedApplicant } from './applicant-summary';
import {
  CONTACT_REQUESTS_PER_DAY,
  EMPLOYER_BODY_LIMIT_BYTES,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_ID,
  MAX_LISTED_CONTACT_REQUESTS,
} from './limits';
import { APPLICANT_NOT_AVAILABLE } from './shortlists';

export const CONTACT_REQUEST_NOT_FOUND = serverMessage('employers.contactRequestNotFound');
const REQUEST_STILL_OPEN = serverMessage('employers.requestStillOpen');
const REQUEST_ALREADY_ACCEPTED = serverMessage('employers.requestAlreadyAccepted');
const REQUEST_ALREADY_ANSWERED = serverMessage('employers.requestAlreadyAnswered');
const ONLY_ACCEPTED_WITHDRAWN = serverMessage('employers.onlyAcceptedWithdrawn');
const DAY_MS = 24 * 60 * 60 * 1000;

type Status = 'pending' | 'accepted' | 'declined' | 'withdrawn';

const requestBody = {
  type: 'object',
  required: ['applicant_id', 'message'],
  properties: { applicant_id: { type: 'integer' }, message: { type: 'string' } },
} as const;

/**
 * A request as its company sees it. `contact` is null unless the applicant accepted (and has not withdrawn):
 * then the resume's contact e-mail and phone as they stood at acceptance, never the sign-in address.
 */
export interface SentRequest {
  id: number;
  /** Null once the applicant deleted their account. */
  applicant: { id: number; name: string; job_title: string | null } | null;
  message: string;
  status: Status;
  created_at: string;
  answered_at: string | null;
  contact: { email: string | null; phone: string | null } | null;
}

/**
 * A request as its applicant sees it: who the company is (its profile, and whether it confirmed its
 * address); the company's e-mail shows while they have accepted.
 */
export interface ReceivedRequest {
  id: number;
  company: CompanyProfile & { id: number; email: string | null; email_verified: boolean };
  message: string;
  status: Status;
  created_at: string;
  answered_at: string | null;
}

const applicantAccount = alias(users, 'applicant_account');
const company = alias(users, 'company');

const requestColumns = {
  id: contactRequests.id,
  message: contactRequests.message,
  status: contactRequests.status,
  companyLanguage: contactRequests.companyLanguage,
  createdAt: contactRequests.createdAt,
  answeredAt: contactRequests.answeredAt,
  sharedEmail: contactRequests.sharedEmail,
  sharedPhone: contactRequests.sharedPhone,
  applicantId: applicants.id,
  applicantName: applicants.fullName,
  resume: applicants.resume,
  applicantAccountName: applicantAccount.name,
  applicantAccountEmail: applicantAccount.email,
  companyId: company.id,
  companyAccountName: company.name,
  companyEmail: company.email,
  companyEmailVerifiedAt: company.emailVerifiedAt,
  companyName: company.companyName,
  companyCity: company.companyCity,
  companySector: company.companySector,
  companyWebsite: company.companyWebsite,
  companyDescription: company.companyDescription,
};

function requestRows(db: Queryable) {
  return db
    .select(requestColumns)
    .from(contactRequests)
    .innerJoin(applicants, eq(applicants.id, contactRequests.applicantId))
    .innerJoin(applicantAccount, eq(applicantAccount.id, applicants.userId))
    .innerJoin(company, eq(company.id, contactRequests.companyId));
}

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

/**
 * A company's sent requests, those to an applicant who deleted their account included (issue 34): the
 * request stays the company's, naming nobody, and reads "deleted account".
 */
function sentRequestRows(db: Queryable) {
  return db
    .select(requestColumns)
    .from(contactRequests)
    .leftJoin(applicants, eq(applicants.id, contactRequests.applicantId))
    .leftJoin(applicantAccount, eq(applicantAccount.id, applicants.userId))
    .innerJoin(company, eq(company.id, contactRequests.companyId));
}

type SentRequestRow = Awaited<ReturnType<typeof sentRequestRows>>[number];

function jobTitleOf(resume: Record<string, unknown>): string | null {
  const title = ((resume.contact ?? {}) as { job_title?: unknown }).job_title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
}

/** The resume's contact e-mail and phone of the moment, as the acceptance keeps them (never the account's). */
const sharedContactSql = {
  email: sql`(select nullif(btrim(${applicants.resume} -> 'contact' ->> 'email'), '') from ${applicants} where ${applicants.id} = ${contactRequests.applicantId})`,
  phone: sql`(select nullif(btrim(${applicants.resume} -> 'contact' -> 'phone' ->> 'phone'), '') from ${applicants} where ${applicants.id} = ${contactRequests.applicantId})`,
};

/** The company's profile as a row of `requestRows` holds it. */
function companyOf(row: RequestRow): CompanyProfile {
  return companyProfileOf({
    name: row.companyAccountName,
    companyName: row.companyName,
    companyCity: row.companyCity,
    companySector: row.companySector,
    companyWebsite: row.companyWebsite,
    companyDescription: row.companyDescription,
  });
}

const applicantNameOf = (row: RequestRow) => row.applicantName || row.applicantAccountName;

/** The gender the resume gives ('Female', 'Male', or anything else: none), for the mails' Arabic. */
const applicantGenderOf = (resume: Record<string, unknown>): unknown =>
  ((resume.contact ?? {}) as { gender?: unknown }).gender;

function sentView(row: SentRequestRow): SentRequest {
  const base = {
    id: row.id,
    message: row.message,
    status: row.status as Status,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
  if (row.applicantId === null || row.resume === null) return { ...base, applicant: null, contact: null };
  return {
    ...base,
    applicant: {
      id: row.applicantId,
      name: row.applicantName || row.applicantAccountName || '',
      job_title: jobTitleOf(row.resume),
    },
    // The applicant's consent is what shows these, the hidden phone included, as they stood then.
    contact: row.status === 'accepted' ? { email: row.sharedEmail, phone: row.sharedPhone } : null,
  };
}

function receivedView(row: RequestRow): ReceivedRequest {
  return {
    id: row.id,
    company: {
      id: row.companyId,
      ...companyOf(row),
      email: row.status === 'accepted' ? row.companyEmail : null,
      email_verified: row.companyEmailVerifiedAt !== null,
    },
    message: row.message,
    status: row.status as Status,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

const languageNamed = (value: string): Language =>
  supportedLanguages.find((language) => language === value) ?? 'en';

export async function contactRequestRoutes(app: FastifyInstance, { appUrl }: { appUrl: () => string }) {
  const onRequest = confirmedCompanyOnly(app);

  /** The signed-in applicant's own applicant id, or a 404 for an account without a resume row. */
  const ownApplicantId = async (request: FastifyRequest) => {
    const { user } = signedIn(request);
    const [row] = await app.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.userId, user.id));
    return row?.id ?? null;
  };

  app.post<{ Body: { applicant_id: number; message: string } }>(
    '/api/contact-requests',
    { onRequest, bodyLimit: EMPLOYER_BODY_LIMIT_BYTES, schema: { body: requestBody } },
    async (request, reply) => {
      const companyId = signedIn(request).user.id;
      const { body } = request;
      const errors: FieldErrors = {};
      requireText(errors, 'message', body.message, MAX_CONTACT_MESSAGE_LENGTH);
      throwIfInvalid(errors);
      const message = body.message.trim();
      const applicant =
        body.applicant_id >= 1 && body.applicant_id <= MAX_ID
          ? await publishedApplicant(app.db, body.applicant_id)
          : undefined;
      if (!applicant) throw invalidInput({ applicant_id: [APPLICANT_NOT_AVAILABLE] });

      const id = await app.db
        .transaction(async (tx) => {
          // One company's requests one at a time: the day's count cannot be passed by sending in parallel.
          await tx.execute(sql`select 1 from ${users} where ${users.id} = ${companyId} for update`);
          const earlier = await tx
            .select({ status: contactRequests.status })
            .from(contactRequests)
            .where(
              and(
                eq(contactRequests.companyId, companyId),
                eq(contactRequests.applicantId, applicant.id),
                sql`${contactRequests.status} in ('pending', 'accepted')`,
              ),
            );
          if (earlier.some((row) => row.status === 'accepted')) {
            throw invalidInput({ applicant_id: [REQUEST_ALREADY_ACCEPTED] });
          }
          if (earlier.length > 0) throw invalidInput({ applicant_id: [REQUEST_STILL_OPEN] });
          const now = app.now();
          const [window] = await tx
            .select({
              sent: sql<number>`count(*)::int`,
              oldest: sql<string | null>`min(${contactRequests.createdAt})`,
            })
            .from(contactRequests)
            .where(
              and(
                eq(contactRequests.companyId, companyId),
                gt(contactRequests.createdAt, new Date(now.getTime() - DAY_MS)),
              ),
            );
          if (window && window.sent >= CONTACT_REQUESTS_PER_DAY && window.oldest) {
            const freeAt = new Date(window.oldest).getTime() + DAY_MS;
            const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
            throw tooManyRequests(
              seconds,
              serverMessage('employers.dailyRequestLimit', { max: CONTACT_REQUESTS_PER_DAY }),
            );
          }
          const [row] = await tx
            .insert(contactRequests)
            .values({
              companyId,
              applicantId: applicant.id,
              message,
              companyLanguage: languageOf(request),
              createdAt: now,
            })
            .returning({ id: contactRequests.id });
          return row!.id;
        })
        .catch((error: unknown) => {
          // The partial unique index is the last word on "one pending request per pair".
          if (isUniqueViolation(error)) throw invalidInput({ applicant_id: [REQUEST_STILL_OPEN] });
          throw error;
        });

      const [row] = await requestRows(app.db).where(eq(contactRequests.id, id));
      if (!row) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
      app.runInBackground('contact request mail', async () => {
        await app.mailer.send(
          contactRequestMail({
            to: row.applicantAccountEmail,
            // The language the applicant writes their resume in (docs/decisions.md).
            language: documentLanguageOf(row.resume),
            applicantName: applicantNameOf(row),
            company: { ...companyOf(row), emailVerified: row.companyEmailVerifiedAt !== null },
            message: row.message,
            profileUrl: `${appUrl()}/profile`,
          }),
        );
      });
      return reply.code(201).send(sentView(row));
    },
  );

  app.get('/api/contact-requests', { onRequest: app.requireUser }, async (request) => {
    const { user } = signedIn(request);
    if (user.isCompany) {
      const rows = await sentRequestRows(app.db)
        .where(eq(contactRequests.companyId, user.id))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(MAX_LISTED_CONTACT_REQUESTS);
      return { data: rows.map(sentView) };
    }
    const rows = await requestRows(app.db)
      .where(eq(applicants.userId, user.id))
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(MAX_LISTED_CONTACT_REQUESTS);
    return { data: rows.map(receivedView) };
  });

  const answer = (answerStatus: 'accepted' | 'declined') =>
    async function (request: FastifyRequest<{ Params: { id: string } }>) {
      const { user } = signedIn(request);
      if (user.isCompany) throw new HttpError(403, serverMessage('employers.applicantOnly'));
      const id = idParameter(request.params.id);
      const applicantId = await ownApplicantId(request);
      if (id === null || applicantId === null) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
      const [changed] = await app.db
        .update(contactRequests)
        .set({
          status: answerStatus,
          answeredAt: app.now(),
          ...(answerStatus === 'accepted'
            ? { sharedEmail: sharedContactSql.email, sharedPhone: sharedContactSql.phone }
            : {}),
        })
        .where(
          and(
            eq(contactRequests.id, id),
            eq(contactRequests.applicantId, applicantId),
            eq(contactRequests.status, 'pending'),
          ),
        )
        .returning({ id: contactRequests.id });
      const [row] = await requestRows(app.db).where(
        and(eq(contactRequests.id, id), eq(contactRequests.applicantId, applicantId)),
      );
      if (!row) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
      // Answering the same way twice (a double click) is not an error, and mails nobody again.
      if (!changed && row.status !== answerStatus) {
        throw invalidInput({ status: [REQUEST_ALREADY_ANSWERED] });
      }
      if (changed && answerStatus === 'accepted') {
        const sent = sentView(row);
        const applicantName = applicantNameOf(row);
        app.runInBackground('contact accepted mails', async () => {
          await app.mailer.send(
            acceptedCompanyMail({
              to: row.companyEmail,
              language: languageNamed(row.companyLanguage),
              companyName: companyOf(row).name,
              applicantName,
              applicantGender: applicantGenderOf(row.resume),
              email: sent.contact!.email,
              phone: sent.contact!.phone,
            }),
          );
          await app.mailer.send(
            acceptedApplicantMail({
              to: row.applicantAccountEmail,
              language: documentLanguageOf(row.resume),
              applicantName,
              companyName: companyOf(row).name,
              companyEmail: row.companyEmail,
            }),
          );
        });
      }
      return receivedView(row);
    };

  app.post<{ Params: { id: string } }>(
    '/api/contact-requests/:id/accept',
    { onRequest: app.requireUser },
    answer('accepted'),
  );
  app.post<{ Params: { id: string } }>(
    '/api/contact-requests/:id/decline',
    { onRequest: app.requireUser },
    answer('declined'),
  );

  // The applicant takes an acceptance back (issue 34): the company keeps the request, without the
  // contact details, which are forgotten. Withdrawing twice is no error; a request not accepted is
  // declined instead.
  app.post<{ Params: { id: string } }>(
    '/api/contact-requests/:id/withdraw',
    { onRequest: app.requireUser },
    async (request) => {
      const { user } = signedIn(request);
      if (user.isCompany) throw new HttpError(403, serverMessage('employers.applicantOnly'));
      const id = idParameter(request.params.id);
      const applicantId = await ownApplicantId(request);
      if (id === null || applicantId === null) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
      const [changed] = await app.db
        .update(contactRequests)
        .set({ status: 'withdrawn', withdrawnAt: app.now(), sharedEmail: null, sharedPhone: null })
        .where(
          and(
            eq(contactRequests.id, id),
            eq(contactRequests.applicantId, applicantId),
            eq(contactRequests.status, 'accepted'),
          ),
        )
        .returning({ id: contactRequests.id });
      const [row] = await requestRows(app.db).where(
        and(eq(contactRequests.id, id), eq(contactRequests.applicantId, applicantId)),
      );
      if (!row) throw new HttpError(404, CONTACT_REQUEST_NOT_FOUND);
      if (row.status !== 'withdrawn') throw invalidInput({ status: [ONLY_ACCEPTED_WITHDRAWN] });
      // The company is told once, in the language it asked in; a second withdrawal mails nobody.
      if (changed) {
        const mail = withdrawnCompanyMail({
          to: row.companyEmail,
          language: languageNamed(row.companyLanguage),
          companyName: companyOf(row).name,
          applicantName: applicantNameOf(row),
          applicantGender: applicantGenderOf(row.resume),
        });
        app.runInBackground('consent withdrawn mail', async () => {
          await app.mailer.send(mail);
        });
      }
      return receivedView(row);
    },
  );
}
