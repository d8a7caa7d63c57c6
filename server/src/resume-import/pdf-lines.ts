// A PDF's text as lines, with pdf.js (text with positions). Items are grouped into lines by their
// baseline; a wide gap splits a line into cells (our PDF's contact strip, a level beside its language).
// Where a row of cells are all headings (our PDF's side-by-side sections), the cells below are read
// column by column until the next full-width heading. Right-to-left lines are read from the right.

import { ImportFailure, MAX_PDF_PAGES } from './import-failure';
import { headingOf, type CvLine } from './text-cv';

interface Cell {
  text: string;
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

const isRtlText = (text: string) => /[\u0590-\u08ff]/.test(text);

function rowsOfPage(
  items: Array<{ str: string; transform: number[]; width: number; height: number; dir?: string }>,
) {
  const rows: Row[] = [];
  const sorted = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({
      text: item.str,
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

/** Items of one row joined into cells: near neighbours into one, in reading order. */
function mergedCells(items: Cell[]): Cell[] {
  const byLeft = [...items].sort((a, b) => a.left - b.left);
  const rtl = items.filter((item) => item.rtl).length * 2 >= items.length;
  const cells: Cell[][] = [];
  for (const item of byLeft) {
    const last = cells.at(-1);
    if (last && item.left - last.at(-1)!.right < CELL_GAP) last.push(item);
    else cells.push([item]);
  }
  const joined = cells.map((parts) => {
    const ordered = rtl ? [...parts].reverse() : parts;
    let text = '';
    for (const [index, part] of ordered.entries()) {
      const previous = ordered[index - 1];
      const gap = previous ? (rtl ? previous.left - part.right : part.left - previous.right) : 0;
      text +=
        (index > 0 && gap > part.size * 0.15 && !text.endsWith(' ') && !part.text.startsWith(' ')
          ? ' '
          : '') + part.text;
    }
    return {
      text: text.replace(/\s+/g, ' ').trim(),
      left: parts[0]!.left,
      right: Math.max(...parts.map((part) => part.right)),
      size: Math.max(...parts.map((part) => part.size)),
      rtl,
    };
  });
  return rtl ? joined.reverse() : joined;
}

/** The rows as lines, side-by-side sections read one column after the other. */
function linesOfRows(rows: Row[], bodySize: number): CvLine[] {
  const lines: CvLine[] = [];
  const line = (cell: Cell): CvLine => ({ text: cell.text, strong: cell.size > bodySize * 1.08 });
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
        strong: cells.some((cell) => cell.size > bodySize * 1.08),
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
    data: bytes,
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
      pages.push(rowsOfPage(content.items.filter((item) => 'str' in item) as never));
      page.cleanup();
    }
    const sizes = pages.flat().flatMap((row) => row.cells.map((cell) => Math.round(cell.size * 2) / 2));
    if (sizes.length === 0) throw new ImportFailure('scanned');
    const counts = new Map<number, number>();
    for (const size of sizes) counts.set(size, (counts.get(size) ?? 0) + 1);
    const bodySize = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    return pages.flatMap((rows) => linesOfRows(withoutPageFooter(rows), bodySize));
  } finally {
    await task.destroy();
  }
}

/** Our PDF's footer ('Page 1 of 2') is no part of the CV. */
function withoutPageFooter(rows: Row[]): Row[] {
  return rows.filter(
    (row) =>
      !(row.cells.length === 1 && /^(page|الصفحة|پەڕەی)\s*\S+\s*(of|من|لە)\s*\S+$/i.test(row.cells[0]!.text)),
  );
}
