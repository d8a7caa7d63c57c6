// Chromium (Skia) writes each font's ToUnicode map from the font's own character map, so a glyph
// shaped into an initial, medial or final Arabic form maps to a presentation form (U+FE90 for a
// final ب), and wraps every such glyph in a marked-content span whose /ActualText is the letter
// really written. poppler reads the spans; pdf.js does not, and ends its text items at every span,
// so it gave one presentation-form glyph per item in visual order (issue 35). Here a span that
// covers one glyph, whose /ActualText is the same wherever that glyph of that font is drawn, is
// dropped and its text written into the font's ToUnicode map instead: every reader then gets the
// letters, and pdf.js one item per word, which it puts in logical order itself. Every map's
// presentation forms become the letters they draw, and a glyph drawing several Arabic letters (a
// lam-alef) maps to them last first: it is only drawn in right-to-left runs (marked /ReversedChars),
// which readers reverse whole, its letters with them.

import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/** `/Span<</ActualText <FEFF…> >> BDC` around a run without marked content of its own, then `EMC`. */
const SPAN =
  /\/Span\s*<<\s*\/ActualText\s*<FEFF((?:[0-9A-Fa-f]{4})+)>\s*>>\s*BDC\s((?:(?!\bB[DM]C\b|\bEMC\b)[^])*?)\bEMC\b/g;
const SET_FONT = /\/([^\s/<>[\]()]+)\s+[-+.\d]+\s+Tf\b/g;
const GLYPH = /<([0-9A-Fa-f]{4})>\s*Tj\b/g;

/** The text of a UTF-16BE hex string. */
function fromHex(hex: string): string {
  const units: number[] = [];
  for (let index = 0; index < hex.length; index += 4) units.push(parseInt(hex.slice(index, index + 4), 16));
  return String.fromCharCode(...units);
}

function toHex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  }
  return hex;
}

interface Span {
  font: string | undefined;
  glyph: string | undefined;
  text: string;
}

