// A read the server makes of its own API to write a page's first answers (web/first-page.ts) is nobody's
// visit: the page counts its visitor's look itself, with a HEAD of the same read (packages/api-sdk,
// getApplicant), and a crawler or link preview that fetches the page and runs no script is not counted,
// as before the answers were written. The marker is a header no client can forge: its value is made
// anew by each server process and never leaves it.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const UNRECORDED_READ_HEADER = 'x-talent-unrecorded-read';
const marker = randomBytes(18).toString('base64url');

/** Headers that mark an `app.inject` read as the server's own. */
export const unrecordedReadHeaders = (): Record<string, string> => ({ [UNRECORDED_READ_HEADER]: marker });

/** Whether `request` is one of the server's own reads (`unrecordedReadHeaders`). */
export const isUnrecordedRead = (request: FastifyRequest): boolean =>
  request.headers[UNRECORDED_READ_HEADER] === marker;
