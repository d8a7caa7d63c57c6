// Issue 35 "The Arabic PDF's text layer" and issue 33 "The PDF for machines": what poppler's pdftotext
// and pdf.js take out of an Arabic and a Kurdish resume PDF, and the PDF's structure tree and outline.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builderFromDetail, type ResumeDetail } from '@talent/resume-model';
import { aMixedResume } from '@talent/test-kit/resumes';
import { saveResume } from '../applicants/save-resume';
import { users } from '../db/schema';
import type { RunningServer } from '../server';
import { fetchXsrfCookie } from '../testing/api-client';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-environment';

let environment: TestEnvironment;
let server: RunningServer;

/** Words an Iraqi resume holds, with the letters whose kerning used to break them (ر ز before ي …). */
const ARABIC_RESUME: Partial<ResumeDetail> = {
  language: 'ar',
  summary: 'محاسبة لديها خبرة في إعداد التقارير المالية والتدقيق وإدارة الموارد البشرية والتوريد',
  education: [
    {
      degree: "Bachelor's",
      institute: 'جامعة بغداد كلية الإدارة والاقتصاد',
      duration: { start_year: '2014', start_month: '9', end_year: '2018', end_month: '6' },
    },
  ],
  employment: [
    {
      title: 'محاسبة أقدم',
      employer: 'شركة زين العراق',
      duration: { start_year: '2019', start_month: '11', end_year: '2023', end_month: '6' },
      responsibilities: [
        'تحضير الميزانية الشهرية',
        'متابعة التسويات البنكية والتحويلات',
        // Harakat, as a name or a carefully voweled line carries them.
        'إِعْدَادُ الْمِيزَانِيَّةِ السَّنَوِيَّةِ مَعَ الْمُدِيرِ مُحَمَّد عَلِيّ',
        // A Kurdish place name (a Kurdish letter changes typeface inside the word), an English word and
        // a number inside Arabic text.
        'تنسيق العمل مع فرع هەولێر وإعداد تقارير Excel لعام 2023 بدقة',
      ],
    },
  ],
};

const KURDISH_RESUME: Partial<ResumeDetail> = {
  language: 'ckb',
  summary: 'ژمێریارێکی بە ئەزموون لە ئامادەکردنی ڕاپۆرتی دارایی و وردبینی و بەڕێوەبردنی سەرچاوە مرۆییەکان',
  education: [
    {
      degree: "Bachelor's",
      institute: 'زانکۆی سەلاحەددین',
      duration: { start_year: '2014', start_month: '9', end_year: '2018', end_month: '6' },
    },
  ],
  employment: [
    {
      title: 'ژمێریاری باڵا',
      employer: 'کۆمپانیای ئاسیاسێڵ',
      duration: { start_year: '2019', start_month: '11', end_year: '2023', end_month: '6' },
      responsibilities: [
        'ئامادەکردنی بودجەی مانگانە',
        'بەدواداچوونی گواستنەوە بانکییەکان',
        // An Arabic name and a voweled Arabic line, as a Kurdish resume quotes them.
        'وانەی عەرەبی بە بزوێنەوە لەگەڵ مامۆستا مُحَمَّد: اَلْعِلْمُ نُورٌ',
      ],
    },
  ],
};

// Letters of the Arabic script: a word is a run of them.
const WORD = /(?:[\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]|\p{Mn})+/gu;

let accounts = 0;

