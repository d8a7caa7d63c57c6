// Why a PDF job failed, as the routes answer it (503 with the message).

import { englishMessage, serverMessage } from '../i18n/messages';

export const PDF_UNAVAILABLE_MESSAGE = englishMessage(serverMessage('pdfUnavailable'));
export const PDF_BUSY_MESSAGE = englishMessage(serverMessage('pdfBusy'));
/** Answered to a job that waited for a page longer than `maxWaitMs`: the same advice as busy. */
export const PDF_WAIT_MESSAGE = PDF_BUSY_MESSAGE;
export const PDF_TIMEOUT_MESSAGE = englishMessage(serverMessage('pdfTimeout'));
/** A job whose signal was aborted before its print began (nobody waits for it any more). */
export const PDF_CANCELLED_MESSAGE = 'The PDF was no longer wanted.';

export type PdfFailureReason = 'unavailable' | 'busy' | 'timeout' | 'cancelled';

/** A job the engine refused or gave up on; the routes answer 503 with its message. */
export class PdfEngineError extends Error {
  constructor(
    readonly reason: PdfFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export const cancelled = () => new PdfEngineError('cancelled', PDF_CANCELLED_MESSAGE);
