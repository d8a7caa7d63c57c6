// Prints HTML to PDF with a headless Chromium that is started on the first job and kept warm: a
// few pages are reused (a new page costs more than the print), jobs beyond them wait in a bounded
// queue for a bounded time, each print has a deadline, and a browser that dies (or hangs past a
// deadline) is replaced on the next job. A waiting job holds no document: it is made when the job
// is next in line, and a job cancelled before it has a page (its client went away) is never made or
// printed. docs/decisions.md 'Resume PDF engine' says why it is shaped this way.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PDF_NICENESS } from './niceness';
import { withDocumentInfo } from './pdf-metadata';
import { englishMessage, serverMessage } from '../i18n/messages';

/** Debian's headless shell (package chromium-headless-shell): the binary, as its /usr/bin wrapper does not exec. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser printing uses unless told: Debian's headless shell when installed, else Debian's Chromium.
 * The headless shell is the same engine without the desktop browser around it, and measured well under
 * half the memory (docs/decisions.md 'Resume PDF engine').
 */
export function defaultChromiumPath(exists: (file: string) => boolean = fs.existsSync): string {
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH;
}

/** Flags that let Chromium run as root in a container without network or a GPU. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-extensions',
];

/**
 * The whole browser in one process: no zygotes, GPU, network, storage or renderer processes. It
 * needs about half the memory of the usual ten processes and prints faster on a busy 2-core
 * machine (no hops between processes); the price is that a crash or hang takes every page down,
 * which the engine recovers from like any crash (bench:pdf, docs/benchmarks.md).
 */
export const SINGLE_PROCESS_FLAGS = ['--single-process', '--no-zygote'];

export const PDF_UNAVAILABLE_MESSAGE = englishMessage(serverMessage('pdfUnavailable'));
export const PDF_BUSY_MESSAGE = englishMessage(serverMessage('pdfBusy'));
/** Answered to a job that waited for a page longer than `maxWaitMs`: the same advice as busy. */
export const PDF_WAIT_MESSAGE = PDF_BUSY_MESSAGE;
export const PDF_TIMEOUT_MESSAGE = englishMessage(serverMessage('pdfTimeout'));
/** A job whose signal was aborted before its print began (nobody waits for it any more). */
export const PDF_CANCELLED_MESSAGE = 'The PDF was no longer wanted.';

// Run inside the page (the server is typed without the DOM, hence source text).
/**
 * Puts the head, body and title of the HTML argument in place of the previous job's, and returns the
 * document's author (its `<meta name="author">`) and language (`<html lang>`). Head elements equal to the previous job's stay:
 * every resume has the same stylesheet, and parsing it again costs a full style recalculation.
 * Waits for the document's images and any font it brings that is not loaded yet; the body is never
 * laid out on screen (the template hides it), so fonts are loaded explicitly rather than awaited.
 */
const SWAP_DOCUMENT = `async (next) => {
  const parsed = new DOMParser().parseFromString(next, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.dir = parsed.documentElement.dir;
  const swapped = (head) =>
    Array.from(head.children).filter((element) => element.tagName !== 'TITLE' && !element.hasAttribute('data-kept'));
  const incoming = swapped(parsed.head);
  const current = swapped(document.head);
  if (incoming.length === current.length) {
    incoming.forEach((element, index) => {
      if (!element.isEqualNode(current[index])) current[index].replaceWith(document.adoptNode(element));
    });
  } else {
    for (const element of current) element.remove();
    for (const element of incoming) document.head.append(document.adoptNode(element));
  }
  document.body.replaceWith(document.adoptNode(parsed.body));
  // The PDF's Title.
  document.title = parsed.title;
  await Promise.all([
    ...Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    ...Array.from(document.fonts, (face) => (face.status === 'loaded' ? undefined : face.load().catch(() => undefined))),
  ]);
  return {
    author: document.querySelector('meta[name="author"]')?.content ?? null,
    language: document.documentElement.lang,
  };
}`;
/** A4 with the document's own page rules (`@page`), backgrounds printed: what page.pdf would send. */
const PRINT_OPTIONS = {
  paperWidth: 8.27,
  paperHeight: 11.7,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
  printBackground: true,
  preferCSSPageSize: true,
  generateTaggedPDF: false,
  generateDocumentOutline: false,
};
const LOAD_FONTS = `Promise.all(Array.from(document.fonts, (face) => face.load()))`;
/** How long a job past its deadline may go on printing before its browser counts as hung. */
const HUNG_JOB_GRACE_MS = 5_000;
/** Printing uses the print media rules only; on screen nothing is laid out or painted. */
const TEMPLATE_SCREEN_CSS = '@media screen { body { display: none !important; } }';

