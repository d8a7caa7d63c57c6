import { fingerprintOf, PdfNotWantedError, ResumePdfCache } from './pdf-cache';

/** A printer that counts its prints and answers with a PDF-sized buffer naming the version. */
function printerOf(bytes = 10) {
  const printer = {
    prints: 0,
    print: (version: string) => async () => {
      printer.prints += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return Buffer.from(version.padEnd(bytes, '.'));
    },
  };
  return printer;
}

describe('ResumePdfCache', () => {
  it('prints a resume version once and serves repeat downloads from memory', async () => {
    const cache = new ResumePdfCache();
    const printer = printerOf();
    const first = await cache.pdfOf(1, 'v1', printer.print('v1'));
    const again = await cache.pdfOf(1, 'v1', printer.print('v1'));
    expect(again).toBe(first);
    expect(printer.prints).toBe(1);
  });

  it('prints again after the resume changed, and forgets the old version', async () => {
    const cache = new ResumePdfCache();
    const printer = printerOf();
    await cache.pdfOf(1, 'v1', printer.print('v1'));
    expect((await cache.pdfOf(1, 'v2', printer.print('v2'))).toString()).toMatch(/^v2/);
    expect(cache.size).toBe(10);
    expect((await cache.pdfOf(1, 'v1', printer.print('v1'))).toString()).toMatch(/^v1/);
    expect(printer.prints).toBe(3);
  });

  it('shares one print between concurrent downloads of one version', async () => {
    const cache = new ResumePdfCache();
    const printer = printerOf();
    const pdfs = await Promise.all(
      Array.from({ length: 5 }, () => cache.pdfOf(1, 'v1', printer.print('v1'))),
    );
    expect(new Set(pdfs).size).toBe(1);
    expect(printer.prints).toBe(1);
  });

  describe('downloads that stop waiting', () => {
    /** A print that finishes when told, and shows whether it was told nobody waits any more. */
    function controlledPrint() {
      const print = {
        prints: 0,
        signals: [] as AbortSignal[],
        finish: (): void => undefined,
        run: (signal: AbortSignal) => {
          print.prints += 1;
          print.signals.push(signal);
          return new Promise<Buffer>((resolve, reject) => {
            print.finish = () => resolve(Buffer.from('pdf'));
            signal.addEventListener('abort', () => reject(new Error('cancelled')));
          });
        },
      };
      return print;
    }

    it('keeps the shared print while another download still waits for it', async () => {
      const cache = new ResumePdfCache();
      const print = controlledPrint();
      const leaving = new AbortController();
      const gone = cache.pdfOf(1, 'v1', print.run, { signal: leaving.signal });
      const staying = cache.pdfOf(1, 'v1', print.run, { signal: new AbortController().signal });
      leaving.abort();
      await expect(gone).rejects.toBeInstanceOf(PdfNotWantedError);
      expect(print.signals[0]!.aborted).toBe(false);
      print.finish();
      expect((await staying).toString()).toBe('pdf');
      expect(print.prints).toBe(1);
    });

    it('cancels the print once the last download waiting for it has gone, and prints afresh later', async () => {
      const cache = new ResumePdfCache();
      const print = controlledPrint();
      const downloads = [new AbortController(), new AbortController()];
      const pending = downloads.map((download) =>
        cache.pdfOf(1, 'v1', print.run, { signal: download.signal }),
      );
      downloads[0]!.abort();
      expect(print.signals[0]!.aborted).toBe(false);
      downloads[1]!.abort();
      expect(print.signals[0]!.aborted).toBe(true);
      for (const download of pending) await expect(download).rejects.toBeInstanceOf(PdfNotWantedError);

      const later = cache.pdfOf(1, 'v1', print.run, { signal: new AbortController().signal });
      expect(print.prints).toBe(2);
      print.finish();
      expect((await later).toString()).toBe('pdf');
    });

    it('never cancels a print that a download without a signal waits for', async () => {
      const cache = new ResumePdfCache();
      const print = controlledPrint();
      const leaving = new AbortController();
      const gone = cache.pdfOf(1, 'v1', print.run, { signal: leaving.signal });
      const plain = cache.pdfOf(1, 'v1', print.run);
      leaving.abort();
      await expect(gone).rejects.toBeInstanceOf(PdfNotWantedError);
      expect(print.signals[0]!.aborted).toBe(false);
      print.finish();
      expect((await plain).toString()).toBe('pdf');
    });

    it('starts no print for a download already gone', async () => {
      const cache = new ResumePdfCache();
      const print = controlledPrint();
      await expect(cache.pdfOf(1, 'v1', print.run, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
        PdfNotWantedError,
      );
      expect(print.prints).toBe(0);
    });
  });

  it('keeps nothing of a failed print', async () => {
    const cache = new ResumePdfCache();
    const printer = printerOf();
    await expect(cache.pdfOf(1, 'v1', () => Promise.reject(new Error('Chromium died')))).rejects.toThrow(
      'Chromium died',
    );
    await cache.pdfOf(1, 'v1', printer.print('v1'));
    expect(printer.prints).toBe(1);
  });

  it('drops the least recently downloaded resumes beyond its byte bound', async () => {
    const cache = new ResumePdfCache(30);
    const printer = printerOf(10);
    for (const id of [1, 2, 3]) await cache.pdfOf(id, 'v', printer.print(`r${id}`));
    await cache.pdfOf(1, 'v', printer.print('r1'));
    await cache.pdfOf(4, 'v', printer.print('r4'));
    expect(cache.size).toBe(30);
    expect(printer.prints).toBe(4);
    await cache.pdfOf(1, 'v', printer.print('r1'));
    expect(printer.prints).toBe(4);
    await cache.pdfOf(2, 'v', printer.print('r2'));
    expect(printer.prints).toBe(5);
  });

  it('does not keep a PDF larger than its whole bound', async () => {
    const cache = new ResumePdfCache(5);
    await cache.pdfOf(1, 'v', printerOf(10).print('big'));
    expect(cache.size).toBe(0);
  });
});

describe('fingerprintOf', () => {
  it('is equal for equal data and differs for any change', () => {
    expect(fingerprintOf({ a: 1 }, [2])).toBe(fingerprintOf({ a: 1 }, [2]));
    expect(fingerprintOf({ a: 1 }, [2])).not.toBe(fingerprintOf({ a: 1 }, [3]));
  });
});
