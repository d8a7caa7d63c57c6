// A resume printed in its own language (issue #16), read back from real PDFs with poppler: an Arabic
// document carries its Arabic headings and no English one, and says it is Arabic (/Lang); an English
// one prints as before.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResumeDetail } from '@talent/resume-model';
import { embeddedResumeFontCss, renderResumeHtml } from '@talent/resume-template/server';
import {
  aMixedResume,
  ARABIC_SECTION_HEADINGS,
  KURDISH_SECTION_HEADINGS,
  SECTION_HEADINGS,
  SPECIALIZATIONS,
} from '@talent/test-kit/resumes';
import { PdfEngine } from './pdf-engine';

/** The PDF's text as poppler extracts it, in reading order. */
function textOf(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-language-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The fonts the PDF embeds, without their subset prefix. */
function fontsOf(pdf: Buffer): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-fonts-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    const table = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2);
    return [...new Set(table.map((line) => line.split(' ')[0]!.replace(/^[A-Z]{6}\+/, '')).filter(Boolean))];
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The /Lang of the PDF's catalogue in its latest version, or null. */
function languageOf(pdf: Buffer): string | null {
  const catalogs = [...pdf.toString('latin1').matchAll(/obj\s*<<\s*\/Type \/Catalog([\s\S]*?)>>\s*endobj/g)];
  const latest = catalogs.at(-1)?.[1] ?? '';
  return /\/Lang \(([^)]*)\)/.exec(latest)?.[1] ?? null;
}

// Poppler marks right-to-left runs with directional marks; the words are what matter.
const words = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e]/g, '');

describe('a resume printed in its own language', () => {
  const engine = new PdfEngine({ pageCss: embeddedResumeFontCss(), pages: 1 });
  const print = (resume: ResumeDetail) =>
    engine.print(
      renderResumeHtml(resume, { specializations: SPECIALIZATIONS, photoSrc: null, embedFonts: false }),
    );

  afterAll(() => engine.close());

  it('prints an Arabic resume with Arabic headings, labels and names, and no English heading', async () => {
    const pdf = await print({ ...aMixedResume(), language: 'ar' });
    const text = words(textOf(pdf));
    for (const heading of ARABIC_SECTION_HEADINGS) expect(text).toContain(heading);
    for (const heading of SECTION_HEADINGS) expect(text).not.toContain(heading);
    for (const label of ['الهاتف', 'البريد الإلكتروني', 'تاريخ الميلاد', 'بغداد', 'ممتاز', 'حتى الآن']) {
      expect(text).toContain(label);
    }
    expect(languageOf(pdf)).toBe('ar');
  }, 60_000);

  it('prints a Kurdish resume in Sorani, every letter in a bundled face', async () => {
    const pdf = await print({ ...aMixedResume(), language: 'ckb' });
    const text = words(textOf(pdf));
    // Cairo lacks ڕ ڵ ۆ ێ ە: without a bundled face for them Chromium drew them in a system font. A
    // Kurdish document is set in Vazirmatn throughout (issue 35: one typeface a word for pdf.js).
    expect(fontsOf(pdf).sort()).toEqual(
      ['NotoSans-Bold', 'NotoSans-Regular', 'Vazirmatn-Regular', 'Vazirmatn-Bold'].sort(),
    );
    for (const heading of KURDISH_SECTION_HEADINGS) expect(text).toContain(heading);
    for (const heading of SECTION_HEADINGS) expect(text).not.toContain(heading);
    expect(languageOf(pdf)).toBe('ckb');
  }, 60_000);

  it('prints an English resume as before, marked English', async () => {
    const pdf = await print(aMixedResume());
    const text = textOf(pdf);
    for (const heading of SECTION_HEADINGS) expect(text).toContain(heading);
    expect(text).toContain('January 2019 – Present');
    expect(languageOf(pdf)).toBe('en');
  }, 60_000);
});
