// The pages that print, and the jobs waiting for one: a browser started on the first job and kept
// warm, a few pages reused (a new page costs more than the print), jobs beyond them waiting in a
// bounded queue for a bounded time, and a browser that dies (or hangs past a deadline) replaced on the
// next job. A waiting job holds no document: it is made when the job is next in line, and a job
// cancelled before it has a page (its client went away) is never made.

import type { CDPSession, Page } from 'playwright-core';
import { askToFreeMemory, type Chromium, killChromium, launchChromium, lowerPriority } from './chromium';
import { cancelled, PDF_BUSY_MESSAGE, PDF_WAIT_MESSAGE, PdfEngineError } from './pdf-errors';
import { openTemplate } from './print';

/** How long a job past its deadline may go on printing before its browser counts as hung. */
export const HUNG_JOB_GRACE_MS = 5_000;

/** What to print: the HTML, or a function that makes it (called once, when the job is next in line). */
export type PdfDocument = string | (() => string | Promise<string>);

/** A job's document, made once however often the job is tried. */
export class Job {
  private made: Promise<string> | undefined;
  /** Making the document failed: the job's own fault, not the browser's, so it is not tried again. */
  failed = false;

  constructor(private readonly document: PdfDocument) {}

  html(): Promise<string> {
    const { document } = this;
    this.made ??= (
      typeof document === 'string' ? Promise.resolve(document) : Promise.resolve().then(document)
    ).catch((error: unknown) => {
      this.failed = true;
      throw error;
    });
    return this.made;
  }

  /** Starts making the document; a failure is reported when the job asks for it. */
  prepare(): void {
    this.html().catch(() => undefined);
  }
}

interface Warm extends Chromium {
  idle: Page[];
  /** Pages created on this browser, busy or idle. */
  size: number;
  /** Jobs printed since Chromium was last told to free memory. */
  untidy: number;
}

interface Waiter {
  resolve(lease: Lease): void;
  reject(error: Error): void;
  /** Called when the job becomes next in line, so its document is ready when a page is. */
  prepare(): void;
  /** The wait deadline's timer. */
  timer: NodeJS.Timeout;
  /** Stops listening for the job's cancellation once it has left the queue. */
  forget(): void;
}

/** A page lent to one job, and the browser it belongs to. */
export interface Lease {
  warm: Warm;
  page: Page;
}

export interface PagePoolOptions {
  executablePath: string;
  flags: readonly string[];
  niceness: number;
  pageCount: number;
  maxQueue: number;
  pageCss: string;
  tidyEvery: number;
  tidyIdleMs: number;
}

export class PagePool {
  /** Each page's DevTools session: jobs are swapped in and printed over it. */
  private readonly sessions = new WeakMap<Page, CDPSession>();
  private idleTimer: NodeJS.Timeout | undefined;
  private warm: Promise<Warm> | null = null;
  /** The browser `warm` resolved to, known synchronously so a crash can be handled at once. */
  private live: Warm | null = null;
  private readonly queue: Waiter[] = [];
  private isClosed = false;

  constructor(private readonly options: PagePoolOptions) {}

  get closed(): boolean {
    return this.isClosed;
  }

