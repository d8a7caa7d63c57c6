// Each import on a thread of its own (import-worker.ts), with a memory ceiling and a deadline: a file
// that needs more is refused (422), the thread ended, and the server goes on answering. At most two
// imports read at once (two cores); the others wait their turn.

import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { importWorkerStart } from '../paths';
import type { ImportFailureKind } from './import-failure';
import type { ParsedFile } from './parse-file';

export type ImportReply =
  ({ ok: true } & ParsedFile) | { ok: false; failure: ImportFailureKind; detail?: string };

export interface ImportLimits {
  /** How long one file may take to read. */
  timeoutMs: number;
  /** The thread's heap: far above a CV's needs, far below the server's. */
  maxHeapMb: number;
}

export const IMPORT_LIMITS: ImportLimits = { timeoutMs: 20_000, maxHeapMb: 256 };

const oneAtATimePerCore = pLimit(2);

/** `bytes` read on a fresh thread within `limits`. */
export function readOnImportThread(
  bytes: Uint8Array,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<ImportReply> {
  return oneAtATimePerCore(
    () =>
      new Promise<ImportReply>((resolve) => {
        const start = importWorkerStart();
        const worker = new Worker(start.code, {
          eval: start.eval,
          env: start.env,
          workerData: bytes,
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
        });
        let settled = false;
        const settle = (reply: ImportReply) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve(reply);
          void worker.terminate();
        };
        const deadline = setTimeout(() => settle({ ok: false, failure: 'timeout' }), limits.timeoutMs);
        worker.on('message', (reply: ImportReply) => settle(reply));
        // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any other end without an answer: a file we cannot read.
        worker.on('error', (error) =>
          settle({ ok: false, failure: 'tooLargeUnpacked', detail: String(error) }),
        );
        worker.on('exit', () => settle({ ok: false, failure: 'unreadable' }));
      }),
  );
}
