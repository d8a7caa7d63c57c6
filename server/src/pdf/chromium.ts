// The browser process: which Chromium prints, with which flags, how it is started, found, lowered in
// priority, told to free memory and killed. docs/decisions.md, 'PDF', says why it is shaped this way.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { PDF_UNAVAILABLE_MESSAGE, PdfEngineError } from './pdf-errors';

/** Debian's headless shell (package chromium-headless-shell): the binary, as its /usr/bin wrapper does not exec. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser printing uses unless told: Debian's headless shell when installed, else Debian's Chromium.
 * The headless shell is the same engine without the desktop browser around it, and measured well under
 * half the memory (docs/decisions.md, 'One Chromium process, Debian's headless shell').
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

/** A started browser: its process (to kill when it hangs) and the one context its pages live in. */
export interface Chromium {
  browser: Browser;
  /** Chromium's browser process, to kill when it hangs (a graceful close waits for the hung page). */
  pid: number | null;
  context: BrowserContext;
}

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
function lowerTreePriority(root: number, niceness: number): void {
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

/**
 * Chromium (as root, where it may) raises the priority of the threads that draw a page (its own
 * main thread, the renderer's, the compositor's: niceness -8) above the server's; each is brought
 * to `niceness` once it exists: after the launch, and after each page is opened (the engine keeps
 * its pages, so their threads are not made again). A niceness of 0 leaves Chromium's own choice.
 */
export function lowerPriority(pid: number | null, niceness: number): void {
  if (pid !== null && niceness !== 0) lowerTreePriority(pid, niceness);
}

/** Starts Chromium with `flags` at `niceness`, with one context in which no script runs and nothing is fetched. */
export async function launchChromium({
  executablePath,
  flags,
  niceness,
}: {
  executablePath: string;
  flags: readonly string[];
  niceness: number;
}): Promise<Chromium> {
  if (!fs.existsSync(executablePath)) {
    throw new PdfEngineError('unavailable', PDF_UNAVAILABLE_MESSAGE);
  }
  // A switch Chromium ignores, by which its process is found.
  const marker = `--talent-pdf-engine=${randomUUID()}`;
  // Loaded with the first PDF rather than with the server: it takes a second to load, and a server
  // that prints no PDF should not wait for it to start.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: [...flags, marker], headless: true });
  const pid = processWithArgument(marker);
  lowerPriority(pid, niceness);
  try {
    // Documents are self-contained: no scripts run and nothing is fetched.
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    return { browser, pid, context };
  } catch (error) {
    killChromium({ browser, pid });
    throw error;
  }
}

/** Ends a hung browser at once (a graceful close would wait for the hung page). */
export function killChromium({ browser, pid }: Pick<Chromium, 'browser' | 'pid'>): void {
  if (pid === null) {
    void browser.close().catch(() => undefined);
    return;
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Each job leaves its document behind as garbage, and Chromium, which runs no script here, rarely
 * collects it on its own: left alone it grew by about 1 MB a job (80 MB over 80 jobs). A critical
 * memory-pressure signal makes it collect garbage and give freed memory back to the system; it is
 * answered at once, and the work runs on the renderer's thread before the next job.
 */
export async function askToFreeMemory(session: CDPSession): Promise<void> {
  await session.send('Memory.simulatePressureNotification', { level: 'critical' });
}
