// Security headers on every response: helmet's defaults (nosniff, frame and cross-origin rules,
// referrer policy) and our own Content-Security-Policy, chosen once the response's type is known.

import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { contentSecurityPolicy, originsOf } from '../security/content-security-policy';
import { readRemoteOverrides } from '../web/remotes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Puts the security headers on a reply that passes no hook (see replyToFrameworkError). */
    setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** REMOTES_FILE: remotes deployed on other origins, whose scripts the pages must be allowed to run. */
  remotesFile: string | undefined;
  /** reCAPTCHA is configured (a site key is handed to the browser). */
  recaptcha: boolean;
}

// A shell on another origin loads the remotes' scripts and the stored photos from this server.
const crossOriginPrefixes = ['/remotes/', '/storage/'];

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

async function remoteOrigins(remotesFile: string | undefined): Promise<string[]> {
  if (!remotesFile) return [];
  try {
    return originsOf(Object.values(await readRemoteOverrides(remotesFile)));
  } catch {
    // /remotes.json logs the unreadable file; without it the shell only loads remotes from here.
    return [];
  }
}

export const securityHeadersPlugin = fastifyPlugin(
  async (app: FastifyInstance, { remotesFile, recaptcha }: SecurityHeadersOptions) => {
    await app.register(fastifyHelmet, {
      // Both depend on the response (its type, the request's scheme): set in onSend below.
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: REFERRER_POLICY },
      crossOriginEmbedderPolicy: false,
    });

    const setHeaders = async (request: FastifyRequest, reply: FastifyReply) => {
      const document = isHtml(reply.getHeader('content-type'));
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          document,
          recaptcha,
          remoteOrigins: document ? await remoteOrigins(remotesFile) : [],
        }),
      );
      // Repeated here for answers that never passed helmet's onRequest hook (a malformed URL).
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', REFERRER_POLICY);
      reply.header('x-frame-options', document ? 'SAMEORIGIN' : 'DENY');
      // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const pathname = request.url.split('?')[0] ?? '';
      if (crossOriginPrefixes.some((prefix) => pathname.startsWith(prefix))) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    };

    app.decorate('setSecurityHeaders', setHeaders);
    app.addHook('onSend', async (request, reply, payload) => {
      await setHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
