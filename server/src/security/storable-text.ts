// PostgreSQL stores neither the NUL character nor half a UTF-16 surrogate pair (in text or in jsonb),
// and fails the whole statement when it meets one. Such input is refused up front with a 422 naming
// the field, instead of surfacing as a server error.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { invalidInput } from '../http/errors';
import type { MessageDescriptor } from '@talent/i18n/src/messages';
import { serverMessage } from '../i18n/messages';

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_REPORTED = 5;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export function unstorableTextMessage(field: string): MessageDescriptor {
  return serverMessage('unstorableText', { field });
}

/** A value met in a walk, and how it was reached: its key and its parent's step (null at the root). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

function pathOf(step: Step, root: string): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at !== null && at.parent !== null; at = at.parent) keys.push(at.key);
  return [root, ...keys.reverse()].filter((key) => key !== '').join('.');
}

/**
 * The fields (dotted paths) of `value` whose text, or key, cannot be stored; at most a few. Walks
 * with its own stack, so a deeply nested document cannot overflow the call stack, and spells out a
 * path only for a field it reports: a walk costs the size of the value, never its size times its depth.
 */
export function unstorableFields(value: unknown, root = ''): string[] {
  const found: string[] = [];
  const stack: Step[] = [{ value, key: root, parent: null }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push(pathOf(step, root) || 'input');
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) found.push(pathOf(step, root) || 'input');
        else stack.push({ value: child, key, parent: step });
      }
    }
  }
  return found;
}

/** Throws the 422 for the first few fields of `value` that cannot be stored. */
export function requireStorableText(value: unknown, root = ''): void {
  const fields = unstorableFields(value, root);
  if (fields.length > 0) {
    throw invalidInput(Object.fromEntries(fields.map((field) => [field, [unstorableTextMessage(field)]])));
  }
}

/** Checks the query, the path parameters and a parsed body of every request before its handler. */
export const storableTextPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      requireStorableText(request.query);
      requireStorableText(request.params);
      // A multipart body is read by its handler, which checks it then (see resume-input.ts).
      requireStorableText(request.body);
    });
  },
  { name: 'storable-text' },
);
