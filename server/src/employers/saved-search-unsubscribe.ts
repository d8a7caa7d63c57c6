// The unsubscribe link of every digest mail (issue 19): `/unsubscribe/saved-searches/{token}`, no sign-in.
// GET asks (a page with one button), POST deletes the saved search: a mail scanner that follows links
// must not unsubscribe anyone. The token is the search's own signature (saved-search-digests.ts), so
// it needs no XSRF pair, and the path is outside /api/ where that check applies. HTML for a person,
// JSON for a client that asks for it (`Accept: application/json`).

import { languageDirection, type Language, isLanguage } from '@talent/i18n/src/languages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { savedSearches } from '../db/schema';
import { languageOf, messageIn, serverMessage, type ServerMessageKey } from '../i18n/messages';
import { escapeHtml } from '../mail/contact-mails';
import { searchOfToken } from './saved-search-digests';

export const UNSUBSCRIBE_PATH = '/unsubscribe/saved-searches/:token';

function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/i.test(request.headers.accept ?? '');
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  language: Language,
  key: ServerMessageKey,
  search: string | undefined,
  form: boolean,
) {
  const text = (messageKey: ServerMessageKey) =>
    messageIn(language, serverMessage(messageKey, search === undefined ? undefined : { search }));
  if (wantsJson(request)) return reply.code(status).send({ message: text(key) });
  const title = text('unsubscribePage.title');
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text(key))}</p>`,
    // The form posts to this same address (the token is in it).
    form
      ? `<form method="post"><button type="submit">${escapeHtml(text('unsubscribePage.button'))}</button></form>`
      : '',
  ];
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      [
        '<!doctype html>',
        `<html lang="${language}" dir="${languageDirection(language)}">`,
        '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)} - Talent Pool</title>`,
        '<style>body{font-family:sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem}' +
          'button{min-height:44px;padding:0 1.25rem;font-size:1rem}</style></head>',
        `<body>${body.join('')}</body>`,
        '</html>',
      ].join('\n'),
    );
}

export async function unsubscribeRoutes(app: FastifyInstance, { appKey }: { appKey: Buffer }) {
  // A browser's form post carries an empty urlencoded body; the token is in the path.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  /** The mail's language for a person (the page follows the mail); the request's for a JSON client. */
  const languageFor = (request: FastifyRequest, search: { language: string } | undefined): Language =>
    search && !wantsJson(request) && isLanguage(search.language) ? search.language : languageOf(request);

  app.get<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
    const search = await searchOfToken(app.db, appKey, request.params.token);
    const language = languageFor(request, search);
    if (!search) return answer(request, reply, 404, language, 'unsubscribePage.invalid', undefined, false);
    return answer(request, reply, 200, language, 'unsubscribePage.confirm', search.name, true);
  });

  app.post<{ Params: { token: string } }>(UNSUBSCRIBE_PATH, async (request, reply) => {
    const search = await searchOfToken(app.db, appKey, request.params.token);
    const language = languageFor(request, search);
    if (!search) return answer(request, reply, 404, language, 'unsubscribePage.invalid', undefined, false);
    await app.db.delete(savedSearches).where(eq(savedSearches.id, search.id));
    return answer(request, reply, 200, language, 'unsubscribePage.done', search.name, false);
  });
}
