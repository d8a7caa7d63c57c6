import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { sameSecret } from '../security/secrets';
import { type XsrfTokens, xsrfTokens } from '../security/xsrf-token';
import { serverMessage } from '../i18n/messages';

// Sanctum's anti-forgery handshake (spec §7): GET /sanctum/csrf-cookie sets XSRF-TOKEN, and every
// request that changes something echoes it in X-XSRF-TOKEN. The cookie is signed, so a value planted
// in the browser by someone else does not pass.

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_MISMATCH = serverMessage('csrfMismatch');

declare module 'fastify' {
  interface FastifyInstance {
    xsrf: XsrfTokens;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isGuardedPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/logout';
}

export const xsrfPlugin = fastifyPlugin(
  async (app: FastifyInstance, { appKey }: { appKey: Buffer }) => {
    await app.register(fastifyCookie);
    const tokens = xsrfTokens(appKey);
    app.decorate('xsrf', tokens);

    const checkXsrf: onRequestHookHandler = async (request: FastifyRequest) => {
      if (safeMethods.has(request.method)) return;
      const header = request.headers[XSRF_HEADER];
      const cookie = request.cookies[XSRF_COOKIE];
      if (typeof header !== 'string' || !cookie || !sameSecret(header, cookie) || !tokens.isGenuine(header)) {
        throw new HttpError(419, CSRF_MISMATCH);
      }
    };

    // Checked on the routes themselves rather than on every request, so that an unknown path still
    // answers 404 and the check runs before the body is parsed or the caller authenticated.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!isGuardedPath(route.url) || methods.every((method) => safeMethods.has(method))) return;
      route.onRequest = [checkXsrf, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'xsrf' },
);