/** The spans of a content stream, with the font set when each begins (one glyph's code or none). */
function spansOf(content: string): Span[] {
  const spans: Span[] = [];
  let font: string | undefined;
  const marks = new RegExp(`${SET_FONT.source}|${SPAN.source}`, 'g');
  for (const match of content.matchAll(marks)) {
    if (match[1] !== undefined) {
      font = match[1];
      continue;
    }
    const body = match[3] ?? '';
    const fonts = [...body.matchAll(SET_FONT)];
    if (fonts.length > 0) font = fonts[fonts.length - 1]![1];
    const glyphs = [...body.matchAll(GLYPH)];
    const single = glyphs.length === 1 && body.replace(GLYPH, '').match(/<|\(|\bT[Jj']/) === null;
    spans.push({ font, glyph: single ? glyphs[0]![1]!.toUpperCase() : undefined, text: fromHex(match[2]!) });
  }
  return spans;
}

/** A ToUnicode CMap's glyph → text entries (bfchar and bfrange, as Skia writes them). */
function parseCMap(cmap: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      entries.set(code!.toUpperCase().padStart(4, '0'), fromHex(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    for (const [, start, end, text] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(start!, 16);
      const base = fromHex(text!);
      for (let code = first; code <= parseInt(end!, 16); code++) {
        const last = base.charCodeAt(base.length - 1) + code - first;
        entries.set(
          code.toString(16).toUpperCase().padStart(4, '0'),
          base.slice(0, -1) + String.fromCharCode(last),
        );
      }
    }
  }
  return entries;
}

const PRESENTATION_FORM = /[\ufb50-\ufdff\ufe70-\ufeff]/;
const ARABIC_LETTERS = /^[\u0600-\u06ff\u0750-\u077f]{2,}$/;

/** What a ToUnicode map should say a glyph drawing `text` stands for (see the top of the file). */
function forReaders(text: string): string {
  const letters = PRESENTATION_FORM.test(text) ? text.normalize('NFKC') : text;
  return ARABIC_LETTERS.test(letters) ? [...letters].reverse().join('') : letters;
}

function writeCMap(entries: Map<string, string>): string {
  const lines = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, text]) => `<${code}> <${toHex(forReaders(text))}>`);
  const blocks: string[] = [];
  // A CMap block holds at most 100 entries.
  for (let index = 0; index < lines.length; index += 100) {
    const block = lines.slice(index, index + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

function decoded(stream: unknown): string | null {
  if (!(stream instanceof PDFRawStream)) return null;
  try {
    return latin1(decodePDFRawStream(stream).decode());
  } catch {
    return null;
  }
}

function contentRefs(page: PDFPage): PDFRef[] {
  const contents = page.node.get(PDFName.of('Contents'));
  if (contents instanceof PDFRef) return [contents];
  if (contents instanceof PDFArray)
    return contents.asArray().filter((item): item is PDFRef => item instanceof PDFRef);
  return [];
}

/** The page's font resources: resource name → the font dictionary's reference. */
function fontRefs(page: PDFPage): Map<string, PDFRef> {
  const fonts = new Map<string, PDFRef>();
  const dictionary = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, value] of dictionary?.entries() ?? []) {
    if (value instanceof PDFRef) fonts.set(name.decodeText(), value);
  }
  return fonts;
}

/**
 * The PDF with the letters of Chromium's single-glyph /ActualText spans moved into the fonts'
 * ToUnicode maps and the spans dropped. A file it cannot read is returned unchanged.
 */
export async function withLogicalTextLayer(pdf: Buffer): Promise<Buffer> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    return pdf;
  }
  const context = document.context;
  const pages = document.getPages().map((page) => ({
    fonts: fontRefs(page),
    contents: contentRefs(page).map((ref) => ({ ref, text: decoded(context.lookup(ref)) })),
  }));

  // Pass 1: what each glyph of each font stands for; a glyph seen with two texts keeps its spans.
  const seen = new Map<string, Map<string, string | null>>();
  const key = (font: PDFRef) => font.toString();
  for (const page of pages) {
    for (const { text } of page.contents) {
      for (const span of spansOf(text ?? '')) {
        const font = span.font === undefined ? undefined : page.fonts.get(span.font);
        if (!font || !span.glyph) continue;
        const glyphs = seen.get(key(font)) ?? new Map<string, string | null>();
        seen.set(key(font), glyphs);
        const known = glyphs.get(span.glyph);
        glyphs.set(span.glyph, known === undefined || known === span.text ? span.text : null);
      }
    }
  }

  // Pass 2: every font's ToUnicode map, then the content streams without the spans now redundant.
  const rewritten = new Set<string>();
  for (const page of pages) {
    for (const font of page.fonts.values()) {
      if (rewritten.has(key(font))) continue;
      rewritten.add(key(font));
      const toUnicode = context.lookupMaybe(font, PDFDict)?.get(PDFName.of('ToUnicode'));
      const cmap = toUnicode instanceof PDFRef ? decoded(context.lookup(toUnicode)) : null;
      if (!(toUnicode instanceof PDFRef) || cmap === null) {
        seen.delete(key(font));
        continue;
      }
      const entries = parseCMap(cmap);
      for (const [glyph, text] of seen.get(key(font)) ?? []) if (text !== null) entries.set(glyph, text);
      context.assign(toUnicode, context.flateStream(writeCMap(entries)));
    }
  }
  for (const page of pages) {
    for (const { ref, text } of page.contents) {
      if (text === null) continue;
      let font: string | undefined;
      const marks = new RegExp(`${SET_FONT.source}|${SPAN.source}`, 'g');
      const result = text.replace(marks, (whole, fontName?: string, _hex?: string, body?: string) => {
        if (fontName !== undefined) {
          font = fontName;
          return whole;
        }
        const [span] = spansOf(whole);
        font = span?.font ?? font;
        const fontRef = font === undefined ? undefined : page.fonts.get(font);
        const known = fontRef && span?.glyph ? seen.get(key(fontRef))?.get(span.glyph) : undefined;
        return known ? (body ?? '') : whole;
      });
      if (result !== text) context.assign(ref, context.flateStream(Buffer.from(result, 'latin1')));
    }
  }
  return Buffer.from(await document.save({ useObjectStreams: false, updateFieldAppearances: false }));
}
