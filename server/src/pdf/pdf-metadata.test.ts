import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfTextString, withDocumentInfo } from './pdf-metadata';

/** A one-page PDF laid out as Chromium's (Skia's) are: Info first, a classic xref table, a trailer. */
function skiaLikePdf(): Buffer {
  const objects = [
    "<</Title (Plain \\(title\\))\n/Creator (HeadlessChrome)\n/Producer (Skia/PDF m156)\n/CreationDate (D:20261122022230+00'00')>>",
    '<</Type /Catalog\n/Pages 3 0 R>>',
    '<</Type /Pages\n/Kids [4 0 R]\n/Count 1>>',
    '<</Type /Page\n/Parent 3 0 R\n/MediaBox [0 0 595 842]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 2 0 R\n/Info 1 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

/** pdfinfo's report and what it complained about (a broken cross-reference shows up there). */
function pdfInfo(pdf: Buffer): { info: string; complaints: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-info-'));
  try {
    const file = path.join(folder, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const result = spawnSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    return { info: result.stdout, complaints: result.stderr };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('withDocumentInfo', () => {
  it('adds the Author in any script and replaces the Creator, keeping the title and dates', () => {
    const before = skiaLikePdf();
    const { info, complaints } = pdfInfo(
      withDocumentInfo(before, { author: 'زينب الربيعي (Zainab)', creator: 'Talent Pool' }),
    );
    expect(complaints).toBe('');
    expect(info).toMatch(/^Author: +زينب الربيعي \(Zainab\)$/m);
    expect(info).toMatch(/^Creator: +Talent Pool$/m);
    expect(info).toMatch(/^Title: +Plain \(title\)$/m);
    expect(info).toMatch(/^Producer: +Skia\/PDF m156$/m);
    expect(info).toMatch(/^CreationDate: +.*2026/m);
  });

  it('appends to the file and leaves the bytes Chromium wrote as they were', () => {
    const before = skiaLikePdf();
    const after = withDocumentInfo(before, { author: 'A' });
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    const update = after.subarray(before.length).toString('latin1');
    // The new cross-reference entry points at the new Info object.
    const offset = Number(/xref\n1 1\n(\d{10}) 00000 n \n/.exec(update)?.[1]);
    expect(after.subarray(offset, offset + 8).toString('latin1')).toBe('1 0 obj\n');
    expect(update).toContain(`/Prev ${/startxref\n(\d+)/.exec(before.toString('latin1'))?.[1]}`);
  });

  it("sets the catalogue's /Lang to the document's language, in the same update (issue #16)", () => {
    const before = skiaLikePdf();
    const after = withDocumentInfo(before, { author: 'A', language: 'ar' });
    expect(pdfInfo(after).complaints).toBe('');
    const update = after.subarray(before.length).toString('latin1');
    const offset = Number(/\n2 1\n(\d{10}) 00000 n \n/.exec(update)?.[1]);
    const catalog = after.subarray(offset).toString('latin1');
    expect(catalog).toMatch(/^2 0 obj\n<<\/Type \/Catalog\n\/Pages 3 0 R\n\/Lang \(ar\)>>\nendobj\n/);

    const again = withDocumentInfo(after, { language: 'ckb' });
    const latest = again.subarray(after.length).toString('latin1');
    expect(latest).toContain('/Lang (ckb)');
    expect(latest).not.toContain('/Lang (ar)');
    expect(pdfInfo(again).complaints).toBe('');
  });

  it('leaves the Author out when the document has none', () => {
    const { info } = pdfInfo(withDocumentInfo(skiaLikePdf(), { author: null, creator: 'Talent Pool' }));
    expect(info).not.toMatch(/^Author:/m);
    expect(info).toMatch(/^Creator: +Talent Pool$/m);
  });

  it('returns a file it cannot read unchanged', () => {
    const strange = Buffer.from('%PDF-1.7\n1 0 obj\n<</Type /XRef>>\nstream\nendstream\nendobj\n%%EOF\n');
    expect(withDocumentInfo(strange, { author: 'A' })).toBe(strange);
  });
});

describe('pdfTextString', () => {
  it('writes UTF-16BE with a byte order mark, so Arabic and brackets need no escaping', () => {
    expect(pdfTextString('A)')).toBe('<FEFF00410029>');
    expect(pdfTextString('زي')).toBe('<FEFF0632064A>');
  });
});
