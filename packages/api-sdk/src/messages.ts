// Spec §8: the message the user reads for each failed account call, by HTTP status.
// Every function takes whatever the call threw and never returns undefined.
import { intlLocaleOf } from '@talent/i18n';
import { apiErrorText, pageLanguage } from './catalogue';
import { isApiError, type ApiError } from './errors';

function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null;
}

/**
 * A 422 about the human-verification check (spec §8 'Login by status'). The server words its message
 * in the page's language, so the field it names decides; the spec's English words still count.
 */
function isRecaptchaRejection(error: ApiError): boolean {
  if ((error.errors.recaptcha_token ?? []).length > 0) return true;
  const message = error.serverMessage ?? '';
  return /recaptcha/i.test(message) || message.includes('Score too low');
}

/** What failed before the request: the reCAPTCHA script carries its own message. */
function scriptFailure(error: ApiError | null): string | null {
  return error?.kind === 'recaptcha' ? error.message : null;
}

export function loginErrorMessage(error: unknown): string {
  const text = apiErrorText();
  const apiError = asApiError(error);
  const early = scriptFailure(apiError);
  if (early !== null) return early;
  if (apiError === null || apiError.status === null) return text('network');
  const { status, serverMessage } = apiError;
  switch (status) {
    case 404:
      return text('login.userNotFound');
    case 401:
      return serverMessage ?? text('login.incorrectPassword');
    case 422:
      if (isRecaptchaRejection(apiError)) return text('securityVerification');
      return serverMessage ?? text('login.invalidInput');
    case 419:
      return text('sessionExpiredRefresh');
    case 500:
      return text('server');
    default:
      return serverMessage ?? text('login.failed');
  }
}

export function signupErrorMessage(error: unknown): string {
  const text = apiErrorText();
  const apiError = asApiError(error);
  const early = scriptFailure(apiError);
  if (early !== null) return early;
  if (apiError === null || apiError.status === null) return text('network');
  switch (apiError.status) {
    case 422:
      if (isRecaptchaRejection(apiError)) return text('securityVerification');
      if ((apiError.errors.email ?? []).length > 0) return text('signup.emailTaken');
      return text('signup.failed');
    case 419:
      return text('sessionExpiredRefresh');
    case 500:
      return text('server');
    default:
      return text('signup.failed');
  }
}

/** Spec §8 'Profile load after login'; the shell logs the user out after any of these. */
export function profileLoadErrorMessage(error: unknown): string {
  const text = apiErrorText();
  const apiError = asApiError(error);
  if (apiError === null || apiError.status === null) return text('profileLoad.network');
  switch (apiError.status) {
    case 404:
      return text('profileLoad.notFound');
    case 401:
      return text('profileLoad.unauthenticated');
    default:
      return apiError.serverMessage ?? text('profileLoad.failed');
  }
}

/**
 * Spec §8 'Forgot password' and 'Reset': the server's message or the generic one. A lapsed
 * anti-forgery session (419) reads as the CSRF rule says, which the error already carries.
 */
function serverMessageOrGeneric(error: unknown): string {
  const apiError = asApiError(error);
  const text = apiErrorText();
  if (apiError === null) return text('generic');
  if (apiError.kind === 'recaptcha') return apiError.message;
  if (apiError.status === 419) return text('sessionExpired');
  return apiError.serverMessage ?? text('generic');
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return serverMessageOrGeneric(error);
}

export function resetPasswordErrorMessage(error: unknown): string {
  return serverMessageOrGeneric(error);
}

/**
 * The reset link itself was refused (spec §8 'Reset': a message about the token sends the user to ask
 * for a new link). Told by the field the server names, `token`, so it holds in every language.
 */
export function isResetTokenRejected(error: unknown): boolean {
  const apiError = asApiError(error);
  return apiError?.status === 422 && (apiError.errors.token ?? []).length > 0;
}

/**
 * The employers' side (issue #19): what a failed shortlist, contact-request or views call tells the user.
 * 403 is an applicant account on a company route; 404 a list or request that is gone (or another
 * company's); a 422 names its first field error; a 429 says when to try again if the server said.
 */
export function employerErrorMessage(error: unknown): string {
  const text = apiErrorText();
  const apiError = asApiError(error);
  if (apiError === null || apiError.status === null) return text('network');
  const { status, serverMessage, errors, retryAfterSeconds } = apiError;
  switch (status) {
    case 401:
      return text('employer.signedOut');
    case 403:
      return text('employer.forbidden');
    case 404:
      return text('employer.notFound');
    case 419:
      return text('sessionExpired');
    case 422: {
      const first = Object.values(errors).flat()[0];
      return first ?? serverMessage ?? text('login.invalidInput');
    }
    case 429: {
      if (retryAfterSeconds === null) return text('employer.tooManyRequests');
      const time = new Intl.DateTimeFormat(intlLocaleOf(pageLanguage()), { timeStyle: 'short' }).format(
        Date.now() + retryAfterSeconds * 1000,
      );
      return text('employer.tooManyRequestsUntil', { time });
    }
    case 500:
      return text('server');
    default:
      return serverMessage ?? text('generic');
  }
}
