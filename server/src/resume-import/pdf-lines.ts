// A PDF's text as lines, with pdf.js (text with positions). Items are grouped into lines by their
// baseline; a wide gap splits a line into cells (our PDF's contact strip, a level beside its language).
// Where a row of cells are all headings (our PDF's side-by-side sections), the cells below are read
// column by column until the next full-width heading. Right-to-left lines are read from the right.

import { stripDirectionMarks } from './cv-dates';
import { ImportFailure, MAX_PDF_PAGES } from './import-failure';
import { headingOf, type CvLine } from './text-cv';

interface Cell {
  text: string;
  /** The font most of its text is in: our PDF's bold titles are in a font of their own. */
  font: string;
  /** Left and right edges, in points. */
  left: number;
  right: number;
  size: number;
  rtl: boolean;
}

interface Row {
  y: number;
  cells: Cell[];
}

/** Wider than a space between words, narrower than the space between columns. */
const CELL_GAP = 18;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
// pdf.js ships ES modules only: loaded with import(), which CommonJS keeps as it is.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

const isRtlText = (text: string) => /[\u0590-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/.test(text);

const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufeff]/;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '«': '»',
  '»': '«',
};

/**
 * Arabic script that pdf.js hands over as drawn (shaped presentation forms, left to right) read in
 * logical order: reversed, the runs of Latin letters and digits inside turned back, brackets mirrored,
 * then the shaped forms unfolded to letters (NFKC). pdf.js reorders an item itself when it recognises
 * it as right-to-left; one of mostly shaped forms it does not.
 */
export function logicalText(item: { str: string; dir?: string }): string {
  if (!PRESENTATION_FORMS.test(item.str) || item.dir === 'rtl') return item.str.normalize('NFKC');
  const reversed = [...item.str]
    .reverse()
    .map((character) => MIRRORED[character] ?? character)
    .join('');
  return reversed
    .replace(
      /[A-Za-z0-9\u0660-\u0669\u06f0-\u06f9@+][A-Za-z0-9\u0660-\u0669\u06f0-\u06f9@+.,:/_\-'’ ]*[A-Za-z0-9\u0660-\u0669\u06f0-\u06f9]|[A-Za-z0-9\u0660-\u0669\u06f0-\u06f9]/g,
      (run) => [...run].reverse().join(''),
    )
    .normalize('NFKC');
}

type TextItem = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  dir?: string;
  fontName?: string;
};

/** Our PDF's footer (the name, 'Page 1 of 2') sits in the bottom margin: no part of the CV. */
const FOOTER_POINTS = 40;

function rowsOfPage(items: TextItem[]) {
  const rows: Row[] = [];
  const sorted = items
    .map((item) => ({ ...item, str: stripDirectionMarks(item.str) }))
    .filter((item) => item.str.trim() !== '' && item.transform[5]! > FOOTER_POINTS)
    .map((item) => ({
      text: logicalText(item),
      font: item.fontName ?? '',
      left: item.transform[4]!,
      right: item.transform[4]! + item.width,
      y: item.transform[5]!,
      size: Math.abs(item.transform[3]!) || item.height,
      rtl: isRtlText(item.str),
    }))
    .sort((a, b) => b.y - a.y || a.left - b.left);
  for (const item of sorted) {
    const row = rows.find((candidate) => Math.abs(candidate.y - item.y) < Math.max(2, item.size * 0.4));
    const cell: Cell = {
      text: item.text,
      font: item.font,
      left: item.left,
      right: item.right,
      size: item.size,
      rtl: item.rtl,
    };
    if (row) row.cells.push(cell);
    else rows.push({ y: item.y, cells: [cell] });
  }
  for (const row of rows) row.cells = mergedCells(row.cells);
  return rows.sort((a, b) => b.y - a.y);
}