async function pdfOf(resume: ResumeDetail): Promise<Buffer> {
  accounts += 1;
  const db = server.database.db;
  const [user] = await db
    .insert(users)
    .values({ name: `Text ${accounts}`, email: `text${accounts}@example.com`, password: 'hash' })
    .returning({ id: users.id });
  const { applicantId } = await saveResume(db, {
    userId: user!.id,
    resume: {
      ...resume,
      image: null,
      published: true,
      specializations: builderFromDetail(resume.specializations),
    },
  });
  const cookie = await fetchXsrfCookie(server.url);
  const response = await fetch(`${server.url}/api/download-resume-pdf`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(cookie.value)}`,
      'x-xsrf-token': cookie.value,
    },
    body: JSON.stringify({ applicant_id: applicantId }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-pdf-text-'));
  try {
    const file = path.join(folder, 'resume.pdf');
    fs.writeFileSync(file, pdf);
    return read(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const popplerText = (pdf: Buffer) =>
  withFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
const pdfjsText = (pdf: Buffer) =>
  withFile(pdf, (file) =>
    execFileSync('node', [path.join(__dirname, '../testing/pdfjs-text.mjs'), file], { encoding: 'utf8' }),
  );

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Extracted text with its bidi controls read as word boundaries: pdftotext wraps a left-to-right run
 * of a right-to-left line in LRE … PDF with the space before it inside ('تقارير LRE Excel PDF لعام').
 */
const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, ' ').replace(/ {2,}/g, ' ');

/** The words of extracted text: bidi controls dropped, cut at spaces and punctuation. */
function wordsOf(text: string): Set<string> {
  return new Set(withoutBidiControls(text).match(/[^\s.,:;!?()،؛«»–]+/g) ?? []);
}

/** Every text the resume holds. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  return value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];
}

/**
 * The pairs of neighbouring Arabic-script words of the resume's texts that do not come out of the
 * extracted text one right after the other, in their written order.
 */
function pairsOutOfOrder(text: string, resume: Partial<ResumeDetail>): string[] {
  const found = withoutBidiControls(text).match(WORD) ?? [];
  const neighbours = new Set(found.slice(1).map((word, index) => `${found[index]} ${word}`));
  return textsOf(resume).flatMap((written) => {
    const words = written.match(WORD) ?? [];
    return words.slice(1).flatMap((word, index) => {
      const pair = `${words[index]} ${word}`;
      return neighbours.has(pair) ? [] : [pair];
    });
  });
}

/** Every Arabic-script word the resume's own texts hold. */
function resumeWords(resume: Partial<ResumeDetail>): string[] {
  return [...new Set(JSON.stringify(resume).match(WORD) ?? [])];
}

const CASES = [
  ['Arabic', ARABIC_RESUME],
  ['Kurdish', KURDISH_RESUME],
] as const;

describe('the text layer of an Arabic and a Kurdish resume PDF', () => {
  const pdfs = new Map<string, Buffer>();

  beforeAll(async () => {
    environment = await createTestEnvironment();
    server = await environment.start();
    for (const [name, resume] of CASES)
      pdfs.set(name, await pdfOf({ ...aMixedResume(), ...resume } as ResumeDetail));
  });

  afterAll(() => environment.dispose());

  it.each(CASES)('pdftotext reads every word of the %s resume whole, in logical order', (name, resume) => {
    const found = wordsOf(popplerText(pdfs.get(name)!));
    const words = resumeWords(resume);
    expect(words.length).toBeGreaterThan(20);
    expect(words.filter((word) => !found.has(word))).toEqual([]);
  });

  it('is tagged, with an outline of its headings', () => {
    const pdf = pdfs.get('Arabic')!;
    const info = withFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
    expect(info).toMatch(/^Tagged: +yes$/m);
    expect(pdf.toString('latin1')).toMatch(/\/Outlines \d+ 0 R/);
  });

  // pdf.js ends a text item at every marked-content span and every change of font: Chromium's
  // per-glyph /ActualText spans are folded into the ToUnicode maps (pdf/pdf-text-layer.ts) and a
  // Kurdish document is set in one typeface, so each word is one item that pdf.js puts in logical order;
  // a mark on a word's last letter, drawn first, is moved after the word.
  it.each(CASES)('pdf.js reads every word of the %s resume whole, in logical order', (name, resume) => {
    const found = wordsOf(pdfjsText(pdfs.get(name)!));
    expect(resumeWords(resume).filter((word) => !found.has(word))).toEqual([]);
  });

  // Chromium paints each line's runs left to right; the text layer draws them in reading order
  // again (pdf/reading-order.ts), and a space between right-to-left runs reads as U+200F U+0020.
  it.each(CASES)('pdf.js reads each line of the %s resume first word first', (name, resume) => {
    expect(pairsOutOfOrder(pdfjsText(pdfs.get(name)!), resume)).toEqual([]);
  });

  it.each(CASES)('pdftotext reads each line of the %s resume first word first', (name, resume) => {
    expect(pairsOutOfOrder(popplerText(pdfs.get(name)!), resume)).toEqual([]);
  });

  // The strip's label, its colon and the space after it are one element, the space as wide as the gap
  // it stands for; the pass draws each item label first, and the colon in a span poppler reads on the
  // right-to-left side (pdf/reading-order.ts).
  it.each([
    ['Arabic', ['الهاتف: +964 770 123 4567', 'البريد الإلكتروني: zainab@example.com', 'الموقع: بغداد']],
    ['Kurdish', ['تەلەفۆن: +964 770 123 4567', 'ئیمەیڵ: zainab@example.com', 'شوێن: بەغدا']],
  ] as const)(
    'reads each item of the %s contact strip as its label, a colon, a space and its value',
    (name, items) => {
      const pdf = pdfs.get(name)!;
      for (const text of [pdfjsText(pdf), popplerText(pdf)]) {
        const read = text.replace(BIDI_CONTROLS, '').replace(/ {2,}/g, ' ');
        expect(items.filter((item) => !read.includes(item))).toEqual([]);
      }
    },
  );

  // pdf.js gives no space where the next text is drawn on the left of the last: between two cells of
  // a right-to-left line the pass draws one (pdf/reading-order.ts).
  it.each([
    ['Arabic', ['4567', 'البريد', 'com', 'الموقع', 'React', 'جيد']],
    ['Kurdish', ['4567', 'ئیمەیڵ', 'com', 'شوێن', 'React', 'زۆر']],
  ] as const)('pdf.js reads the cells of a line of the %s resume as words apart', (name, words) => {
    const found = wordsOf(pdfjsText(pdfs.get(name)!));
    expect(words.filter((word) => !found.has(word))).toEqual([]);
  });

  it('keeps the spaces around an English word, a number and a Kurdish word inside an Arabic line', () => {
    const line = 'تنسيق العمل مع فرع هەولێر وإعداد تقارير Excel لعام 2023 بدقة';
    const pdf = pdfs.get('Arabic')!;
    expect(withoutBidiControls(pdfjsText(pdf))).toContain(line);
    expect(withoutBidiControls(popplerText(pdf))).toContain(line);
  });
});
