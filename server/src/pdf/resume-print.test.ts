// The resume's print layout (issue 5 'Print layout'), read back from real PDFs: A4 pages with their
// margins, no entry split across two pages, no section heading left alone at the foot of a page.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResumeDetail } from '@talent/resume-model';
import { embeddedResumeFontCss, renderResumeHtml } from '@talent/resume-template/server';
import { aMixedResume, SECTION_HEADINGS, SPECIALIZATIONS } from '@talent/test-kit/resumes';
import { PdfEngine } from './pdf-engine';

interface Word {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

interface PrintedPage {
  width: number;
  height: number;
}

/** Every word of the PDF with its box in points, from poppler's `pdftotext -bbox`. */
function wordsOf(pdf: Buffer): { pages: PrintedPage[]; words: Word[] } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-print-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    const xhtml = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages: PrintedPage[] = [];
    const words: Word[] = [];
    for (const [, width, height, body = ''] of xhtml.matchAll(
      /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g,
    )) {
      pages.push({ width: Number(width), height: Number(height) });
      for (const [, xMin, yMin, xMax, yMax, text = ''] of body.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          text: text.replace(/&amp;/g, '&'),
          page: pages.length,
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        });
      }
    }
    return { pages, words };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The first run of words spelling `phrase` (its words in order, on one line). */
function find(words: Word[], phrase: string): Word[] | null {
  const parts = phrase.split(' ');
  for (let index = 0; index + parts.length <= words.length; index++) {
    const run = words.slice(index, index + parts.length);
    if (run.every((word, offset) => word.text === parts[offset] && word.page === run[0]!.page)) return run;
  }
  return null;
}

/**
 * A resume of two to three pages: a summary of `summaryLines` lines (a paragraph breaks between any
 * two lines), then eight jobs of two to four duties each and nine courses. Each extra line moves
 * what follows the summary down by one line, so over the variants the Employment History heading
 * and the jobs pass the foot of the first page at every height.
 */
function longResume(summaryLines: number): ResumeDetail {
  const resume = aMixedResume();
  resume.summary = Array.from({ length: summaryLines }, (_, line) => `Summary line ${line + 1}`).join('\n');
  resume.specializations = [];
  resume.education = [];
  resume.employment = Array.from({ length: JOBS }, (_, job) => ({
    title: `Position${job + 1} Engineer`,
    employer: 'Babylon Soft',
    duration: { start_year: '2019', start_month: '1', end_year: '2020', end_month: '6' },
    responsibilities: Array.from(
      { length: DUTIES(job + 1) },
      (_, duty) => `Duty${job + 1}x${duty + 1} kept the release train on time for every team`,
    ),
  }));
  resume.courses = Array.from({ length: 9 }, (_, course) => ({
    title: `Course${course + 1} Certificate`,
    entity: 'AWS Academy',
    duration: '3 months',
  }));
  return resume;
}

const JOBS = 8;
const DUTIES = (job: number) => 2 + (job % 3);

// A4 and the margins of ResumePrintStyle (14 mm top and bottom, 12 mm at the sides), in points.
const A4 = { width: 595.28, height: 841.89 };
const MM = 72 / 25.4;
const TOLERANCE = 1;

describe('the printed resume', () => {
  const engine = new PdfEngine({ pageCss: embeddedResumeFontCss(), pages: 1 });
  const printed = new Map<number, Promise<{ pages: PrintedPage[]; words: Word[] }>>();
  const variants = Array.from({ length: 12 }, (_, index) => 26 + index);
  const printedResume = (summaryLines: number) => {
    let pdf = printed.get(summaryLines);
    if (!pdf) {
      const html = renderResumeHtml(longResume(summaryLines), {
        specializations: SPECIALIZATIONS,
        photoSrc: null,
        embedFonts: false,
      });
      pdf = engine.print(html).then(wordsOf);
      printed.set(summaryLines, pdf);
    }
    return pdf;
  };

  afterAll(() => engine.close());

  it('is printed on A4 pages, every word inside the margins', async () => {
    for (const variant of variants) {
      const { pages, words } = await printedResume(variant);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(A4.width, 0);
        expect(page.height).toBeCloseTo(A4.height, 0);
      }
      // The foot of the later pages (the name and 'Page 2 of 3', issue #23) sits in the bottom margin.
      const isFoot = (word: Word) => word.page > 1 && word.yMin > A4.height - 14 * MM;
      expect(words.filter((word) => isFoot(word) && word.text === 'Page')).toHaveLength(pages.length - 1);
      for (const word of words.filter((candidate) => !isFoot(candidate))) {
        expect(word.xMin).toBeGreaterThanOrEqual(12 * MM - TOLERANCE);
        expect(word.xMax).toBeLessThanOrEqual(A4.width - 12 * MM + TOLERANCE);
        expect(word.yMin).toBeGreaterThanOrEqual(14 * MM - TOLERANCE);
        expect(word.yMax).toBeLessThanOrEqual(A4.height - 14 * MM + TOLERANCE);
      }
    }
  });

  it('keeps each job, its duties included, on one page', async () => {
    for (const variant of variants) {
      const { words } = await printedResume(variant);
      for (let job = 1; job <= JOBS; job++) {
        const title = find(words, `Position${job} Engineer`);
        const lastDuty = words.find((word) => word.text === `Duty${job}x${DUTIES(job)}`);
        expect(title).not.toBeNull();
        expect({ job, page: lastDuty?.page }).toEqual({ job, page: title![0]!.page });
      }
    }
  });

  it('never leaves a section heading last on its page', async () => {
    for (const variant of variants) {
      const { words } = await printedResume(variant);
      for (const heading of SECTION_HEADINGS) {
        const run = find(words, heading);
        if (run === null) continue;
        const { page, yMax } = run[0]!;
        // Something of the section sits below its heading, on the same page.
        expect({
          heading,
          summaryLines: variant,
          below: words.some((word) => word.page === page && word.yMin > yMax),
        }).toEqual({
          heading,
          summaryLines: variant,
          below: true,
        });
      }
    }
  });
});
