// What the request log must not keep: a live password reset token in the path of the page that
// follows a reset link, and credentials in headers (bearer tokens, cookies, the XSRF token).

import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Header values pino replaces wherever a request or reply is logged with its headers. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

// The e-mail confirmation link's page (issue 34) carries a live token the same way.
const RESET_TOKEN_IN_PATH = /(\/(?:reset-password|confirm-email)\/)[^/?#]+/gi;

/** The URL with the token of `/reset-password/{token}` or `/confirm-email/{token}` blanked out. */
export function redactedUrl(url: string): string {
  return url.replace(RESET_TOKEN_IN_PATH, `$1${REDACTED}`);
}

/** Fastify's own request fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
