import type { FastifyInstance } from 'fastify';
import { issueAccessToken, revokeAccessToken } from '../auth/access-tokens';
import {
  type FieldErrors,
  requireEmail,
  requireNewPassword,
  requirePassword,
  requireText,
  throwIfInvalid,
} from '../auth/rules';
import { createAccount, findApplicantOf, findUserByEmail, normalizeEmail, userView } from '../auth/users';
import type { Config } from '../config';
import { HttpError, invalidInput } from '../http/errors';
import { sessionSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { serverMessage } from '../i18n/messages';

export const CREDENTIALS_MISMATCH = serverMessage('credentialsMismatch');
export const EMAIL_TAKEN = serverMessage('emailTaken');

interface SignupBody {
  email: string;
  name: string;
  password: string;
  is_company: boolean;
  recaptcha_token?: string | null;
}

interface LoginBody {
  email: string;
  password: string;
  recaptcha_token?: string | null;
}

const recaptchaToken = { type: ['string', 'null'] } as const;

const signupBody = {
  type: 'object',
  required: ['email', 'name', 'password'],
  properties: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    is_company: { type: 'boolean', default: false },
    recaptcha_token: recaptchaToken,
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string' }, password: { type: 'string' }, recaptcha_token: recaptchaToken },
} as const;

function tooManyLoginAttempts(seconds: number) {
  return new HttpError(429, serverMessage('loginThrottled', { count: seconds }), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** Sign-up, login and logout (spec §7). Tokens are Sanctum-style bearer tokens; see access-tokens.ts. */
export async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.post<{ Body: SignupBody }>(
    '/api/signup',
    { schema: { body: signupBody, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireEmail(errors, body.email);
      requireText(errors, 'name', body.name);
      requireNewPassword(errors, body.password);
      throwIfInvalid(errors);
      await app.verifyHuman(request, body.recaptcha_token, 'signup');

      const emailTaken = () => invalidInput({ email: [EMAIL_TAKEN] });
      if (await findUserByEmail(app.db, body.email)) throw emailTaken();
      const created = await createAccount(app.db, {
        name: body.name.trim(),
        email: body.email,
        passwordHash: await app.passwords.hash(body.password),
        isCompany: body.is_company,
      });
      if (created === 'email-taken') throw emailTaken();

      const token = await issueAccessToken(app.db, created.user.id, app.now(), config.tokenTtlDays);
      return reply.code(201).send({ user: userView(created.user, created.applicant), token });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/api/login',
    { schema: { body: loginBody, response: { 200: sessionSchema } } },
    async (request) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireText(errors, 'email', body.email);
      requirePassword(errors, body.password);
      throwIfInvalid(errors);

      const throttleKey = `${normalizeEmail(body.email)}|${request.ip}`;
      const wait = await app.rateLimits.login.retryAfter(throttleKey);
      if (wait > 0) throw tooManyLoginAttempts(wait);
      await app.verifyHuman(request, body.recaptcha_token, 'login');

      // An unknown address costs the same hashing work as a wrong password, and gets the same answer.
      const user = await findUserByEmail(app.db, body.email);
      if (!(await app.passwords.matches(body.password, user?.password)) || !user) {
        await app.rateLimits.login.hit(throttleKey);
        throw new HttpError(401, CREDENTIALS_MISMATCH);
      }
      await app.rateLimits.login.clear(throttleKey);

      const token = await issueAccessToken(app.db, user.id, app.now(), config.tokenTtlDays);
      const applicant = user.isCompany ? undefined : await findApplicantOf(app.db, user.id);
      return { user: userView(user, applicant), token };
    },
  );

  app.post('/logout', { onRequest: app.requireUser }, async (request, reply) => {
    await revokeAccessToken(app.db, signedIn(request).tokenId);
    return reply.code(204).send();
  });
}
