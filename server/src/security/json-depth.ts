// Issue 34 (security review): a JSON text nested hundreds of thousands of levels deep costs every walk
// of the parsed value far more than its size, and overflows the recursive ones (an answer of 500). No
// request of ours nests more than a few levels, so anything deeper than MAX_JSON_DEPTH is refused with
// 400 before it is parsed: the JSON bodies of every route here, and the save's multipart `data` field
// in resume-input.ts.

import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { serverMessage } from '../i18n/messages';

export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` opens more than `max` arrays or objects inside one another, brackets inside strings
 * not counted. One pass over the characters, nothing allocated; it does not check that the text is
 * JSON (the parser does that next).
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

export function jsonTooDeep(): HttpError {
  return new HttpError(400, serverMessage('errors.jsonTooDeep', { max: MAX_JSON_DEPTH }));
}

/** Throws the 400 for a JSON text nested deeper than MAX_JSON_DEPTH. */
export function requireShallowJson(text: string): void {
  if (nestsDeeperThan(text)) throw jsonTooDeep();
}

/**
 * Fastify's own JSON body parser (with its guard against `__proto__` keys), behind the depth check.
 * Registered at the root, so every route's JSON body goes through it.
 */
export const jsonDepthPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    // Fastify's defaults for both (a 400 for either kind of prototype poisoning).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (nestsDeeperThan(text)) {
        done(jsonTooDeep(), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-depth' },
);
