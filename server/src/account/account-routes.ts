import type { FastifyInstance, FastifyRequest } from 'fastify';
import { revokeAllAccessTokens } from '../auth/access-tokens';
import { updateCompanyProfile } from '../auth/company-profile';
import {
  type FieldErrors,
  requireEmail,
  requireNewPassword,
  requirePassword,
  requireText,
  throwIfInvalid,
} from '../auth/rules';
import { findApplicantOf, findUserByEmail, normalizeEmail, setPassword, userView } from '../auth/users';
import { invalidInput, tooManyRequests } from '../http/errors';
import { messageSchema, userSchema } from '../http/schemas';
import { languageOf, messageFor, serverMessage } from '../i18n/messages';
import { signedIn } from '../plugins/auth';
import { EMAIL_TAKEN } from '../routes/auth';
import { leftToRight } from '../mail/contact-mails';
import { pruneSearchWords } from '../applicants/search-words';
import { deleteAccount } from './account-deletion';
import { accountExport } from './account-export';
import {
  accountDeletedMail,
  confirmEmailLink,
  confirmNewEmailMail,
  emailChangeNoticeMail,
} from './account-mails';
import { askEmailChange, confirmEmailChange } from './email-changes';
import { and, eq, ne } from 'drizzle-orm';
import { personalAccessTokens, users } from '../db/schema';

// The account page's calls (issue 34). Each needs the signed-in user and, being a change, the XSRF pair
// (plugins/xsrf.ts); each that could hand the account to someone holding only a token asks its password.

export const WRONG_PASSWORD = serverMessage('account.wrongPassword');
const SAME_EMAIL = serverMessage('account.sameEmail');
const EMAIL_CHANGED = serverMessage('account.emailChanged');
const CONFIRM_LINK_INVALID = serverMessage('account.confirmLinkInvalid');
const PASSWORD_CHANGED = serverMessage('account.passwordChanged');

const accountBody = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    // A company's profile (`{name, city, sector, website, description}`), checked by updateCompanyProfile.
    company: {},
  },
} as const;

const emailBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

const passwordBody = {
  type: 'object',
  required: ['current_password', 'password', 'password_confirmation'],
  properties: {
    current_password: { type: 'string' },
    password: { type: 'string' },
    password_confirmation: { type: 'string' },
  },
} as const;

const deleteBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string' } },
} as const;

const confirmBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

const userAnswer = { type: 'object', required: ['user'], properties: { user: userSchema } } as const;

