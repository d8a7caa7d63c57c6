import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE } from '../plugins/xsrf';

/** Laravel's session lifetime: a tab left open longer fetches a fresh cookie before its next change. */
const XSRF_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;

export async function csrfCookieRoutes(app: FastifyInstance) {
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    // A valid cookie keeps its value: requests already under way in another part of the page may
    // be about to send it.
    const current = request.cookies[XSRF_COOKIE];
    const token = current && app.xsrf.isGenuine(current) ? current : app.xsrf.issue();
    reply.setCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      httpOnly: false,
      maxAge: XSRF_COOKIE_MAX_AGE_SECONDS,
    });
    return reply.code(204).send();
  });
}
