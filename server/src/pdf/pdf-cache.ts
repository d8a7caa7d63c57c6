// Printed resumes, kept in memory by applicant: a resume is downloaded far more often than it is
// saved, and a repeat download of an unchanged one needs neither React nor Chromium. Each entry
// carries the fingerprint of everything the PDF was made from, so a save, a reset or a change of the
// reference data is a miss without any invalidation call to forget.
//
// Concurrent downloads of one version share one print, which is cancelled (`signal`) only once every
// download waiting for it has gone: a client that disconnects stops waiting at once, and the print
// stops when it was the last one (a print under way finishes, and is kept for the next download).

import { createHash } from 'node:crypto';

interface Entry {
  fingerprint: string;
  pdf: Buffer;
}

/** A print under way, and how many downloads still wait for it. */
interface SharedPrint {
  pdf: Promise<Buffer>;
  /** Aborted when the last download waiting for the print has gone. */
  controller: AbortController;
  waiting: number;
}

/** The error a download that stopped waiting fails with (its client is gone: nobody reads it). */
export class PdfNotWantedError extends Error {
  constructor() {
    super('The download was cancelled.');
    this.name = 'AbortError';
  }
}

/** A short digest of the values, for `ResumePdfCache` (JSON of plain data: same data, same digest). */
export function fingerprintOf(...values: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url');
}

export class ResumePdfCache {
  /** By applicant id, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  /** Prints under way, so concurrent downloads of one version share one print. */
  private readonly printing = new Map<string, SharedPrint>();

  /** `maxBytes` bounds the PDFs held; 16 MiB keeps several hundred resumes. */
  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /**
   * The PDF of this version of the applicant's resume, printed by `print` unless already held. When
   * `signal` (the download's) is aborted the download stops waiting and fails with PdfNotWantedError;
   * the signal handed to `print` is aborted once no download waits for the print any more.
   */
  pdfOf(
    applicantId: number,
    fingerprint: string,
    print: (signal: AbortSignal) => Promise<Buffer>,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<Buffer> {
    const entry = this.entries.get(applicantId);
    if (entry?.fingerprint === fingerprint) {
      this.entries.delete(applicantId);
      this.entries.set(applicantId, entry);
      return Promise.resolve(entry.pdf);
    }
    if (signal?.aborted) return Promise.reject(new PdfNotWantedError());
    const key = `${applicantId}:${fingerprint}`;
    let shared = this.printing.get(key);
    // A print already given up is not joined: it may still fail as cancelled.
    if (!shared || shared.controller.signal.aborted) {
      const controller = new AbortController();
      const started: SharedPrint = {
        controller,
        waiting: 0,
        pdf: print(controller.signal)
          .then((pdf) => {
            this.store(applicantId, { fingerprint, pdf });
            return pdf;
          })
          .finally(() => {
            if (this.printing.get(key) === started) this.printing.delete(key);
          }),
      };
      shared = started;
      this.printing.set(key, shared);
    }
    const joined = shared;
    joined.waiting += 1;
    if (!signal) return joined.pdf;
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        joined.waiting -= 1;
        if (joined.waiting === 0) joined.controller.abort();
        reject(new PdfNotWantedError());
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.pdf.then(
        (pdf) => {
          signal.removeEventListener('abort', leave);
          resolve(pdf);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error as Error);
        },
      );
    });
  }

  /** Bytes of the PDFs held. */
  get size(): number {
    return this.bytes;
  }

  private store(applicantId: number, entry: Entry): void {
    this.remove(applicantId);
    if (entry.pdf.length > this.maxBytes) return;
    this.entries.set(applicantId, entry);
    this.bytes += entry.pdf.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(applicantId: number): void {
    const entry = this.entries.get(applicantId);
    if (!entry) return;
    this.entries.delete(applicantId);
    this.bytes -= entry.pdf.length;
  }
}
