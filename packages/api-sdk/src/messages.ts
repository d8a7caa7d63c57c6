// Spec §8: the message the user reads for a failed call the shell or several remotes make, by HTTP
// status. The account forms' own messages live with those forms (mfe-account), so the first script
// of every page does not carry them. Every function takes whatever the call threw and never returns
// undefined.
import { formatTime } from '@talent/i18n';
import { apiErrorText, pageLanguage } from './catalogue';
import { isApiError, type ApiError } from './errors';

function asApiError(error: unknown): ApiError | null {
  return isApiError(error) ? error : null;
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
      // The server says why (an applicant's account, or a company that has not confirmed its e-mail
      // address yet, issue 34) in the page's language; without a message, the account is of the wrong kind.
      return serverMessage ?? text('employer.forbidden');
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
      // Kurdish in Arabic-Indic digits even where the browser's Intl has no Kurdish (formatTime).
      const time = formatTime(Date.now() + retryAfterSeconds * 1000, pageLanguage());
      return text('employer.tooManyRequestsUntil', { time });
    }
    case 500:
      return text('server');
    default:
      return serverMessage ?? text('generic');
  }
}
