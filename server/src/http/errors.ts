import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/outage';

import {
  englishMessage,
  languageOf,
  type Message,
  messageFor,
  messageIn,
  serverMessage,
} from '../i18n/messages';
import type { Language } from '@talent/i18n/src/languages';

// Error bodies in the shape the front end reads (Laravel's): `{message}`, and for invalid input
// 422 `{message, errors: {field: [messages]}}`, worded in the request's language (i18n/messages.ts).
// A server fault never reveals its cause.

export const SERVER_ERROR_MESSAGE = serverMessage('serverError');
export const NOT_FOUND_MESSAGE = serverMessage('notFound');
export const BAD_REQUEST_MESSAGE = serverMessage('badRequest');

export interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
}

/** Per-field messages of a refusal, before they are worded for a client. */
export type FieldMessages = Record<string, Message[]>;

type SchemaError = NonNullable<FastifyError['validation']>[number];

function fieldOf(error: SchemaError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = error.params.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  return segments.join('.') || 'input';
}

function messageOf(field: string, error: SchemaError): Message {
  if (error.keyword === 'required') return serverMessage('fieldRequired', { field });
  // The schema validator words its reason in English; the other languages say the field is invalid.
  return serverMessage('fieldInvalid', { field, reason: error.message ?? 'is invalid' });
}

/** The per-field messages of a failed request-schema check. */
export function schemaFieldErrors(validation: readonly SchemaError[]): FieldMessages {
  const errors: FieldMessages = {};
  for (const error of validation) {
    const field = fieldOf(error);
    (errors[field] ??= []).push(messageOf(field, error));
  }
  return errors;
}

/** Turns a failed request-schema check into the 422 body. */
export function toValidationFailure(
  validation: readonly SchemaError[],
  language: Language = 'en',
): ValidationFailure {
  return validationFailure(schemaFieldErrors(validation), language);
}

/** A 422 names at most this many fields: enough to fix a form, never an answer as large as the input. */
export const MAX_REPORTED_FIELDS = 10;

/**
 * The 422 body for these per-field messages, worded in `language`: the first one, and how many more
 * there are; `errors` keeps the first MAX_REPORTED_FIELDS fields.
 */
export function validationFailure(errors: FieldMessages, language: Language = 'en'): ValidationFailure {
  const worded = Object.fromEntries(
    Object.entries(errors)
      .slice(0, MAX_REPORTED_FIELDS)
      .map(([field, messages]) => [field, messages.map((m) => messageIn(language, m))]),
  );
  const more = Object.values(errors).reduce((count, messages) => count + messages.length, 0) - 1;
  const first = Object.values(worded).flat()[0] ?? messageIn(language, serverMessage('invalidData'));
  return {
    message: more > 0 ? messageIn(language, serverMessage('andMore', { first, count: more })) : first,
    errors: worded,
  };
}

/**
 * A refusal the client should see as it is: its status, its message, per-field `errors` for a 422
 * and headers such as Retry-After. The message is worded for each client when the reply is sent.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reply: Message,
    readonly details: {
      errors?: FieldMessages;
      headers?: Record<string, string>;
      /** The top message is the first field error and a count of the others (`invalidInput`). */
      summarise?: boolean;
    } = {},
  ) {
    super(englishMessage(reply));
    this.name = 'HttpError';
  }
}

/** A throttled client's message when the route has none of its own. */
export function tooManyRequestsMessage(seconds: number): Message {
  return serverMessage('errors.tooManyRequests', { seconds });
}

/** 429 with `Retry-After`: a rate limit said to wait `seconds`. */
export function tooManyRequests(
  seconds: number,
  message: Message = tooManyRequestsMessage(seconds),
): HttpError {
  return new HttpError(429, message, { headers: { 'retry-after': String(seconds) } });
}

/** A 422 for input that passed the schema but breaks a rule. */
export function invalidInput(errors: FieldMessages): HttpError {
  return new HttpError(422, serverMessage('invalidData'), { errors, summarise: true });
}

/** The body of an HttpError, worded for `request`. */
export function httpErrorBody(
  error: HttpError,
  request: FastifyRequest,
): { message: string; errors?: Record<string, string[]> } {
  const { errors, summarise } = error.details;
  if (!errors) return { message: messageFor(request, error.reply) };
  const failure = validationFailure(errors, languageOf(request));
  return { message: summarise ? failure.message : messageFor(request, error.reply), errors: failure.errors };
}

export function replyNotFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('application/json')
    .send({ message: messageFor(reply.request, NOT_FOUND_MESSAGE) });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route is found (a malformed percent
 * sequence in the path, an over-long parameter) goes out in the same shape, through the same hooks.
 */
export async function replyToFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'request rejected');
  // No route means no onSend hook: the security headers are put on here.
  if (request.server.hasDecorator('setSecurityHeaders'))
    await request.server.setSecurityHeaders(request, reply);
  return reply
    .code(status)
    .type('application/json')
    .send({ message: messageFor(request, BAD_REQUEST_MESSAGE) });
}

export const errorsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(422).send(toValidationFailure(error.validation, languageOf(request)));
      }
      if (error instanceof HttpError) {
        request.log.info({ statusCode: error.statusCode, reason: error.message }, 'request refused');
        return reply
          .code(error.statusCode)
          .headers(error.details.headers ?? {})
          .send(httpErrorBody(error, request));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        return reply.code(status).send({ message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'request failed: the database is unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: messageFor(request, DATABASE_UNAVAILABLE_MESSAGE) });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: messageFor(request, SERVER_ERROR_MESSAGE) });
    });
  },
  { name: 'errors' },
);