export async function accountRoutes(app: FastifyInstance, { appUrl }: { appUrl: () => string }) {
  /**
   * 422 on `field` unless `password` is the signed-in user's. Wrong ones are counted per account; a right
   * one gives its attempt back.
   */
  const checkPassword = async (request: FastifyRequest, password: string, field = 'password') => {
    const { user } = signedIn(request);
    const key = String(user.id);
    const wait = await app.rateLimits.accountPasswordByUser.take(key);
    if (wait > 0) throw tooManyRequests(wait);
    if (!(await app.passwords.matches(password, user.password))) {
      throw invalidInput({ [field]: [WRONG_PASSWORD] });
    }
    await app.rateLimits.accountPasswordByUser.giveBack(key);
    return user;
  };

  app.patch<{ Body: { name?: string; company?: unknown } }>(
    '/api/account',
    { onRequest: app.requireUser, schema: { body: accountBody, response: { 200: userAnswer } } },
    async (request) => {
      const { user } = signedIn(request);
      const { name, company } = request.body;
      // The name is required unless the call changes only the company's profile.
      if (name !== undefined || company === undefined) {
        const errors: FieldErrors = {};
        requireText(errors, 'name', name ?? '');
        throwIfInvalid(errors);
      }
      const updated = await app.db.transaction(async (tx) => {
        if (company !== undefined) await updateCompanyProfile(tx, user, company);
        const [row] = await tx
          .update(users)
          .set({ ...(name === undefined ? {} : { name: name.trim() }), updatedAt: app.now() })
          .where(eq(users.id, user.id))
          .returning();
        return row!;
      });
      return { user: userView(updated, await findApplicantOf(app.db, user.id)) };
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/api/account/email',
    { onRequest: app.requireUser, schema: { body: emailBody, response: { 200: messageSchema } } },
    async (request) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requireEmail(errors, body.email);
      requirePassword(errors, body.password);
      throwIfInvalid(errors);
      const user = await checkPassword(request, body.password);
      const email = normalizeEmail(body.email);
      if (email === normalizeEmail(user.email)) throw invalidInput({ email: [SAME_EMAIL] });
      if (await findUserByEmail(app.db, email)) throw invalidInput({ email: [EMAIL_TAKEN] });

      const token = await askEmailChange(app.db, user.id, email, app.now());
      const language = languageOf(request);
      app.runInBackground('mailing an e-mail change', async () => {
        await app.mailer.send(
          confirmNewEmailMail({
            to: email,
            language,
            name: user.name,
            link: confirmEmailLink(appUrl(), token),
          }),
        );
        await app.mailer.send(
          emailChangeNoticeMail({ to: user.email, language, name: user.name, newEmail: email }),
        );
      });
      return {
        message: messageFor(
          request,
          serverMessage('account.confirmLinkSent', { email: leftToRight(language, email) }),
        ),
      };
    },
  );

  // Open to whoever holds the link: it may be opened on another device than the one that asked.
  app.post<{ Body: { token: string } }>(
    '/api/confirm-email',
    { schema: { body: confirmBody, response: { 200: messageSchema } } },
    async (request) => {
      const errors: FieldErrors = {};
      requireText(errors, 'token', request.body.token);
      throwIfInvalid(errors);
      const outcome = await confirmEmailChange(app.db, request.body.token, app.now());
      if (outcome.kind === 'invalid') throw invalidInput({ token: [CONFIRM_LINK_INVALID] });
      if (outcome.kind === 'email-taken') throw invalidInput({ email: [EMAIL_TAKEN] });
      return { message: messageFor(request, EMAIL_CHANGED) };
    },
  );

  app.post<{ Body: { current_password: string; password: string; password_confirmation: string } }>(
    '/api/account/password',
    { onRequest: app.requireUser, schema: { body: passwordBody, response: { 200: messageSchema } } },
    async (request) => {
      const { body } = request;
      const errors: FieldErrors = {};
      requirePassword(errors, body.current_password);
      if (errors.password) errors.current_password = errors.password.splice(0);
      delete errors.password;
      requireNewPassword(errors, body.password, body.password_confirmation);
      throwIfInvalid(errors);
      const user = await checkPassword(request, body.current_password, 'current_password');
      const { tokenId } = signedIn(request);
      const hash = await app.passwords.hash(body.password);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, user.id, hash);
        // This device stays signed in; every other session ends.
        await tx
          .delete(personalAccessTokens)
          .where(and(eq(personalAccessTokens.userId, user.id), ne(personalAccessTokens.id, tokenId)));
      });
      return { message: messageFor(request, PASSWORD_CHANGED) };
    },
  );

  app.post('/api/account/sign-out-everywhere', { onRequest: app.requireUser }, async (request, reply) => {
    await revokeAllAccessTokens(app.db, signedIn(request).user.id);
    return reply.code(204).send();
  });

  app.get('/api/account/export', { onRequest: app.requireUser }, async (request, reply) => {
    const { user } = signedIn(request);
    const data = await accountExport(app.db, app.photos, user, app.now());
    const day = app.now().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="talent-pool-data-${day}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.delete<{ Body: { password: string } }>(
    '/api/account',
    { onRequest: app.requireUser, schema: { body: deleteBody } },
    async (request, reply) => {
      const errors: FieldErrors = {};
      requirePassword(errors, request.body.password);
      throwIfInvalid(errors);
      const user = await checkPassword(request, request.body.password);
      const { photo } = await deleteAccount(app.db, user);
      const language = languageOf(request);
      app.runInBackground('finishing an account deletion', async () => {
        if (photo) await app.photos.remove(photo);
        // The typo table keeps published words only: the resume's went with it.
        await pruneSearchWords(app.db);
        await app.mailer.send(accountDeletedMail({ to: user.email, language, name: user.name }));
      });
      return reply.code(204).send();
    },
  );
}