  /** Jobs waiting for a page. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Starts Chromium now instead of on the first job. */
  async warmUp(): Promise<void> {
    await this.browser();
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.idleTimer);
    for (const waiter of this.queue.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.forget();
      waiter.reject(new Error('The PDF engine is closed.'));
    }
    const warm = this.warm;
    this.warm = null;
    this.live = null;
    if (warm) await warm.then((current) => current.browser.close()).catch(() => undefined);
  }

  /** The DevTools session of a lent page. */
  session(lease: Lease): CDPSession {
    const session = this.sessions.get(lease.page);
    if (!session) throw new Error('The page has no DevTools session.');
    return session;
  }

  /** Counts a job printed on the lease's browser; every `tidyEvery` jobs, Chromium is told to free memory. */
  async printed(lease: Lease): Promise<void> {
    const { tidyEvery } = this.options;
    // The PDF is printed: a browser that fails to take the hint is the next job's concern.
    if (tidyEvery > 0 && ++lease.warm.untidy >= tidyEvery) {
      await this.tidy(lease.warm, this.session(lease)).catch(() => undefined);
    }
  }

  private async tidy(warm: Warm, session: CDPSession): Promise<void> {
    warm.untidy = 0;
    await askToFreeMemory(session);
  }

  /** Tidies once no job has come for `tidyIdleMs`, so memory goes back down after a burst. */
  private scheduleIdleTidy(warm: Warm): void {
    clearTimeout(this.idleTimer);
    if (this.options.tidyEvery === 0 || warm.untidy === 0) return;
    this.idleTimer = setTimeout(() => {
      const page = warm.idle[0];
      const session = page && this.sessions.get(page);
      if (this.live !== warm || warm.untidy === 0 || !session) return;
      void this.tidy(warm, session).catch(() => undefined);
    }, this.options.tidyIdleMs).unref();
  }

  private async openPage(warm: Warm): Promise<Page> {
    const page = await warm.context.newPage();
    await openTemplate(page, this.options.pageCss);
    this.sessions.set(page, await warm.context.newCDPSession(page));
    // Chromium starts a page's renderer threads at a higher priority of its own (see lowerPriority).
    lowerPriority(warm.pid, this.options.niceness);
    return page;
  }

  private browser(): Promise<Warm> {
    if (this.isClosed) return Promise.reject(new Error('The PDF engine is closed.'));
    if (!this.warm) {
      const starting = this.launch();
      this.warm = starting;
      // A failed start is not kept: the next job tries again (Chromium may have been installed since).
      starting.catch(() => {
        if (this.warm === starting) this.warm = null;
      });
    }
    return this.warm;
  }

  /**
   * Starts the browser; a start that crashes is tried once more. Chromium in one process now and then
   * dies of a segmentation fault while it starts on a loaded machine, and the next start succeeds.
   * A missing browser (PdfEngineError) is not retried.
   */
  private async launch(): Promise<Warm> {
    const { executablePath, flags, niceness } = this.options;
    const start = () => launchChromium({ executablePath, flags, niceness });
    const chromium = await start().catch((error: unknown) => {
      if (error instanceof PdfEngineError || this.isClosed) throw error;
      return start();
    });
    const warm: Warm = { ...chromium, idle: [], size: 0, untidy: 0 };
    chromium.browser.on('disconnected', () => this.forget(warm));
    this.live = warm;
    return warm;
  }

  /** After a crash: the next job launches a new browser, and jobs waiting for a page move to it. */
  private forget(warm: Warm): void {
    if (this.live !== warm) return;
    this.live = null;
    this.warm = null;
    this.serveWaiting();
  }

  /** True while the browser may lend another page: one is idle, or fewer than `pageCount` are open. */
  private hasRoom(warm: Warm): boolean {
    return warm.idle.length > 0 || warm.size < this.options.pageCount;
  }

  /**
   * Waiting jobs get the pages the current browser has free or may open; the rest keep waiting.
   * Without a browser (it died) one is started first; if it cannot start, the waiting jobs fail.
   */
  private serveWaiting(): void {
    if (this.isClosed || this.queue.length === 0) return;
    const warm = this.live;
    if (!warm) {
      this.browser().then(
        () => this.serveWaiting(),
        (error: unknown) => {
          for (const waiter of this.queue.splice(0)) {
            clearTimeout(waiter.timer);
            waiter.forget();
            waiter.reject(error as Error);
          }
        },
      );
      return;
    }
    while (this.queue.length > 0 && this.hasRoom(warm)) {
      const waiter = this.next()!;
      this.acquireNow(warm).then(waiter.resolve, waiter.reject);
    }
  }

  /** The longest-waiting job, out of the queue; the one behind it starts making its document. */
  private next(): Waiter | undefined {
    const waiter = this.queue.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.forget();
    }
    this.queue[0]?.prepare();
    return waiter;
  }

  /** Takes a waiting job out of the queue (its wait ran out, or it was cancelled); false if it was not in it. */
  private leaveQueue(waiter: Waiter): boolean {
    const at = this.queue.indexOf(waiter);
    if (at === -1) return false;
    this.queue.splice(at, 1);
    clearTimeout(waiter.timer);
    waiter.forget();
    if (at === 0) this.queue[0]?.prepare();
    return true;
  }

  /** A page for the job: at once if one is free, else after waiting in the queue until `waitDeadline`. */
  async acquire(job: Job, waitDeadline: number, signal?: AbortSignal): Promise<Lease> {
    const warm = await this.browser();
    if (signal?.aborted) throw cancelled();
    // Checked and taken in one step (no await between), so two jobs never take the last page.
    if (this.queue.length === 0 && this.hasRoom(warm)) {
      job.prepare();
      return this.acquireNow(warm);
    }
    if (this.queue.length >= this.options.maxQueue) throw new PdfEngineError('busy', PDF_BUSY_MESSAGE);
    return new Promise<Lease>((resolve, reject) => {
      const onAbort = () => {
        if (this.leaveQueue(waiter)) reject(cancelled());
      };
      const waiter: Waiter = {
        resolve,
        reject,
        prepare: () => job.prepare(),
        timer: setTimeout(
          () => {
            if (this.leaveQueue(waiter)) reject(new PdfEngineError('busy', PDF_WAIT_MESSAGE));
          },
          Math.max(0, waitDeadline - Date.now()),
        ),
        forget: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      if (this.queue.length === 1) job.prepare();
    });
  }

  /** An idle page of the browser, or a new one (the caller has checked one may be opened). */
  private acquireNow(warm: Warm): Promise<Lease> {
    const page = warm.idle.pop();
    if (page) return Promise.resolve({ warm, page });
    warm.size += 1;
    return this.openPage(warm).then(
      (opened) => ({ warm, page: opened }),
      (error: unknown) => {
        warm.size -= 1;
        throw error;
      },
    );
  }

  /** A page whose job is done goes straight to the next waiting job, or back to the idle pages. */
  release(lease: Lease): void {
    if (!lease.warm.browser.isConnected()) {
      // The browser died meanwhile: the waiting jobs move to a new one.
      this.forget(lease.warm);
      return;
    }
    if (this.queue.length > 0) {
      // Straight to the next job.
      this.next()!.resolve(lease);
      return;
    }
    if (this.live === lease.warm && lease.warm.browser.isConnected()) {
      lease.warm.idle.push(lease.page);
      this.scheduleIdleTidy(lease.warm);
    }
  }

  /**
   * A page that failed may be stuck; close it and let the next job open a fresh one. A job that ran
   * past its deadline and is still printing after the grace time means the browser is hung (its
   * pages share one thread): it is replaced. One merely slow on a busy machine finishes within the
   * grace time and its browser is kept, so an overload does not turn into a string of restarts.
   */
  discard(lease: Lease, late?: Promise<unknown>): void {
    lease.warm.size -= 1;
    if (!lease.warm.browser.isConnected()) this.forget(lease.warm);
    if (late) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'hung'>((resolve) => {
        timer = setTimeout(() => resolve('hung'), HUNG_JOB_GRACE_MS).unref();
      });
      const settled = late.then(
        () => 'settled' as const,
        () => 'settled' as const,
      );
      void Promise.race([settled, grace]).then((result) => {
        clearTimeout(timer);
        if (result === 'hung') {
          killChromium(lease.warm);
          this.forget(lease.warm);
        }
        void lease.page.close().catch(() => undefined);
      });
    } else {
      void lease.page.close().catch(() => undefined);
    }
    this.serveWaiting();
  }
}