const RTL_LETTER = /[\u0590-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/g;
// Digits are weak: they take the direction of the letters around them.
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/g;
const isLeftToRight = (part: Cell) => !part.rtl && /[A-Za-z\u00c0-\u024f0-9]/.test(part.text);

/**
 * Parts of a right-to-left line, reversed from the order they are drawn in, with each run of
 * left-to-right parts ('LinkedIn' 'Recruiter', '+964' '781' …) put back in its own order; the spaces
 * and punctuation at a run's ends stay with the right-to-left text around it.
 */
function leftToRightRunsKept(reversed: Cell[]): Cell[] {
  const result = [...reversed];
  let start = 0;
  while (start < result.length) {
    if (!isLeftToRight(result[start]!)) {
      start += 1;
      continue;
    }
    let end = start;
    while (end + 1 < result.length && !result[end + 1]!.rtl) end += 1;
    while (end > start && !isLeftToRight(result[end]!)) end -= 1;
    result.splice(start, end - start + 1, ...result.slice(start, end + 1).reverse());
    start = end + 1;
  }
  return result;
}

/** Items of one row joined into cells: near neighbours into one, in reading order. */
function mergedCells(items: Cell[]): Cell[] {
  const byLeft = [...items].sort((a, b) => a.left - b.left);
  // The row's direction by its letters: a phone number or an address may come as many small items.
  const letters = (pattern: RegExp) =>
    items.reduce((sum, item) => sum + (item.text.match(pattern) ?? []).length, 0);
  const rtl = letters(RTL_LETTER) >= letters(LATIN_LETTER);
  const cells: Cell[][] = [];
  for (const item of byLeft) {
    const last = cells.at(-1);
    if (last && item.left - last.at(-1)!.right < CELL_GAP) last.push(item);
    else cells.push([item]);
  }
  const joined = cells.map((all) => {
    // A mark drawn on its own (a shadda, a tanween) goes after the letter it sits on.
    const marks = all.filter((part) => /^\p{M}+$/u.test(part.text));
    const parts = all.filter((part) => !marks.includes(part));
    if (parts.length === 0) parts.push(...all);
    // In a right-to-left line a bracket drawn on its own is the mirrored glyph of the one written.
    const ordered = rtl
      ? leftToRightRunsKept(
          [...parts]
            .reverse()
            .map((part) =>
              /^[()[\]{}«»]$/.test(part.text) ? { ...part, text: MIRRORED[part.text]! } : part,
            ),
        )
      : parts;
    const texts = ordered.map((part) => [...part.text]);
    for (const mark of marks) {
      const centre = (mark.left + mark.right) / 2;
      const at = ordered.findIndex((part) => part.left <= centre && centre <= part.right);
      if (at < 0) continue;
      const part = ordered[at]!;
      const letters = texts[at]!;
      const share = (rtl ? part.right - centre : centre - part.left) / Math.max(1, part.right - part.left);
      const index = Math.min(letters.length - 1, Math.floor(share * letters.length));
      letters[index] += mark.text;
    }
    let text = '';
    for (const [index, part] of ordered.entries()) {
      const previous = ordered[index - 1];
      // Either way round: a left-to-right run inside a right-to-left line reads left to right.
      const gap = previous ? Math.max(previous.left - part.right, part.left - previous.right) : 0;
      text +=
        (index > 0 && gap > part.size * 0.15 && !text.endsWith(' ') && !/^[\s\p{M}'’,.)]/u.test(part.text)
          ? ' '
          : '') + texts[index]!.join('');
    }
    return {
      text: text
        .replace(/\s+(?=\p{M})/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
      // The font most of its letters are in: a Kurdish letter may come from a fallback font.
      font: mostUsed(all.flatMap((part) => [...part.text].map(() => part.font)))!,
      left: Math.min(...all.map((part) => part.left)),
      right: Math.max(...all.map((part) => part.right)),
      size: Math.max(...all.map((part) => part.size)),
      rtl,
    };
  });
  return rtl ? joined.reverse() : joined;
}

/** The rows as lines, side-by-side sections read one column after the other. */
function linesOfRows(rows: Row[], body: BodyText): CvLine[] {
  const lines: CvLine[] = [];
  const stands = (cell: Cell) => cell.size > body.size * 1.08 || !body.fonts.has(cell.font);
  const line = (cell: Cell): CvLine => ({ text: cell.text, strong: stands(cell), size: cell.size });
  let columns: Array<{ edge: number; lines: CvLine[] }> | null = null;
  let rtl = false;
  const closeColumns = () => {
    for (const column of columns ?? []) lines.push(...column.lines);
    columns = null;
  };
  for (const row of rows) {
    const headings = row.cells.filter((cell) => headingOf(cell.text) !== null);
    if (row.cells.length >= 2 && headings.length === row.cells.length) {
      closeColumns();
      rtl = row.cells[0]!.rtl;
      columns = row.cells.map((cell) => ({ edge: rtl ? cell.right : cell.left, lines: [line(cell)] }));
      continue;
    }
    if (columns !== null && row.cells.length === 1 && headings.length === 1) closeColumns();
    if (columns === null) {
      for (const cell of row.cells) lines.push(line(cell));
      continue;
    }
    const open: Array<{ edge: number; lines: CvLine[] }> = columns;
    // Each cell belongs to the column it starts in; cells of one column on one row make one line.
    const perColumn = new Map<number, Cell[]>();
    for (const cell of row.cells) {
      const index = rtl
        ? open.findIndex(
            (column) =>
              cell.right <= column.edge + 4 &&
              !open.some((other) => other.edge < column.edge && cell.right <= other.edge + 4),
          )
        : open.reduce((found, column, at) => (cell.left >= column.edge - 4 ? at : found), 0);
      perColumn.set(Math.max(0, index), [...(perColumn.get(Math.max(0, index)) ?? []), cell]);
    }
    for (const [index, cells] of perColumn) {
      open[index]!.lines.push({
        text: cells.map((cell) => cell.text).join(' | '),
        strong: cells.some(stands),
        size: Math.max(...cells.map((cell) => cell.size)),
      });
    }
  }
  closeColumns();
  return lines;
}

/** The text of `bytes` (a PDF) as lines; an ImportFailure when it is locked, a scan or far too long. */
export async function pdfLines(bytes: Uint8Array): Promise<CvLine[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new ImportFailure(name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    if (document.numPages > MAX_PDF_PAGES) throw new ImportFailure('tooManyPages');
    const pages: Row[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(rowsOfPage(content.items.filter((item) => 'str' in item) as TextItem[]));
      page.cleanup();
    }
    if (pages.every((rows) => rows.length === 0)) throw new ImportFailure('scanned');
    // A page names its fonts its own way: what is body text is told page by page.
    return pages.flatMap((rows) => linesOfRows(rows, bodyText(rows.flatMap((row) => row.cells))));
  } finally {
    await task.destroy();
  }
}

interface BodyText {
  size: number;
  /** The most used font of each script: what is in another one stands out. */
  fonts: Set<string>;
}

function mostUsed<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function bodyText(cells: Cell[]): BodyText {
  const size = mostUsed(cells.map((cell) => Math.round(cell.size * 2) / 2)) ?? 10;
  const scripts = [cells.filter((cell) => cell.rtl), cells.filter((cell) => !cell.rtl)];
  const fonts = new Set(
    scripts
      .map((cellsOfScript) => mostUsed(cellsOfScript.map((cell) => cell.font)))
      .filter((font) => font !== undefined),
  );
  return { size, fonts };
}
