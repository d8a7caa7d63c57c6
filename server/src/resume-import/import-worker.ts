// The thread a file is read on (issue 33): parsing a PDF or a Word document is CPU work that would
// otherwise stall every other request, and a hostile file (a zip bomb, a 2,000-page PDF) is bounded here
// in time and memory (import-threads.ts) without touching the server.

import { parentPort, workerData } from 'node:worker_threads';
import { ImportFailure } from './import-failure';
import { parseResumeFile } from './parse-file';
import type { ImportReply } from './import-threads';

const bytes = workerData as Uint8Array;

parseResumeFile(bytes).then(
  (parsed) => parentPort!.postMessage({ ok: true, ...parsed } satisfies ImportReply),
  (error: unknown) =>
    parentPort!.postMessage({
      ok: false,
      failure: error instanceof ImportFailure ? error.kind : 'unreadable',
      detail: error instanceof ImportFailure ? undefined : String(error),
    } satisfies ImportReply),
);
