import axios from 'axios';

// Spec §8 'CSRF': what the user reads when the anti-forgery handshake (or the check behind it) fails.
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please try again.';
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

/** Laravel's error body: `{message}`, and on 422 `{message, errors: {field: [..]}}`. */
export interface LaravelErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; null when no answer came back (network failure). */
  readonly status: number | null;
  /** Field errors of a 422 answer, keyed by field name; empty otherwise. */
  readonly errors: Record<string, string[]>;
  /** The server's own `message`, for calls whose spec §8 entry says "the server message or …". */
  readonly serverMessage: string | null;

  constructor(
    message: string,
    status: number | null,
    serverMessage: string | null = null,
    errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function laravelBody(data: unknown): { message: string | null; errors: Record<string, string[]> } {
  if (typeof data !== 'object' || data === null) return { message: null, errors: {} };
  const { message, errors } = data as LaravelErrorBody;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    errors: typeof errors === 'object' && errors !== null ? errors : {},
  };
}

/** A failed call: a 419 means the anti-forgery session lapsed; otherwise the server's message if it sent one. */
export function apiErrorFromResponse(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (!axios.isAxiosError(error) || !error.response) return new ApiError(GENERIC_ERROR_MESSAGE, null);
  const { status, data } = error.response;
  const { message, errors } = laravelBody(data);
  if (status === 419) return new ApiError(SESSION_EXPIRED_MESSAGE, status, message, errors);
  return new ApiError(message ?? GENERIC_ERROR_MESSAGE, status, message, errors);
}

/** The handshake itself failed: spec §8 gives only two messages for that, whatever the server said. */
export function apiErrorFromHandshake(error: unknown): ApiError {
  const status = axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
  return new ApiError(status === 419 ? SESSION_EXPIRED_MESSAGE : GENERIC_ERROR_MESSAGE, status);
}
