// Prints HTML to PDF: each job borrows a page from the pool (page-pool.ts: the browser kept warm, the
// pages reused, the bounded queue), has its document printed on it within a deadline (print.ts), and
// gets its PDF's metadata written (pdf-metadata.ts); a job that met a dead browser is tried once more
// on a new one. The browser process itself is chromium.ts. docs/decisions.md, 'PDF', says why the
// engine is shaped this way.

import { CHROMIUM_FLAGS, defaultChromiumPath, SINGLE_PROCESS_FLAGS } from './chromium';
import { PDF_NICENESS } from './niceness';
import { HUNG_JOB_GRACE_MS, Job, type PdfDocument, PagePool } from './page-pool';
import { cancelled, PDF_TIMEOUT_MESSAGE, PdfEngineError } from './pdf-errors';
import { withDocumentInfo } from './pdf-metadata';
import { withLogicalTextLayer } from './pdf-text-layer';
import { type Printed, printDocument } from './print';

export {
  CHROMIUM_FLAGS,
  DEFAULT_CHROMIUM_PATH,
  defaultChromiumPath,
  HEADLESS_SHELL_PATH,
  SINGLE_PROCESS_FLAGS,
} from './chromium';
export type { PdfDocument } from './page-pool';
export {
  PDF_BUSY_MESSAGE,
  PDF_CANCELLED_MESSAGE,
  PDF_TIMEOUT_MESSAGE,
  PDF_UNAVAILABLE_MESSAGE,
  PDF_WAIT_MESSAGE,
  PdfEngineError,
  type PdfFailureReason,
} from './pdf-errors';

export interface PdfEngineOptions {
  /** Defaults to `defaultChromiumPath()`. */
  executablePath?: string;
  /** Pages printing at the same time; 2 by default. */
  pages?: number;
  /**
   * Jobs that may wait for a page; one more is refused as busy. A waiting job holds no document, so
   * the bound is set by how long the last one would wait, not by memory: 256 is well above the 100
   * connections of issue 9's load, all asking for PDFs at once.
   */
  maxQueue?: number;
  /**
   * How long a job may wait for a page before it is refused as busy. With `jobTimeoutMs` it keeps
   * an answer under a minute, the usual read timeout of a reverse proxy in front of the server.
   */
  maxWaitMs?: number;
  /** Deadline of one print once it has a page; a print still running later means a hung browser. */
  jobTimeoutMs?: number;
  /**
   * A stylesheet every page loads once and keeps (the fonts): decoding embedded fonts costs more than
   * printing, so documents printed here may leave it out.
   */
  pageCss?: string;
  /** The PDF's Creator entry (the application), instead of Chromium's user agent. */
  creator?: string;
  /** Chromium in one process (`SINGLE_PROCESS_FLAGS`); the default. */
  singleProcess?: boolean;
  /**
   * Every this many jobs, and once the engine has been idle for `tidyIdleMs`, Chromium is told it is
   * short of memory: it collects the documents of earlier jobs and returns freed memory. 0 turns it off.
   */
  tidyEvery?: number;
  tidyIdleMs?: number;
  /** Chromium's niceness (`PDF_NICENESS` by default); 0 leaves its threads as Chromium sets them. */
  niceness?: number;
}

async function withDeadline<T>(
  work: Promise<T>,
  deadline: number,
  onLate?: (late: Promise<T>) => unknown,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PdfEngineError('timeout', PDF_TIMEOUT_MESSAGE)),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof PdfEngineError && error.reason === 'timeout') onLate?.(work);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export class PdfEngine {
  private readonly pool: PagePool;
  private readonly maxWaitMs: number;
  private readonly jobTimeoutMs: number;
  private readonly creator: string | undefined;

  constructor(options: PdfEngineOptions = {}) {
    const singleProcess = options.singleProcess !== false;
    this.maxWaitMs = options.maxWaitMs ?? 40_000;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 20_000;
    this.creator = options.creator;
    this.pool = new PagePool({
      executablePath: options.executablePath ?? defaultChromiumPath(),
      flags: [...CHROMIUM_FLAGS, ...(singleProcess ? SINGLE_PROCESS_FLAGS : [])],
      niceness: options.niceness ?? PDF_NICENESS,
      // In one process every page shares the renderer's main thread, so on an idle machine a second
      // page adds no parallelism (alone, one page printed 10–15 % faster). Under the mixed load a print
      // is mostly waiting for a CPU between its hops (server, Chromium's threads, server again), and a
      // second page prints while the first waits: 1.2–2.6 PDFs/s with one page, 2.9 with two, no more
      // CPU per PDF (docs/decisions.md, 'Pages kept on a template document').
      pageCount: options.pages ?? 2,
      maxQueue: options.maxQueue ?? 256,
      pageCss: options.pageCss ?? '',
      tidyEvery: options.tidyEvery ?? 10,
      tidyIdleMs: options.tidyIdleMs ?? 1_000,
    });
  }

  /**
   * The document printed on the resume's paper (A4) with its own page rules; retried once on a fresh
   * browser if Chromium died. Once `signal` is aborted, a job that has not begun printing leaves the
   * queue (or gives its page back) without its document being made, and fails as 'cancelled'; one
   * already printing finishes.
   */
  async print(document: PdfDocument, { signal }: { signal?: AbortSignal } = {}): Promise<Buffer> {
    const job = new Job(document);
    const waitDeadline = Date.now() + this.maxWaitMs;
    let printed: Printed;
    try {
      printed = await this.printOnce(job, waitDeadline, signal);
    } catch (error) {
      if (error instanceof PdfEngineError || this.pool.closed || job.failed) throw error;
      printed = await this.printOnce(job, waitDeadline, signal);
    }
    // Off the page: the next job is printing meanwhile.
    // The text layer first: pdf-lib writes the file anew, and the metadata is an update appended to it.
    return withDocumentInfo(await withLogicalTextLayer(printed.pdf), {
      author: printed.author,
      creator: this.creator,
      language: printed.language,
    });
  }

  /** Jobs waiting for a page. */
  get waiting(): number {
    return this.pool.waiting;
  }

  /** Starts Chromium now instead of on the first job. */
  async warmUp(): Promise<void> {
    await this.pool.warmUp();
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async printOnce(job: Job, waitDeadline: number, signal?: AbortSignal): Promise<Printed> {
    // The wait has its own deadline (in the pool, refused as busy); this later one catches a browser
    // or a page that never finishes starting.
    const lease = await withDeadline(
      this.pool.acquire(job, waitDeadline, signal),
      waitDeadline + HUNG_JOB_GRACE_MS,
      (late) =>
        late.then(
          (page) => this.pool.release(page),
          () => undefined,
        ),
    );
    let html: string;
    try {
      // Cancelled while the page was on its way (a new page opening, the browser starting).
      if (signal?.aborted) throw cancelled();
      html = await job.html();
      if (signal?.aborted) throw cancelled();
    } catch (error) {
      this.pool.release(lease);
      throw error;
    }
    let printed: Printed | undefined;
    let late: Promise<Printed> | undefined;
    const work = (async () => {
      const result = await printDocument(this.pool.session(lease), html);
      await this.pool.printed(lease);
      return result;
    })();
    try {
      printed = await withDeadline(work, Date.now() + this.jobTimeoutMs, (unfinished) => {
        late = unfinished;
      });
      return printed;
    } finally {
      if (printed) this.pool.release(lease);
      else this.pool.discard(lease, late);
    }
  }
}
