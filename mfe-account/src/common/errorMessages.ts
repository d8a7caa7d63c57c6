// Spec §8: what the account forms tell the user when login, sign-up, a forgotten password or a reset
// fails, by HTTP status. Kept with the forms rather than in the shared SDK, whose code is in every
// page's first script (issue #16's 200 KB budget for `/`); the SDK's own `isApiError` decides what
// is an HTTP failure, so an error made by the shared client is recognised here.
import { isApiError, type ApiError } from '@talent/api-sdk';
import { initI18n } from '@talent/i18n';

/** The shared catalogue's words for failed calls, in the page's language at the moment of failure. */
const apiErrorText = () => initI18n().getFixedT(null, 'common', 'apiErrors');

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

/** A confirmation link refused (issue 34): the server says why, in the page's language. */
export function verifyEmailErrorMessage(error: unknown): string {
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

/** What a failed call of the account page tells: the server's words per field (a 422), and one line. */
export interface AccountCallFailure {
  fields: Record<string, string>;
  message: string;
}

export function accountCallFailure(error: unknown): AccountCallFailure {
  const text = apiErrorText();
  const apiError = asApiError(error);
  if (apiError === null || apiError.status === null) return { fields: {}, message: text('network') };
  const { status, serverMessage, errors } = apiError;
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
  switch (status) {
    case 419:
      return { fields, message: text('sessionExpiredRefresh') };
    case 500:
      return { fields, message: text('server') };
    default:
      return { fields, message: serverMessage ?? text('generic') };
  }
}
