// The language a served page opens in, written into index.html's first byte: a right-to-left reader
// never sees a left-to-right page flip once the scripts have run (ARCHITECTURE.md §3b). The browser's
// script decides the same way (packages/i18n/src/choice.ts): the chosen language, else the browser's.
import type { FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  languageDirection,
  requestLanguage,
  type Language,
} from '@talent/i18n/src/languages';

/** The request headers index.html depends on: any cache in between keeps one copy per language. */
export const PAGE_LANGUAGE_VARY = 'Cookie, Accept-Language';

/** The chosen language (the `lang` cookie), else the first of Accept-Language we speak, else English. */
export function pageLanguage(request: FastifyRequest): Language {
  return requestLanguage(request.headers['accept-language'], request.cookies[LANGUAGE_COOKIE]);
}

/** `html` with its `<html>` tag's `lang` and `dir` set for `language`; its other attributes kept. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<html lang="${language}" dir="${languageDirection(language)}"${others}>`;
  });
}
