import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Authenticated, authenticate } from '../auth/access-tokens';
import { createPasswords, type Passwords } from '../auth/passwords';
import type { UserRow } from '../auth/users';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { serverMessage } from '../i18n/messages';

export const UNAUTHENTICATED = serverMessage('unauthenticated');

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
    /** onRequest hook of every route that needs a signed-in user: 401 without a valid bearer token. */
    requireUser: onRequestHookHandler;
    /**
     * The signed-in user of a route open to guests, or null: an absent or bad token just means a guest
     * (and costs no query when absent).
     */
    viewerOf(request: FastifyRequest): Promise<UserRow | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser. */
    auth: Authenticated | null;
  }
}

/** The signed-in user of a route guarded by requireUser. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('The route reads the user without requireUser.');
  return request.auth;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const authPlugin = fastifyPlugin(
  async (
    app: FastifyInstance,
    { passwordHashing, tokenIdleDays }: Pick<Config, 'passwordHashing' | 'tokenIdleDays'>,
  ) => {
    app.decorate('passwords', await createPasswords(passwordHashing));
    app.decorateRequest('auth', null);
    const authenticated = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) return undefined;
      return authenticate(app.db, token, app.now(), { idleDays: tokenIdleDays });
    };
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const auth = await authenticated(request);
      if (!auth) throw new HttpError(401, UNAUTHENTICATED);
      request.auth = auth;
    });
    app.decorate('viewerOf', async (request: FastifyRequest) => (await authenticated(request))?.user ?? null);
  },
  { name: 'auth', dependencies: ['database', 'clock'] },
);
