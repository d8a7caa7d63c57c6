// `pnpm bench:pdf-text`: how whole the Arabic-script words of a PDF's text layer come out (issue 35,
// "The Arabic PDF's text layer"). Every Arabic and Kurdish word of the catalogues and the demo data is
// printed by the PDF engine in the resume's fonts, regular and bold, once per font set-up; the text
// poppler's `pdftotext` and pdf.js take out of each PDF is cut into words, and a word counts when it
// comes out exactly as written (whole, letters in logical order). Prints the share per tool and
// set-up, a few words that did not come out, and what the engine's text-layer rewrite
// (src/pdf/pdf-text-layer.ts) costs a print; asserts nothing. Line order: each tool's lines are cut
// into words; of the neighbouring words that are neighbours in the printed text too, either way round
// (the template's own labels are not), the share in written order (the first word first).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderResumeHtml } from '@talent/resume-template/server';
import { aMixedResume, SPECIALIZATIONS } from '@talent/test-kit/resumes';
import { PdfEngine } from '../src/pdf/pdf-engine';
import { withLogicalTextLayer } from '../src/pdf/pdf-text-layer';

const repository = path.resolve(__dirname, '../..');
const SOURCES = [
  ...['ar', 'ckb'].flatMap((language) => {
    const folder = path.join(repository, 'packages/i18n/src/locales', language);
    return fs.readdirSync(folder).map((file) => path.join(folder, file));
  }),
  ...fs
    .readdirSync(path.join(repository, 'server/src/demo'))
    .filter((file) => file.startsWith('iraqi-data'))
    .map((file) => path.join(repository, 'server/src/demo', file)),
];

// Letters of the Arabic script (digits, punctuation and tatweel left out).
const WORD = /(?:[\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]|\p{Mn})+/gu;

const VOWEL_MARK = /[\u064b-\u0652\u0670]/;
/** The Kurdish letters Cairo lacks: in an Arabic document a word holding one changes typeface inside. */
const KURDISH_LETTER = /[\u0692\u0695\u06b5\u06c6\u06c9\u06ca\u06ce\u06d5]/;
/** A word whose last letter carries a vowel mark: the mark is the first glyph Chromium draws of it. */
const LAST_LETTER_MARKED = /\p{Mn}$/u;
/** Lam (or Kurdish ڵ) followed by an alef: one ligature glyph in most Arabic fonts. */
const LAM_ALEF = /[\u0644\u06b5][\u0622\u0623\u0625\u0627]/;

/** Each set-up: the document's language and CSS laid over the resume's own font rules. */
const SET_UPS: Record<string, { language: 'ar' | 'ckb'; css: string }> = {
  "an Arabic document (Cairo, Vazirmatn for Kurdish letters, 'rlig' off, kerning off)": {
    language: 'ar',
    css: '',
  },
  'the same with kerning on (before issue 35)': {
    language: 'ar',
    css: 'article, article * { font-kerning: normal !important; }',
  },
  'a Kurdish document (Vazirmatn for every Arabic-script letter)': { language: 'ckb', css: '' },
  "the same with 'rlig' on": {
    language: 'ckb',
    css: 'article { font-feature-settings: normal !important; }',
  },
};

function corpus(): string[] {
  const words = new Set<string>();
  for (const file of SOURCES) {
    for (const word of fs.readFileSync(file, 'utf8').match(WORD) ?? []) words.add(word);
  }
  return [...words].sort();
}

/** The words as the summary of a resume, printed by the template itself, with `extraCss` after its own. */
function page(words: readonly string[], language: 'ar' | 'ckb', extraCss: string): string {
  const resume = { ...aMixedResume(), language, summary: words.join(' ') };
  resume.employment = [{ ...resume.employment[0]!, responsibilities: [words.join(' ')] }];
  return renderResumeHtml(resume, { specializations: SPECIALIZATIONS }).replace(
    '</head>',
    `<style>${extraCss}</style></head>`,
  );
}

