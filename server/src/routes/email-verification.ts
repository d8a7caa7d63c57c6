import type { FastifyInstance } from 'fastify';
import {
  createVerificationToken,
  verificationLink,
  verifyEmail,
  waitBeforeAnotherLink,
} from '../auth/email-verifications';
import type { UserRow } from '../auth/users';
import { invalidInput, tooManyRequests } from '../http/errors';
import { messageSchema } from '../http/schemas';
import type { Language } from '@talent/i18n/src/languages';
import { languageOf, messageFor, serverMessage } from '../i18n/messages';
import { verificationMail } from '../mail/verification-mail';
import { signedIn } from '../plugins/auth';

export const EMAIL_CONFIRMED = serverMessage('emailConfirmed');
export const EMAIL_ALREADY_CONFIRMED = serverMessage('emailAlreadyConfirmed');
export const VERIFICATION_SENT = serverMessage('verificationSent');
export const VERIFICATION_TOKEN_INVALID = serverMessage('verificationTokenInvalid');

const verifyBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

/**
 * Writes a new confirmation link for the account (replacing any earlier one) and mails it after the
 * answer: how long a mail server takes is nobody's business. Used by sign-up and by asking again.
 */
export async function sendVerificationMail(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email'>,
  { appUrl, language }: { appUrl: () => string; language: Language },
): Promise<void> {
  const token = await createVerificationToken(app.db, user.id, app.now());
  app.runInBackground('sending an e-mail confirmation link', async () => {
    await app.mailer.send(verificationMail(user.email, verificationLink(appUrl(), token), language));
  });
}

/** Confirming an account's e-mail address (issue 34). */
export async function emailVerificationRoutes(app: FastifyInstance, { appUrl }: { appUrl: () => string }) {
  // Open to guests: the link may be opened on another device than the one that signed up.
  app.post<{ Body: { token: string } }>(
    '/api/verify-email',
    { schema: { body: verifyBody, response: { 200: messageSchema } } },
    async (request) => {
      const userId = await verifyEmail(app.db, request.body.token, app.now());
      if (userId === null) throw invalidInput({ token: [VERIFICATION_TOKEN_INVALID] });
      return { message: messageFor(request, EMAIL_CONFIRMED) };
    },
  );

  app.post(
    '/api/account/verification',
    { onRequest: app.requireUser, schema: { response: { 200: messageSchema } } },
    async (request) => {
      const { user } = signedIn(request);
      if (user.emailVerifiedAt) return { message: messageFor(request, EMAIL_ALREADY_CONFIRMED) };
      const wait = await waitBeforeAnotherLink(app.db, user.id, app.now());
      if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
      await sendVerificationMail(app, user, { appUrl, language: languageOf(request) });
      return { message: messageFor(request, VERIFICATION_SENT) };
    },
  );
}
