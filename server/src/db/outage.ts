// Telling a database that is away (stopped, restarting, unreachable, too slow to answer) from a fault in
// our own code: the first is the client's to retry (503), the second is a bug (500).

import { serverMessage } from '../i18n/messages';

export const DATABASE_UNAVAILABLE_MESSAGE = serverMessage('unavailable');

/** Seconds a client is told to wait before retrying (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket errors of a connection that could not be made or was cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is shutting down, starting, full or cancelling for time.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// What `pg` and `pg-pool` throw themselves; they carry no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isOutageItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  // Class 08: connection exceptions.
  if (code !== undefined && /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((known) => message.includes(known));
}

/**
 * True when the error, or one it wraps, says the database is unavailable: drizzle wraps the driver's
 * error as `cause`, and a refused connection to a host with several addresses is an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isOutageItself(candidate)) return true;
  if (
    Array.isArray(candidate.errors) &&
    candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