function extracted(pdf: Buffer): { poppler: string; pdfjs: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-text-'));
  try {
    const file = path.join(folder, 'words.pdf');
    fs.writeFileSync(file, pdf);
    return {
      poppler: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
      pdfjs: execFileSync('node', [path.join(__dirname, '../src/testing/pdfjs-text.mjs'), file], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      }),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The words of extracted text: bidi controls dropped, cut at spaces and punctuation. */
function wordsOf(text: string): Set<string> {
  return new Set(text.replace(BIDI_CONTROLS, '').match(/[^\s.,:;!?()،؛«»]+/g) ?? []);
}

/**
 * Neighbouring words of each extracted line that are neighbours in the printed text (`words`, in
 * its order) either way round, and how many of them read in the printed order.
 */
function pairsInOrder(text: string, words: readonly string[]) {
  const place = new Map(words.map((word, index) => [word, index]));
  let pairs = 0;
  let inOrder = 0;
  const outOfOrder: string[] = [];
  for (const line of text.replace(BIDI_CONTROLS, '').split('\n')) {
    const found = (line.match(/[^\s.,:;!?()،؛«»]+/g) ?? []).map((word) => place.get(word));
    for (let index = 1; index < found.length; index++) {
      const [before, after] = [found[index - 1], found[index]];
      if (before === undefined || after === undefined || Math.abs(after - before) !== 1) continue;
      pairs += 1;
      if (after === before + 1) inOrder += 1;
      else outOfOrder.push(`${words[before]} ${words[after]}`);
    }
  }
  return { pairs, inOrder, outOfOrder };
}

async function main() {
  const words = corpus();
  const engine = new PdfEngine({ pages: 1, jobTimeoutMs: 120_000 });
  console.log(
    `${words.length} Arabic-script words from ${SOURCES.length} files, each in a resume's summary and a duty`,
  );
  const oneFace = words.filter((word) => !KURDISH_LETTER.test(word));
  console.log(
    `set-up | pdftotext whole | pdf.js whole | pdf.js whole after NFKC | pdf.js whole, the ${oneFace.length} words without a Kurdish letter` +
      ' | pdftotext pairs in order | pdf.js pairs in order',
  );
  try {
    for (const [name, { language, css }] of Object.entries(SET_UPS)) {
      const { poppler, pdfjs } = extracted(await engine.print(page(words, language, css)));
      const fromPoppler = wordsOf(poppler);
      const fromPdfjs = wordsOf(pdfjs);
      const fromPdfjsNormalized = wordsOf(pdfjs.normalize('NFKC'));
      const share = (found: Set<string>, among = words) => {
        const whole = among.filter((word) => found.has(word)).length;
        return `${((100 * whole) / among.length).toFixed(1)} % (${among.length - whole} broken)`;
      };
      const order = (text: string) => {
        const { pairs, inOrder } = pairsInOrder(text, words);
        return `${((100 * inOrder) / Math.max(1, pairs)).toFixed(1)} % of ${pairs}`;
      };
      console.log(
        `${name} | ${share(fromPoppler)} | ${share(fromPdfjs)} | ${share(fromPdfjsNormalized)} | ` +
          `${share(fromPdfjs, oneFace)} | ${order(poppler)} | ${order(pdfjs)}`,
      );
      const broken = words.filter((word) => !fromPoppler.has(word));
      const marked = broken.filter((word) => VOWEL_MARK.test(word));
      const ligated = broken.filter((word) => !VOWEL_MARK.test(word) && LAM_ALEF.test(word));
      const other = broken.filter((word) => !VOWEL_MARK.test(word) && !LAM_ALEF.test(word));
      console.log(
        `  pdftotext broke ${marked.length} words with vowel marks, ${ligated.length} with a lam-alef,` +
          ` ${other.length} others${other.length > 0 ? `, e.g. ${other.slice(0, 8).join(' ')}` : ''}`,
      );
      const { outOfOrder } = pairsInOrder(pdfjs, words);
      console.log(
        `  pdf.js: ${outOfOrder.length} pairs out of order` +
          (outOfOrder.length > 0 ? `, e.g. ${outOfOrder.slice(0, 6).join(' / ')}` : ''),
      );
      const brokenInPdfjs = oneFace.filter((word) => !fromPdfjs.has(word));
      const lastMarked = brokenInPdfjs.filter((word) => LAST_LETTER_MARKED.test(word));
      const rest = brokenInPdfjs.filter((word) => !LAST_LETTER_MARKED.test(word));
      console.log(
        `  pdf.js broke ${lastMarked.length} words without a Kurdish letter whose last letter carries a mark,` +
          ` ${rest.length} others${rest.length > 0 ? `, e.g. ${rest.slice(0, 8).join(' ')}` : ''}`,
      );
    }
    // What the engine's rewrite of the text layer adds to a print: the full test resume, median and
    // 95th percentile of 25 runs after 5 (run again on the engine's output: the same parse and write).
    for (const language of ['en', 'ar', 'ckb'] as const) {
      const html = renderResumeHtml({ ...aMixedResume(), language }, { specializations: SPECIALIZATIONS });
      const pdf = await engine.print(html);
      const times: number[] = [];
      for (let run = 0; run < 30; run++) {
        const start = performance.now();
        await withLogicalTextLayer(pdf);
        if (run >= 5) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `text-layer rewrite, full ${language} resume (${(pdf.length / 1024).toFixed(1)} KB):` +
          ` p50 ${times[12]!.toFixed(1)} ms, p95 ${times[23]!.toFixed(1)} ms`,
      );
    }
  } finally {
    await engine.close();
  }
  console.log('command: pnpm --filter @talent/server bench:pdf-text');
}

void main();
