// Issue 34 (security review): a request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is
// not a host name or address with an optional port is refused with 400 before any route reads it,
// instead of failing later (a malformed Host answered 500). Nothing the server writes takes its origin
// from these headers: pages, links and mails use APP_URL.

import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { BAD_REQUEST_MESSAGE, HttpError } from '../http/errors';

/** A DNS name or IPv4 address (letters, digits, '-', '.', '_'), or an IPv6 literal in brackets; a port. */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,251}[A-Za-z0-9_])?\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

export function isWellFormedHost(host: string): boolean {
  return HOST.test(host);
}

export const hostHeaderPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // Node refuses an HTTP/1.1 request without Host (HTTP/1.0 may leave it out); Fastify's `host` is
      // X-Forwarded-Host's when TRUST_PROXY trusts the proxy.
      const host = request.host;
      if (host !== '' && !isWellFormedHost(host)) throw new HttpError(400, BAD_REQUEST_MESSAGE);
    });
  },
  { name: 'host-header' },
);
