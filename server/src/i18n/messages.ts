// The server's own words, in the language of the request that gets them. A route or plugin says
// WHICH message (`serverMessage('unauthenticated')`, or a rule's message from resume-model); the error
// handler, the mailer and anything else that writes text for a client word it with `messageFor`. The
// English catalogue holds the spec's texts, so an English answer stays byte for byte what it was.

import type { FastifyRequest } from 'fastify';
import { requestLanguage, type Language } from '@talent/i18n/src/languages';
import arCommon from '@talent/i18n/src/locales/ar/common.json';
import arServer from '@talent/i18n/src/locales/ar/server.json';
import arValidation from '@talent/i18n/src/locales/ar/validation.json';
import ckbCommon from '@talent/i18n/src/locales/ckb/common.json';
import ckbServer from '@talent/i18n/src/locales/ckb/server.json';
import ckbValidation from '@talent/i18n/src/locales/ckb/validation.json';
import common from '@talent/i18n/src/locales/en/common.json';
import server from '@talent/i18n/src/locales/en/server.json';
import validation from '@talent/i18n/src/locales/en/validation.json';
import {
  createMessageInstance,
  translateMessage,
  type MessageDescriptor,
  type MessageValue,
} from '@talent/i18n/src/messages';

const catalogue = createMessageInstance({
  // `common` for the product's name, which some server texts nest ($t(common:product)).
  en: { common, server, validation },
  ar: { common: arCommon, server: arServer, validation: arValidation },
  ckb: { common: ckbCommon, server: ckbServer, validation: ckbValidation },
});

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message of the `server` namespace, e.g. 'unauthenticated', 'resetMail.subject'. */
export type ServerMessageKey = KeysOf<typeof server>;

/**
 * What the server says: a message of its own or of the rules. A plain string is sent as it is, in
 * every language — only for text that is not the server's to word (e.g. a stored value).
 */
export type Message = MessageDescriptor | string;

export function serverMessage(
  key: ServerMessageKey,
  values?: Record<string, MessageValue>,
): MessageDescriptor {
  return values === undefined ? { key: `server:${key}` } : { key: `server:${key}`, values };
}

/**
 * The language the server answers a request in: its `Accept-Language` (the SDK sends the page's
 * language there), else English. API calls carry no language cookie of their own on purpose: the
 * header is what the page asks for at the moment of the call.
 */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  return requestLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** `message` in `language`. */
export function messageIn(language: Language, message: Message): string {
  return typeof message === 'string' ? message : translateMessage(catalogue, message, language);
}

/** `message` worded for the client of `request`: the one function every reply text goes through. */
export function messageFor(request: Pick<FastifyRequest, 'headers'>, message: Message): string {
  return messageIn(languageOf(request), message);
}

/** The same message in English, for the log. */
export function englishMessage(message: Message): string {
  return messageIn('en', message);
}
