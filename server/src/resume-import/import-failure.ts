// Why a file could not be imported (issue 33): each is a 4xx answer with its own message, never a crash.

import type { ServerMessageKey } from '../i18n/messages';

export type ImportFailureKind =
  'unreadable' | 'scanned' | 'encrypted' | 'tooManyPages' | 'tooLargeUnpacked' | 'timeout';

/** The catalogue message of each failure (`server:resumeImport.*`). */
export const IMPORT_FAILURE_MESSAGES: Record<ImportFailureKind, ServerMessageKey> = {
  unreadable: 'resumeImport.unreadable',
  scanned: 'resumeImport.scanned',
  encrypted: 'resumeImport.encrypted',
  tooManyPages: 'resumeImport.tooManyPages',
  tooLargeUnpacked: 'resumeImport.tooLargeUnpacked',
  timeout: 'resumeImport.timeout',
};

/** A file that is not a resume we can read; `kind` says why. */
export class ImportFailure extends Error {
  constructor(readonly kind: ImportFailureKind) {
    super(`resume import failed: ${kind}`);
  }
}

/** The longest PDF read as a CV: a 2,000-page file is refused before its pages are read. */
export const MAX_PDF_PAGES = 20;
