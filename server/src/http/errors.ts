import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/outage';

// Error bodies in the shape the front end reads (Laravel's): `{message}`, and for invalid input
// 422 `{message, errors: {field: [messages]}}`. A server fault never reveals its cause.

export const SERVER_ERROR_MESSAGE = 'Server Error';
export const NOT_FOUND_MESSAGE = 'Not Found';
export const BAD_REQUEST_MESSAGE = 'Bad Request';

export interface ValidationFailure {
  message: string;
  errors: Record<string, string[]>;
}

type SchemaError = NonNullable<FastifyError['validation']>[number];

function fieldOf(error: SchemaError): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = error.params.missingProperty;
  if (typeof missing === 'string') segments.push(missing);
  return segments.join('.') || 'input';
}

function sentenceFor(field: string, error: SchemaError): string {
  if (error.keyword === 'required') return `The ${field} field is required.`;
  return `The ${field} field ${error.message ?? 'is invalid'}.`;
}

/** Turns a failed request-schema check into the 422 body. */
export function toValidationFailure(validation: readonly SchemaError[]): ValidationFailure {
  const errors: Record<string, string[]> = {};
  for (const error of validation) {
    const field = fieldOf(error);
    (errors[field] ??= []).push(sentenceFor(field, error));
  }
  return validationFailure(errors);
}

/** A 422 names at most this many fields: enough to fix a form, never an answer as large as the input. */
export const MAX_REPORTED_FIELDS = 10;

/**
 * The 422 body for these per-field messages: the first one, and how many more there are; `errors`
 * keeps the first MAX_REPORTED_FIELDS fields.
 */
export function validationFailure(errors: Record<string, string[]>): ValidationFailure {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const first = messages[0] ?? 'The given data was invalid.';
  return {
    message: more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first,
    errors: Object.fromEntries(Object.entries(errors).slice(0, MAX_REPORTED_FIELDS)),
  };
}

/**
 * A refusal the client should see as it is: its status, its message, per-field `errors` for a 422
 * and headers such as Retry-After.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A throttled client's message when the route has none of its own. */
export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} seconds.`;
}

/** 429 with `Retry-After`: a rate limit said to wait `seconds`. */
export function tooManyRequests(seconds: number, message = tooManyRequestsMessage(seconds)): HttpError {
  return new HttpError(429, message, { headers: { 'retry-after': String(seconds) } });
}

/** A 422 for input that passed the schema but breaks a rule. */
export function invalidInput(errors: Record<string, string[]>): HttpError {
  const failure = validationFailure(errors);
  return new HttpError(422, failure.message, { errors: failure.errors });
}

export function replyNotFound(reply: FastifyReply) {
  return reply.code(404).type('application/json').send({ message: NOT_FOUND_MESSAGE });
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
  return reply.code(status).type('application/json').send({ message: BAD_REQUEST_MESSAGE });
}

export const errorsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(422).send(toValidationFailure(error.validation));
      }
      if (error instanceof HttpError) {
        request.log.info({ statusCode: error.statusCode, reason: error.message }, 'request refused');
        const { errors, headers } = error.details;
        return reply
          .code(error.statusCode)
          .headers(headers ?? {})
          .send(errors ? { message: error.message, errors } : { message: error.message });
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
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    });
  },
  { name: 'errors' },
);
