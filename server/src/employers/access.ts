// Who may call the employers' routes: a signed-in company (401 without a valid token, 403 for an
// applicant's account), or for the answers to contact requests and the views, a signed-in applicant.

import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import { signedIn } from '../plugins/auth';
import { MAX_ID } from './limits';

export const COMPANY_ONLY = serverMessage('employers.companyOnly');
export const APPLICANT_ONLY = serverMessage('employers.applicantOnly');
export const CONFIRM_EMAIL_FIRST = serverMessage('employers.confirmEmailFirst');

const mustBeCompany: onRequestHookHandler = async (request: FastifyRequest) => {
  if (!signedIn(request).user.isCompany) throw new HttpError(403, COMPANY_ONLY);
};

const mustBeApplicant: onRequestHookHandler = async (request: FastifyRequest) => {
  if (signedIn(request).user.isCompany) throw new HttpError(403, APPLICANT_ONLY);
};

/** onRequest hooks of a company's route. */
export function companyOnly(app: FastifyInstance): onRequestHookHandler[] {
  return [app.requireUser, mustBeCompany];
}

const mustHaveConfirmedEmail: onRequestHookHandler = async (request: FastifyRequest) => {
  if (!signedIn(request).user.emailVerifiedAt) throw new HttpError(403, CONFIRM_EMAIL_FIRST);
};

/**
 * onRequest hooks of a company's route that reaches applicants or keeps them (asking for contact,
 * shortlisting, saving a search): the company must have confirmed its address first (issue 34).
 */
export function confirmedCompanyOnly(app: FastifyInstance): onRequestHookHandler[] {
  return [...companyOnly(app), mustHaveConfirmedEmail];
}

/** onRequest hooks of an applicant's route. */
export function applicantOnly(app: FastifyInstance): onRequestHookHandler[] {
  return [app.requireUser, mustBeApplicant];
}

/** A path parameter as a row id, or null when it names no row (the route then answers 404). */
export function idParameter(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** PostgreSQL's unique_violation, however deep the driver and the ORM wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
