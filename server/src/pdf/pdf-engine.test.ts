import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF_UNAVAILABLE_MESSAGE, PdfEngine, PdfEngineError } from './pdf-engine';
import { describeOnEmbedded } from '../testing/test-environment';
import { chromiumChildren } from './testing';

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const page = (text: string) => `<!DOCTYPE html><html><body><p>${text}</p></body></html>`;

// No database involved: one run is enough.
describeOnEmbedded('PdfEngine', () => {
  let engine: PdfEngine;

  afterEach(() => engine.close());

  it('prints HTML to a PDF whose text can be searched', async () => {
    engine = new PdfEngine();
    const pdf = await engine.print(page('Hello PDF'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Hello PDF');
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
    expect(PDF_UNAVAILABLE_MESSAGE).toContain('Debian package chromium');
  });

  it('refuses jobs beyond its queue as busy', async () => {
    engine = new PdfEngine({ pages: 1, maxQueue: 1 });
    await engine.warmUp();
    const jobs = [1, 2, 3].map((n) => engine.print(page(`job ${n}`)));
    const results = await Promise.allSettled(jobs);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ reason: 'busy' });
  });

  it('gives up on a job past its deadline', async () => {
    engine = new PdfEngine({ pages: 1, jobTimeoutMs: 1 });
    await engine.warmUp();
    await expect(engine.print(page('slow'))).rejects.toMatchObject({ reason: 'timeout' });
  });

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
