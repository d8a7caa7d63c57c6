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
import { HttpError, invalidInput, tooManyRequests } from '../http/errors';
import { sessionSchema } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { languageOf, serverMessage } from '../i18n/messages';
import { sendVerificationMail } from './email-verification';

export const CREDENTIALS_MISMATCH = serverMessage('credentialsMismatch');
export const EMAIL_TAKEN = serverMessage('emailTaken');

interface SignupBody {
  email: string;
  name: string;
  password: string;
  is_company: boolean;
  /** The company's own name (issue 34), asked beside the person's when `is_company`. */
  company_name?: string;
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
    company_name: { type: 'string' },
    recaptcha_token: recaptchaToken,
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string' }, password: { type: 'string' }, recaptcha_token: recaptchaToken },
} as const;

function tooManyLoginAttempts(seconds: number) {
  return tooManyRequests(seconds, serverMessage('loginThrottled', { count: seconds }));
}

/** Sign-up, login and logout (spec §7). Tokens are Sanctum-style bearer tokens; see access-tokens.ts. */
export async function authRoutes(
  app: FastifyInstance,
  { config, appUrl }: { config: Config; appUrl: () => string },
) {
  app.post<{ Body: SignupBody }>(
    '/api/signup',
    { schema: { body: signupBody, response: { 201: sessionSchema } } },
    async (request, reply) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireEmail(errors, body.email);
      requireText(errors, 'name', body.name);
      if (body.is_company) requireText(errors, 'company_name', body.company_name ?? '');
      requireNewPassword(errors, body.password);
      throwIfInvalid(errors);
      const wait = await app.rateLimits.signupByClient.take(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      await app.verifyHuman(request, body.recaptcha_token, 'signup');

      const emailTaken = () => invalidInput({ email: [EMAIL_TAKEN] });
      if (await findUserByEmail(app.db, body.email)) throw emailTaken();
      const created = await createAccount(app.db, {
        name: body.name.trim(),
        email: body.email,
        passwordHash: await app.passwords.hash(body.password),
        isCompany: body.is_company,
        companyName: body.company_name?.trim(),
        // The page's language (the SDK sends it as Accept-Language): the new resume's document language.
        language: languageOf(request),
      });
      if (created === 'email-taken') throw emailTaken();
      await sendVerificationMail(app, created.user, { appUrl, language: languageOf(request) });

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

      // Each attempt is counted before the password is checked, in one atomic step per limit: parallel
      // guesses cannot all pass a count read before any of them was recorded. The address's own limit
      // is counted only for clients still allowed, so one noisy client cannot lock the owner out; and
      // past it, a client still has a couple of tries an hour (issue 34): guesses spread over a handful
      // of addresses no longer refuse the owner's right password, and the human check (when set up)
      // still comes before any password is checked.
      const { rateLimits } = app;
      const email = normalizeEmail(body.email);
      const client = request.ip;
      const accountAndClient = `${email}|${client}`;
      const wait =
        (await rateLimits.loginByAccountAndClient.take(accountAndClient)) ||
        (await rateLimits.loginByClient.take(client)) ||
        ((await rateLimits.loginByAccount.take(email)) &&
          (await rateLimits.loginPastAccountLimit.take(accountAndClient)));
      if (wait > 0) throw tooManyLoginAttempts(wait);
      const giveBackAttempt = () =>
        Promise.all([
          rateLimits.loginByAccountAndClient.giveBack(accountAndClient),
          rateLimits.loginByClient.giveBack(client),
          rateLimits.loginByAccount.giveBack(email),
        ]);
      // An attempt reCAPTCHA turns away never reached a password: it is not counted.
      await app.verifyHuman(request, body.recaptcha_token, 'login').catch(async (error: unknown) => {
        await giveBackAttempt();
        throw error;
      });

      // An unknown address costs the same hashing work as a wrong password, and gets the same answer.
      const user = await findUserByEmail(app.db, body.email);
      if (!(await app.passwords.matches(body.password, user?.password)) || !user) {
        throw new HttpError(401, CREDENTIALS_MISMATCH);
      }
      // Only failures stay counted; a success also forgets this client's failures at this address.
      await Promise.all([
        rateLimits.loginByAccountAndClient.clear(accountAndClient),
        rateLimits.loginPastAccountLimit.clear(accountAndClient),
        rateLimits.loginByClient.giveBack(client),
        rateLimits.loginByAccount.giveBack(email),
      ]);

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
