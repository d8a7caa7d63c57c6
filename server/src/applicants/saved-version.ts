// The version a save was made on (issue 32): the builder sends, inside the save's `data`, the
// `updated_at` of the resume it last read or saved. When the stored resume is newer — saved meanwhile
// from another phone or tab — the save is refused with 409 instead of overwriting it without a word.
// A save without it behaves as before (scripts, older clients).

import { HttpError } from '../http/errors';
import { serverMessage } from '../i18n/messages';
import { requireShallowJson } from '../security/json-depth';

/** Spec §7 issue 32: the 409 of a save made on an older version of the resume. */
export const STALE_RESUME = serverMessage('staleResume');

export function staleResume(): HttpError {
  return new HttpError(409, STALE_RESUME);
}

/** A save's `data` without its `updated_at`, and that moment (undefined: the save checks nothing). */
export interface VersionedSave {
  resume: unknown;
  readAt: Date | undefined;
}

// An ISO 8601 moment with its offset, as `updated_at` is answered (`2026-11-26T22:48:44.123Z`).
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function invalidVersion(): HttpError {
  return new HttpError(422, serverMessage('invalidData'), {
    errors: {
      updated_at: [
        serverMessage('fieldInvalid', { field: 'updated_at', reason: 'must be a date and time (ISO 8601)' }),
      ],
    },
  });
}

/**
 * Takes `updated_at` out of a save's `data` (an object, or the JSON text of a multipart field): null or
 * absent asks for no check; anything but an ISO 8601 moment is refused with 422. Data that is not a
 * JSON object is passed on untouched, for the resume's own checks to refuse.
 */
export function splitSavedVersion(data: unknown): VersionedSave {
  let value: unknown = data;
  if (typeof data === 'string') {
    // A multipart field's text: refused before it is parsed when nested too deep (issue 34), as the resume's
    // own reading of it would.
    requireShallowJson(data);
    try {
      value = JSON.parse(data);
    } catch {
      return { resume: data, readAt: undefined };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('updated_at' in value)) {
    return { resume: data, readAt: undefined };
  }
  const { updated_at: version, ...resume } = value as Record<string, unknown>;
  if (version === null || version === undefined) return { resume, readAt: undefined };
  const readAt = typeof version === 'string' && ISO_MOMENT.test(version) ? new Date(version) : null;
  if (readAt === null || Number.isNaN(readAt.getTime())) throw invalidVersion();
  return { resume, readAt };
}
