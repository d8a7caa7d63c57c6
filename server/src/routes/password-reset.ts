import type { FastifyInstance } from 'fastify';
import { createResetToken, resetPassword } from '../auth/password-resets';
import {
  type FieldErrors,
  requireEmail,
  requireNewPassword,
  requireText,
  throwIfInvalid,
} from '../auth/rules';
import { findUserByEmail, normalizeEmail } from '../auth/users';
import { invalidInput, tooManyRequests } from '../http/errors';
import { messageSchema } from '../http/schemas';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset-mail';
import { languageOf, type Message, messageFor, serverMessage } from '../i18n/messages';

export const RESET_LINK_ON_ITS_WAY = serverMessage('resetLinkOnItsWay');
export const PASSWORD_RESET_DONE = serverMessage('passwordResetDone');
export const RESET_TOKEN_INVALID = serverMessage('resetTokenInvalid');

interface ForgotPasswordBody {
  email: string;
  recaptcha_token?: string | null;
}

interface ResetPasswordBody {
  token: string;
  email: string;
  password: string;
  password_confirmation?: string;
}

const forgotPasswordBody = {
  type: 'object',
  required: ['email'],
  properties: { email: { type: 'string' }, recaptcha_token: { type: ['string', 'null'] } },
} as const;

const resetPasswordBody = {
  type: 'object',
  required: ['token', 'email', 'password'],
  properties: {
    token: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    password_confirmation: { type: 'string' },
  },
} as const;

function tooSoonForAnotherLink(seconds: number): Message {
  return serverMessage('resetThrottled', { count: seconds });
}

/** Forgot and reset password (spec §7). Nothing in the answers tells whether an address is registered. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { appUrl, logResetLinks }: { appUrl: () => string; logResetLinks: boolean },
) {
  app.post<{ Body: ForgotPasswordBody }>(
    '/api/forgot-password',
    { schema: { body: forgotPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireEmail(errors, body.email);
      throwIfInvalid(errors);
      await app.verifyHuman(request, body.recaptcha_token, 'forgot_password');

      const email = normalizeEmail(body.email);
      const wait =
        (await app.rateLimits.forgotPasswordByClient.take(request.ip)) ||
        (await app.rateLimits.forgotPasswordByAccount.take(email));
      if (wait > 0) throw tooManyRequests(wait, tooSoonForAnotherLink(wait));

      const user = await findUserByEmail(app.db, email);
      // The mail speaks the language of the page that asked for it (the SDK's Accept-Language).
      const language = languageOf(request);
      if (user) {
        // Sent after the answer: how long a mail server takes must not tell who has an account.
        app.runInBackground('sending a password reset link', async () => {
          const link = passwordResetLink(appUrl(), await createResetToken(app.db, email, app.now()), email);
          const { outboxFile } = await app.mailer.send(passwordResetMail(user.email, link, language));
          if (outboxFile) {
            // A live link opens the account to whoever reads the log: only a developer's server
            // (LOG_RESET_LINKS=1, as `pnpm dev` sets) logs it; otherwise the mail is in the outbox file.
            const logged = logResetLinks ? { link } : {};
            app.log.info(
              { to: user.email, outboxFile, ...logged },
              'password reset mail written to the outbox',
            );
          }
        });
      }
      return { message: messageFor(request, RESET_LINK_ON_ITS_WAY) };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/api/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: messageSchema } } },
    async (request) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireText(errors, 'token', body.token);
      requireEmail(errors, body.email);
      requireNewPassword(errors, body.password, body.password_confirmation ?? '');
      throwIfInvalid(errors);
      const wait = await app.rateLimits.resetPasswordByClient.take(request.ip);
      if (wait > 0) throw tooManyRequests(wait);

      const reset = await resetPassword(
        app.db,
        { email: body.email, token: body.token, hashNewPassword: () => app.passwords.hash(body.password) },
        app.now(),
      );
      // Under `token`, the field at fault, so the page tells a refused link from a mistyped address
      // in any language (decisions.md, issue #16).
      if (!reset) throw invalidInput({ token: [RESET_TOKEN_INVALID] });
      return { message: messageFor(request, PASSWORD_RESET_DONE) };
    },
  );
}
