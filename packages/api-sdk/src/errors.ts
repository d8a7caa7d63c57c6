import { apiErrorText } from './catalogue';

/** Laravel's error body: `{message}`, and on 422 `{message, errors: {field: [..]}}`. */
export interface LaravelErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * Where a failure came from: an HTTP answer, no answer at all, or the human-verification script,
 * which never reached the server and so has no status either.
 */
export type ApiErrorKind = 'response' | 'network' | 'recaptcha';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status of the answer; null when no answer came back. */
  readonly status: number | null;
  /** Field errors of a 422 answer, keyed by field name; empty otherwise. */
  readonly errors: Record<string, string[]>;
  /** The server's own `message`, for calls whose spec §8 entry says "the server message or …". */
  readonly serverMessage: string | null;
  /** Seconds a 429 asks the caller to wait (its `Retry-After` header); null when it gave none. */
  retryAfterSeconds: number | null = null;

  constructor(
    message: string,
    status: number | null,
    serverMessage: string | null = null,
    errors: Record<string, string[]> = {},
    kind: ApiErrorKind = status === null ? 'network' : 'response',
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.kind = kind;
  }
}

/**
 * The call was abandoned through its AbortSignal: not a failure to show to anyone. Axios rejects such a
 * call with its `CanceledError`; told apart by name, as the SDK loads axios only with its first call to
 * the network (http.ts) and a screen asks this of any failure.
 */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function laravelBody(data: unknown): { message: string | null; errors: Record<string, string[]> } {
  if (typeof data !== 'object' || data === null) return { message: null, errors: {} };
  const { message, errors } = data as LaravelErrorBody;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    errors: typeof errors === 'object' && errors !== null ? errors : {},
  };
}

/** A call made without axios (fetch with keepalive) that got an answer other than 2xx. */
export function apiErrorFromAnswer(status: number, data: unknown): ApiError {
  const { message, errors } = laravelBody(data);
  const text = apiErrorText();
  if (status === 419) return new ApiError(text('sessionExpired'), status, message, errors);
  return new ApiError(message ?? text('generic'), status, message, errors);
}

/** The reCAPTCHA script could not be loaded or run (spec §8 'CSRF', last sentence). */
export function recaptchaError(): ApiError {
  return new ApiError(apiErrorText()('recaptchaScript'), null, null, {}, 'recaptcha');
}