/** The id of the process whose command line holds `argument`, or null (no /proc, or it ended). */
function processWithArgument(argument: string): number | null {
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').includes(argument))
          return Number(entry);
      } catch {
        // Ended while being read.
      }
    }
  } catch {
    // Not Linux.
  }
  return null;
}

/** The process and its descendants, from /proc (only `root` where there is none to read). */
function processTreeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      } catch {
        // Ended while being read.
      }
    }
  } catch {
    // Not Linux.
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/**
 * Gives every thread of a process tree the niceness (Linux keeps it per thread, and a new thread or
 * process takes its creator's). Twice over, for threads started while the first pass ran.
 */
function lowerPriority(root: number, niceness: number): void {
  for (let pass = 0; pass < 2; pass++) {
    for (const pid of processTreeOf(root)) {
      let threads: string[];
      try {
        threads = fs.readdirSync(`/proc/${pid}/task`);
      } catch {
        threads = [String(pid)];
      }
      for (const thread of threads) {
        try {
          os.setPriority(Number(thread), niceness);
        } catch {
          // Ended meanwhile, or not ours to change.
        }
      }
    }
  }
}

export type PdfFailureReason = 'unavailable' | 'busy' | 'timeout' | 'cancelled';

/** What to print: the HTML, or a function that makes it (called once, when the job is next in line). */
export type PdfDocument = string | (() => string | Promise<string>);

/** A job the engine refused or gave up on; the routes answer 503 with its message. */
export class PdfEngineError extends Error {
  constructor(
    readonly reason: PdfFailureReason,
    message: string,
  ) {
    super(message);
  }
}

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

interface Warm {
  browser: Browser;
  /** Chromium's browser process, to kill when it hangs (a graceful close waits for the hung page). */
  pid: number | null;
  context: BrowserContext;
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

const cancelled = () => new PdfEngineError('cancelled', PDF_CANCELLED_MESSAGE);

/** A job's document, made once however often the job is tried. */
class Job {
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

interface Lease {
  warm: Warm;
  page: Page;
}

interface Printed {
  pdf: Buffer;
  author: string | null;
  /** The document's language, for the PDF's /Lang; empty when it names none. */
  language: string;
}

export class PdfEngine {
  private readonly executablePath: string;
  private readonly pageCount: number;
  private readonly maxQueue: number;
  private readonly maxWaitMs: number;
  private readonly jobTimeoutMs: number;
  private readonly pageCss: string;
  private readonly creator: string | undefined;
  private readonly flags: string[];
  private readonly tidyEvery: number;
  private readonly tidyIdleMs: number;
  private readonly niceness: number;
  /** Each page's DevTools session: jobs are swapped in and printed over it. */
  private readonly sessions = new WeakMap<Page, CDPSession>();
  private idleTimer: NodeJS.Timeout | undefined;
  private warm: Promise<Warm> | null = null;
  /** The browser `warm` resolved to, known synchronously so a crash can be handled at once. */
  private live: Warm | null = null;
  private readonly queue: Waiter[] = [];
  private closed = false;

  constructor(options: PdfEngineOptions = {}) {
    this.executablePath = options.executablePath ?? defaultChromiumPath();
    const singleProcess = options.singleProcess !== false;
    // In one process every page shares the renderer's main thread, so on an idle machine a second
    // page adds no parallelism (alone, one page printed 10–15 % faster). Under the mixed load a print
    // is mostly waiting for a CPU between its hops (server, Chromium's threads, server again), and a
    // second page prints while the first waits: 1.2–2.6 PDFs/s with one page, 2.9 with two, no more
    // CPU per PDF (docs/benchmarks.md, 'Mixed load').
    this.pageCount = options.pages ?? 2;
    this.maxQueue = options.maxQueue ?? 256;
    this.maxWaitMs = options.maxWaitMs ?? 40_000;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 20_000;
    this.pageCss = options.pageCss ?? '';
    this.creator = options.creator;
    this.flags = [...CHROMIUM_FLAGS, ...(singleProcess ? SINGLE_PROCESS_FLAGS : [])];
    this.tidyEvery = options.tidyEvery ?? 10;
    this.tidyIdleMs = options.tidyIdleMs ?? 1_000;
    this.niceness = options.niceness ?? PDF_NICENESS;
  }

  /**
   * The document printed on A4 with its own page rules; retried once on a fresh browser if Chromium
   * died. Once `signal` is aborted, a job that has not begun printing leaves the queue (or gives its
   * page back) without its document being made, and fails as 'cancelled'; one already printing
   * finishes.
   */
  async print(document: PdfDocument, { signal }: { signal?: AbortSignal } = {}): Promise<Buffer> {
    const job = new Job(document);
    const waitDeadline = Date.now() + this.maxWaitMs;
    let printed: Printed;
    try {
      printed = await this.printOnce(job, waitDeadline, signal);
    } catch (error) {
      if (error instanceof PdfEngineError || this.closed || job.failed) throw error;
      printed = await this.printOnce(job, waitDeadline, signal);
    }
    // Off the page: the next job is printing meanwhile.
    return withDocumentInfo(printed.pdf, {
      author: printed.author,
      creator: this.creator,
      language: printed.language,
    });
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
    this.closed = true;
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

  private async printOnce(job: Job, waitDeadline: number, signal?: AbortSignal): Promise<Printed> {
    // The wait has its own deadline (in `acquire`, refused as busy); this later one catches a browser
    // or a page that never finishes starting.
    const lease = await this.withDeadline(
      this.acquire(job, waitDeadline, signal),
      waitDeadline + HUNG_JOB_GRACE_MS,
      (late) =>
        late.then(
          (page) => this.release(page),
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
      this.release(lease);
      throw error;
    }
    let printed: Printed | undefined;
    let late: Promise<Printed> | undefined;
    try {
      printed = await this.withDeadline(this.render(lease, html), Date.now() + this.jobTimeoutMs, (work) => {
        late = work;
      });
      return printed;
    } finally {
      if (printed) this.release(lease);
      else this.discard(lease, late);
    }
  }

  private async render(lease: Lease, html: string): Promise<Printed> {
    const session = this.sessions.get(lease.page);
    if (!session) throw new Error('The page has no DevTools session.');
    // The page keeps its document (and the fonts it decoded); the job's head and body replace the
    // previous job's. Parsed by DOMParser and with scripts disabled, nothing in them runs. Straight
    // over the page's DevTools session: Playwright's page.pdf fetches the PDF as a stream, three more
    // round trips through the browser's busy thread (about 10 % more of Chromium's CPU per PDF).
    const swapped = await session.send('Runtime.evaluate', {
      expression: `(${SWAP_DOCUMENT})(${JSON.stringify(html)})`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (swapped.exceptionDetails) {
      throw new Error(`The document could not be put in place: ${swapped.exceptionDetails.text}`);
    }
    const documentFacts = (swapped.result.value ?? {}) as { author?: unknown; language?: unknown };
    const author = typeof documentFacts.author === 'string' ? documentFacts.author : null;
    const language = typeof documentFacts.language === 'string' ? documentFacts.language : '';
    const printed = await session.send('Page.printToPDF', PRINT_OPTIONS);
    const pdf = Buffer.from(printed.data, 'base64');
    // The PDF is printed: a browser that fails to take the hint is the next job's concern.
    if (this.tidyEvery > 0 && ++lease.warm.untidy >= this.tidyEvery) {
      await this.tidy(lease.warm, session).catch(() => undefined);
    }
    return { pdf, author, language };
  }

  /**
   * Each job leaves its document behind as garbage, and Chromium, which runs no script here, rarely
   * collects it on its own: left alone it grew by about 1 MB a job (80 MB over 80 jobs). A critical
   * memory-pressure signal makes it collect garbage and give freed memory back to the system; it is
   * answered at once, and the work runs on the renderer's thread before the next job.
   */
  private async tidy(warm: Warm, session: CDPSession): Promise<void> {
    warm.untidy = 0;
    await session.send('Memory.simulatePressureNotification', { level: 'critical' });
  }

  /** Tidies once no job has come for `tidyIdleMs`, so memory goes back down after a burst. */
  private scheduleIdleTidy(warm: Warm): void {
    clearTimeout(this.idleTimer);
    if (this.tidyEvery === 0 || warm.untidy === 0) return;
    this.idleTimer = setTimeout(() => {
      const page = warm.idle[0];
      const session = page && this.sessions.get(page);
      if (this.live !== warm || warm.untidy === 0 || !session) return;
      void this.tidy(warm, session).catch(() => undefined);
    }, this.tidyIdleMs).unref();
  }

  private async openPage(warm: Warm): Promise<Page> {
    const page = await warm.context.newPage();
    await page.setContent(
      `<!DOCTYPE html><html><head><style data-kept>${this.pageCss}\n${TEMPLATE_SCREEN_CSS}</style></head><body></body></html>`,
    );
    // Decoded now, so no job waits for them.
    await page.evaluate(LOAD_FONTS);
    this.sessions.set(page, await warm.context.newCDPSession(page));
    // Chromium starts a page's renderer threads at a higher priority of its own (see lowerPriority).
    this.lowerPriority(warm.pid);
    return page;
  }

  /**
   * Chromium (as root, where it may) raises the priority of the threads that draw a page (its own
   * main thread, the renderer's, the compositor's: niceness -8) above the server's; each is brought
   * to `niceness` once it exists: after the launch, and after each page is opened (the engine keeps
   * its pages, so their threads are not made again).
   */
  private lowerPriority(pid: number | null): void {
    if (pid !== null && this.niceness !== 0) lowerPriority(pid, this.niceness);
  }

  private async withDeadline<T>(
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

  private browser(): Promise<Warm> {
    if (this.closed) return Promise.reject(new Error('The PDF engine is closed.'));
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

  private async launch(): Promise<Warm> {
    if (!fs.existsSync(this.executablePath)) {
      throw new PdfEngineError('unavailable', PDF_UNAVAILABLE_MESSAGE);
    }
    // A switch Chromium ignores, by which its process is found.
    const marker = `--talent-pdf-engine=${randomUUID()}`;
    // Loaded with the first PDF rather than with the server: it takes a second to load, and a server
    // that prints no PDF should not wait for it to start.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: this.executablePath,
      args: [...this.flags, marker],
      headless: true,
    });
    const pid = processWithArgument(marker);
    this.lowerPriority(pid);
    // Documents are self-contained: no scripts run and nothing is fetched.
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const warm: Warm = { browser, pid, context, idle: [], size: 0, untidy: 0 };
    browser.on('disconnected', () => this.forget(warm));
    this.live = warm;
    return warm;
  }

  private kill(warm: Warm): void {
    if (warm.pid === null) {
      void warm.browser.close().catch(() => undefined);
      return;
    }
    try {
      process.kill(warm.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  /** After a crash: the next job launches a new browser, and jobs waiting for a page move to it. */
  private forget(warm: Warm): void {
    if (this.live !== warm) return;
    this.live = null;
    this.warm = null;
    this.serveWaiting();
  }

  /**
   * Waiting jobs get the pages the current browser has free or may open; the rest keep waiting.
   * Without a browser (it died) one is started first; if it cannot start, the waiting jobs fail.
   */
  private serveWaiting(): void {
    if (this.closed || this.queue.length === 0) return;
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
    while (this.queue.length > 0 && (warm.idle.length > 0 || warm.size < this.pageCount)) {
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
  private async acquire(job: Job, waitDeadline: number, signal?: AbortSignal): Promise<Lease> {
    const warm = await this.browser();
    if (signal?.aborted) throw cancelled();
    // Checked and taken in one step (no await between), so two jobs never take the last page.
    if (this.queue.length === 0 && (warm.idle.length > 0 || warm.size < this.pageCount)) {
      job.prepare();
      return this.acquireNow(warm);
    }
    if (this.queue.length >= this.maxQueue) throw new PdfEngineError('busy', PDF_BUSY_MESSAGE);
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

  private release(lease: Lease): void {
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
  private discard(lease: Lease, late?: Promise<unknown>): void {
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
          this.kill(lease.warm);
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
