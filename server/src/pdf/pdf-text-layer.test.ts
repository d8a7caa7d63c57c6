// The text-layer rewrite on what it cannot read; what readers take out of a rewritten resume PDF is
// tested end to end in routes/resume-pdf-text.test.ts.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { withLogicalTextLayer } from './pdf-text-layer';

describe('withLogicalTextLayer', () => {
  it('returns bytes that are not a PDF unchanged', async () => {
    const bytes = Buffer.from('not a PDF at all');
    expect(await withLogicalTextLayer(bytes)).toBe(bytes);
  });

  it('keeps a PDF without /ActualText spans readable', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage();
    page.drawText('Hello', { font: await document.embedFont(StandardFonts.Helvetica) });
    const rewritten = await PDFDocument.load(await withLogicalTextLayer(Buffer.from(await document.save())));
    expect(rewritten.getPageCount()).toBe(1);
  });
});
