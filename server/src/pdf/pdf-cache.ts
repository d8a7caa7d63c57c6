// Printed resumes, kept in memory by applicant: a resume is downloaded far more often than it is
// saved, and a repeat download of an unchanged one needs neither React nor Chromium. Each entry
// carries the fingerprint of everything the PDF was made from, so a save, a reset or a change of the
// reference data is a miss without any invalidation call to forget.

import { createHash } from 'node:crypto';

interface Entry {
  fingerprint: string;
  pdf: Buffer;
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
  private readonly printing = new Map<string, Promise<Buffer>>();

  /** `maxBytes` bounds the PDFs held; 16 MiB keeps several hundred resumes. */
  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The PDF of this version of the applicant's resume, printed by `print` unless already held. */
  pdfOf(applicantId: number, fingerprint: string, print: () => Promise<Buffer>): Promise<Buffer> {
    const entry = this.entries.get(applicantId);
    if (entry?.fingerprint === fingerprint) {
      this.entries.delete(applicantId);
      this.entries.set(applicantId, entry);
      return Promise.resolve(entry.pdf);
    }
    const key = `${applicantId}:${fingerprint}`;
    let pending = this.printing.get(key);
    if (!pending) {
      pending = print()
        .then((pdf) => {
          this.store(applicantId, { fingerprint, pdf });
          return pdf;
        })
        .finally(() => this.printing.delete(key));
      this.printing.set(key, pending);
    }
    return pending;
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
