import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_CHROMIUM_PATH,
  defaultChromiumPath,
  HEADLESS_SHELL_PATH,
  PDF_BUSY_MESSAGE,
  PDF_UNAVAILABLE_MESSAGE,
  PdfEngine,
  PdfEngineError,
} from './pdf-engine';
import { PDF_NICENESS } from './niceness';
import { chromiumChildren } from './testing';

function poppler(command: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    const args =
      command === 'pdftotext'
        ? ['-enc', 'UTF-8', file, '-']
        : command === 'pdfinfo'
          ? ['-enc', 'UTF-8', file]
          : [file];
    return execFileSync(command, args, { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf);

const cairoBold = () =>
  fs
    .readFileSync(require.resolve('@fontsource/cairo/files/cairo-arabic-700-normal.woff2'))
    .toString('base64');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (text: string) => `<!DOCTYPE html><html><body><p>${text}</p></body></html>`;

describe('PdfEngine', () => {
  let engine: PdfEngine;

  afterEach(() => engine.close());

  it('prints HTML to a PDF whose text can be searched', async () => {
    engine = new PdfEngine();
    const pdf = await engine.print(page('Hello PDF'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Hello PDF');
  });

  it("writes the document's title and author, and the Creator it is given", async () => {
    engine = new PdfEngine({ creator: 'Talent Pool' });
    const info = poppler(
      'pdfinfo',
      await engine.print(
        '<!DOCTYPE html><html><head><title>سيرة زينب</title><meta name="author" content="زينب الربيعي"></head>' +
          '<body><p>x</p></body></html>',
      ),
    );
    expect(info).toMatch(/^Title: +سيرة زينب$/m);
    expect(info).toMatch(/^Author: +زينب الربيعي$/m);
    expect(info).toMatch(/^Creator: +Talent Pool$/m);
  });

  it("keeps nothing of the previous document's head", async () => {
    engine = new PdfEngine({ pages: 1 });
    const first =
      '<!DOCTYPE html><html><head><title>First</title><meta name="author" content="One">' +
      '<style>.later { display: none }</style></head><body><p class="later">first</p></body></html>';
    await engine.print(first);
    const second = await engine.print(
      '<!DOCTYPE html><html><head><title>Second</title></head><body><p class="later">second text</p></body></html>',
    );
    expect(pdfText(second)).toContain('second text');
    const info = poppler('pdfinfo', second);
    expect(info).toMatch(/^Title: +Second$/m);
    expect(info).not.toMatch(/^Author:/m);
  });

  it('loads the web fonts a document brings before printing', async () => {
    engine = new PdfEngine({ pages: 1 });
    const pdf = await engine.print(
      `<!DOCTYPE html><html><head><style>@font-face { font-family: 'Own'; src: url(data:font/woff2;base64,${cairoBold()}) format('woff2') }</style></head>` +
        '<body><p style="font-family: Own">مرحبا بكم</p></body></html>',
    );
    expect(poppler('pdffonts', pdf)).toContain('Cairo-Bold');
  });

  it('runs no script of the document', async () => {
    engine = new PdfEngine();
    const pdf = await engine.print(
      '<!DOCTYPE html><p id="x">inert</p><script>document.getElementById("x").textContent = "ran"</script>' +
        '<img src="data:," onerror="document.getElementById(\'x\').textContent = \'ran\'">',
    );
    expect(pdfText(pdf)).toContain('inert');
    expect(pdfText(pdf)).not.toContain('ran');
  });

  it('names the missing Debian package when there is no Chromium, and tries again next time', async () => {
    engine = new PdfEngine({ executablePath: '/nonexistent/chromium' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const failure = engine.print(page('x'));
      await expect(failure).rejects.toBeInstanceOf(PdfEngineError);
      await expect(failure).rejects.toThrow(PDF_UNAVAILABLE_MESSAGE);
    }
    expect(PDF_UNAVAILABLE_MESSAGE).toContain('apt-get install chromium-headless-shell');
  });

  it('starts the browser again when it crashes while starting', async () => {
    // A Chromium that dies of a segmentation fault on its first start, as one process may on a busy machine.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-crashing-chromium-'));
    const crashed = path.join(dir, 'crashed');
    const wrapper = path.join(dir, 'chromium');
    fs.writeFileSync(
      wrapper,
      `#!/bin/sh\nif [ ! -e '${crashed}' ]; then touch '${crashed}'; kill -SEGV $$; fi\nexec '${defaultChromiumPath()}' "$@"\n`,
      { mode: 0o755 },
    );
    try {
      engine = new PdfEngine({ executablePath: wrapper });
      await engine.warmUp();
      expect(fs.existsSync(crashed)).toBe(true);
      expect(pdfText(await engine.print(page('after a crash')))).toContain('after a crash');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints with Debian's headless shell when it is installed, else with Debian's Chromium", () => {
    expect(defaultChromiumPath((file) => file === HEADLESS_SHELL_PATH)).toBe(HEADLESS_SHELL_PATH);
    expect(defaultChromiumPath(() => false)).toBe(DEFAULT_CHROMIUM_PATH);
  });

  it('keeps printing the right documents, fonts included, when it tells Chromium to free memory', async () => {
    engine = new PdfEngine({ pages: 1, tidyEvery: 1 });
    const own = (text: string) =>
      `<!DOCTYPE html><html><head><style>@font-face { font-family: 'Own'; src: url(data:font/woff2;base64,${cairoBold()}) format('woff2') }</style></head>` +
      `<body><p style="font-family: Own">مرحبا بكم</p><p>${text}</p></body></html>`;
    for (const text of ['first job', 'second job', 'third job']) {
      const pdf = await engine.print(own(text));
      expect(pdfText(pdf)).toContain('مرحبا بكم');
      expect(pdfText(pdf)).toContain(text);
      expect(poppler('pdffonts', pdf)).toMatch(/Cairo/);
    }
  });

  it("keeps Chromium's own memory from growing with every job", async () => {
    // Anonymous memory (heaps) of the Chromium process, in MiB, after `jobs` distinct documents.
    const growth = async (tidyEvery: number, jobs: number) => {
      engine = new PdfEngine({ pages: 1, tidyEvery });
      await engine.print(page('warm'));
      const [pid] = chromiumChildren();
      const anonymous = () =>
        Number(/^Pss_Anon:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))![1]) / 1024;
      const before = anonymous();
      const lines = Array.from({ length: 400 }, (_, n) => `line ${n}`);
      for (let job = 0; job < jobs; job++) await engine.print(page(`${job} ${lines.join('<br>')}`));
      // The signal is answered at once; the work follows on the page's thread.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = anonymous();
      await engine.close();
      return after - before;
    };
    const left = await growth(0, 40);
    const tidied = await growth(10, 40);
    expect(tidied).toBeLessThan(left / 2);
  }, 120_000);

  describe('niceness', () => {
    /** The niceness of every thread of the process and of its descendants, by process. */
    const nicenessOfTree = (root: number): number[] => {
      const parents = new Map<number, number>();
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
          parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
        } catch {
          // Ended meanwhile.
        }
      }
      const tree = [...parents.keys()].filter((pid) => {
        for (let up: number | undefined = pid; up !== undefined && up > 1; up = parents.get(up)) {
          if (up === root) return true;
        }
        return false;
      });
      return tree.flatMap((pid) => {
        try {
          return fs.readdirSync(`/proc/${pid}/task`).map((thread) => {
            const stat = fs.readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
            // Field 19 (nice), counted after the command name in parentheses.
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
          });
        } catch {
          return [];
        }
      });
    };

    it.each([
      ['in one process', true],
      ['in many processes', false],
    ])(
      'runs every Chromium thread at a lower CPU priority than the server (%s)',
      async (_, singleProcess) => {
        engine = new PdfEngine({ singleProcess });
        // Pages (and in many processes, renderers) opened after the launch, as jobs open them.
        await Promise.all([1, 2].map((n) => engine.print(page(`job ${n}`))));
        const [browser] = chromiumChildren();
        const threads = nicenessOfTree(browser!);
        expect(threads.length).toBeGreaterThan(5);
        expect(new Set(threads)).toEqual(new Set([PDF_NICENESS]));
        expect(os.getPriority()).toBe(0);
      },
    );
  });

  it('refuses jobs beyond its queue as busy', async () => {
    engine = new PdfEngine({ pages: 1, maxQueue: 1 });
    await engine.warmUp();
    const jobs = [1, 2, 3].map((n) => engine.print(page(`job ${n}`)));
    const results = await Promise.allSettled(jobs);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ reason: 'busy' });
  });

  it('gives up on a print past its deadline', async () => {
    engine = new PdfEngine({ pages: 1, jobTimeoutMs: 1 });
    await engine.warmUp();
    await expect(engine.print(page('slow'))).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('lets a job wait for a page longer than a print may take (waiting is not printing)', async () => {
    engine = new PdfEngine({ pages: 1, jobTimeoutMs: 5_000 });
    await engine.warmUp();
    // The first job holds the only page for 6 s while its document is made.
    const first = engine.print(() => delay(6_000).then(() => page('first')));
    const second = engine.print(page('second'));
    expect(pdfText(await second)).toContain('second');
    expect(pdfText(await first)).toContain('first');
  }, 30_000);

  it('refuses a job that waited longer than maxWaitMs as busy, and forgets it', async () => {
    engine = new PdfEngine({ pages: 1, maxWaitMs: 500 });
    await engine.warmUp();
    const first = engine.print(() => delay(3_000).then(() => page('first')));
    const second = engine.print(page('second'));
    await expect(second).rejects.toMatchObject({ reason: 'busy', message: PDF_BUSY_MESSAGE });
    expect(engine.waiting).toBe(0);
    expect(pdfText(await first)).toContain('first');
    expect(pdfText(await engine.print(page('third')))).toContain('third');
  }, 30_000);

  /** Documents made on demand, with the order in which the engine asked for them. */
  const recordingDocuments = () => {
    const made: string[] = [];
    const documentOf = (name: string) => () => {
      made.push(name);
      return page(name);
    };
    return { made, documentOf };
  };

  it("makes a waiting job's document only when the job is next in line", async () => {
    engine = new PdfEngine({ pages: 1 });
    await engine.warmUp();
    const { made, documentOf } = recordingDocuments();
    const jobs = [
      engine.print(() => delay(1_500).then(documentOf('first'))),
      engine.print(documentOf('second')),
      engine.print(documentOf('third')),
      engine.print(documentOf('fourth')),
    ];
    await delay(500);
    expect(made).toEqual(['second']);
    expect(engine.waiting).toBe(3);
    const texts = (await Promise.all(jobs)).map(pdfText);
    ['first', 'second', 'third', 'fourth'].forEach((name, index) => expect(texts[index]).toContain(name));
    expect(made).toEqual(['second', 'first', 'third', 'fourth']);
  }, 30_000);

  it('never makes or prints a waiting job that is cancelled; its place goes to the next job', async () => {
    engine = new PdfEngine({ pages: 1 });
    await engine.warmUp();
    const { made, documentOf } = recordingDocuments();
    const printed: string[] = [];
    const job = (name: string, document: () => string | Promise<string>, signal?: AbortSignal) =>
      engine.print(document, { signal }).then((pdf) => {
        printed.push(name);
        return pdf;
      });
    const leaving = new AbortController();
    const alsoLeaving = new AbortController();
    const first = job('first', () => delay(1_500).then(documentOf('first')));
    // 'second' is next in line, so its document is made at once; 'third' and 'fourth' wait behind it.
    const second = job('second', documentOf('second'), leaving.signal);
    const third = job('third', documentOf('third'), alsoLeaving.signal);
    const fourth = job('fourth', documentOf('fourth'));
    await delay(300);
    expect(engine.waiting).toBe(3);
    // 'third' leaves from behind 'second', so its document is never made; then 'second' leaves, and
    // 'fourth', next in line now, has its document made.
    alsoLeaving.abort();
    leaving.abort();
    expect(engine.waiting).toBe(1);
    await expect(second).rejects.toMatchObject({ reason: 'cancelled' });
    await expect(third).rejects.toMatchObject({ reason: 'cancelled' });
    expect(pdfText(await fourth)).toContain('fourth');
    expect(pdfText(await first)).toContain('first');
    expect(printed).toEqual(['first', 'fourth']);
    expect(made).toEqual(['second', 'fourth', 'first']);
    // A job cancelled before it is sent is refused at once.
    const gone = AbortSignal.abort();
    await expect(engine.print(documentOf('fifth'), { signal: gone })).rejects.toMatchObject({
      reason: 'cancelled',
    });
    expect(made).not.toContain('fifth');
  }, 30_000);

  it('fails only the job whose document cannot be made, on the same browser', async () => {
    engine = new PdfEngine({ pages: 1 });
    await engine.print(page('before'));
    const [before] = chromiumChildren();
    let attempts = 0;
    const broken = engine.print(() => {
      attempts += 1;
      throw new Error('no such resume');
    });
    await expect(broken).rejects.toThrow('no such resume');
    expect(attempts).toBe(1);
    expect(pdfText(await engine.print(page('after')))).toContain('after');
    expect(chromiumChildren()).toEqual([before]);
  });

  it('replaces a browser still printing past the deadline (it may hang every page)', async () => {
    engine = new PdfEngine({ pages: 1, jobTimeoutMs: 8_000 });
    await engine.print(page('warm'));
    const [before] = chromiumChildren();
    // Thousands of pages: far longer to print than the deadline.
    const endless = page(Array.from({ length: 150_000 }, (_, n) => `line ${n}`).join('<br>'));
    await expect(engine.print(endless)).rejects.toMatchObject({ reason: 'timeout' });
    for (let wait = 0; chromiumChildren().includes(before!) && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(chromiumChildren()).not.toContain(before);
  }, 120_000);

  it('survives Chromium being killed: the next job starts a new browser', async () => {
    engine = new PdfEngine();
    await engine.print(page('before'));
    const [pid] = chromiumChildren();
    expect(pid).toBeDefined();
    process.kill(pid!, 'SIGKILL');
    expect(pdfText(await engine.print(page('after')))).toContain('after');
  });

  it('finishes the jobs that were printing when Chromium was killed', async () => {
    engine = new PdfEngine();
    await engine.warmUp();
    const jobs = [1, 2, 3, 4, 5].map((n) => engine.print(page(`job ${n}`)));
    const [pid] = chromiumChildren();
    process.kill(pid!, 'SIGKILL');
    const texts = (await Promise.all(jobs)).map(pdfText);
    texts.forEach((text, index) => expect(text).toContain(`job ${index + 1}`));
  });
});
