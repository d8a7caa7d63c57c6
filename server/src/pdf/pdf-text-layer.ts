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
// A letter with vowel marks (harakat) is one span over several glyphs: the marks' glyphs, then the
// letter's, in drawing order, with /ActualText letter first. Readers reverse the run, the span's
// text with it, so pdftotext gave the marks before their letter and pdf.js the word in pieces. Such a
// span is dropped as well when its glyphs, reversed, spell its text: the letter's glyph maps to the
// letter, each mark's glyph to its marks (a glyph drawing shadda with fatha to both, last first).

import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';
import { inReadingOrder, type FontInfo } from './reading-order';

/** `/Span<</ActualText <FEFF…> >> BDC` around a run without marked content of its own, then `EMC`. */
const SPAN =
  /\/Span\s*<<\s*\/ActualText\s*<FEFF((?:[0-9A-Fa-f]{4})+)>\s*>>\s*BDC\s((?:(?!\bB[DM]C\b|\bEMC\b)[^])*?)\bEMC\b/g;
const SET_FONT = /\/([^\s/<>[\]()]+)\s+[-+.\d]+\s+Tf\b/g;
const GLYPH = /<((?:[0-9A-Fa-f]{4})+)>\s*Tj\b/g;

/** The glyph codes of a `<…> Tj` string, two bytes each. */
const codesOf = (hex: string) => (hex.toUpperCase().match(/.{4}/g) ?? []) as string[];

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
  /** What each glyph of the span stands for, by its code; none when the span cannot be folded. */
  glyphs: ReadonlyMap<string, string> | undefined;
  text: string;
}

const MARKS = /^\p{M}+$/u;

/**
 * What each glyph of a span stands for, when its glyphs (codes in drawing order) read last first
 * spell `text`: one glyph, the whole text; a letter's glyph last with its marks' glyphs before it,
 * the letter and the marks (one glyph for all of them, or one glyph each).
 */
function glyphTexts(codes: readonly string[], text: string): Map<string, string> | undefined {
  if (codes.length === 1) return new Map([[codes[0]!, text]]);
  const [, letter, marks] = /^(\P{M}+)(\p{M}+)$/u.exec(text) ?? [];
  if (letter === undefined || marks === undefined || !MARKS.test(marks)) return undefined;
  const markGlyphs = codes.slice(0, -1);
  const glyphs = new Map<string, string>();
  const assign = (code: string, value: string) => {
    const known = glyphs.get(code);
    glyphs.set(code, known === undefined || known === value ? value : '');
  };
  assign(codes[codes.length - 1]!, letter);
  if (markGlyphs.length === 1) assign(markGlyphs[0]!, marks);
  else if (markGlyphs.length === [...marks].length)
    [...marks].reverse().forEach((mark, index) => assign(markGlyphs[index]!, mark));
  else return undefined;
  return [...glyphs.values()].includes('') ? undefined : glyphs;
}

/** The spans of a content stream, with the font set when each begins. */
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
    const codes = [...body.matchAll(GLYPH)].flatMap((glyph) => codesOf(glyph[1]!));
    const onlyGlyphs = codes.length > 0 && body.replace(GLYPH, '').match(/<|\(|\bT[Jj']/) === null;
    const text = fromHex(match[2]!);
    spans.push({ font, glyphs: onlyGlyphs ? glyphTexts(codes, text) : undefined, text });
  }
  return spans;
}

const RUN = /\/ReversedChars\s+BMC\s((?:(?!\bB[DM]C\b|\bEMC\b)[^])*?)\bEMC\b/g;

/** A run's opening: its font and text matrix, then glyphs drawn one `Td … Tj` at a time. */
const RUN_START = /^(\s*\/[^\s/<>[\]()]+\s+[-+.\d]+\s+Tf\s+(?:[-+.\d]+\s+){6}Tm\s+)/;
const GLYPH_OP = /^\s*(?:([-+.\d]+)\s+([-+.\d]+)\s+Td\s+)?<((?:[0-9A-Fa-f]{4})+)>\s*Tj\b/;

/**
 * A run's body with the marks drawn before its first letter taken out: `{ body, marks }`, where `marks`
 * draws them where they were, from the run's own font and matrix. Undefined when the body does not
 * open that way.
 */
function leadingMarksApart(body: string, isMark: (code: string) => boolean) {
  const start = RUN_START.exec(body)?.[1];
  if (start === undefined) return undefined;
  let rest = body.slice(start.length);
  const marks: string[] = [];
  let x = 0;
  let y = 0;
  for (let op = GLYPH_OP.exec(rest); op; op = GLYPH_OP.exec(rest)) {
    const [whole, dx = '0', dy = '0', codes = ''] = op;
    x += Number(dx);
    y += Number(dy);
    const glyphs = codesOf(codes);
    const leading = glyphs.findIndex((code) => !isMark(code));
    if (leading !== -1) {
      // One string may hold the marks and then their letter, drawn where the marks are.
      if (leading > 0) marks.push(`${dx} ${dy} Td <${glyphs.slice(0, leading).join('')}> Tj`);
      if (marks.length === 0) return undefined;
      const letter = `${+x.toFixed(4)} ${+y.toFixed(4)} Td <${glyphs.slice(leading).join('')}> Tj`;
      return { body: `${start}${letter}${rest.slice(whole.length)}`, marks: `${start}${marks.join('\n')}\n` };
    }
    marks.push(whole.trim());
    rest = rest.slice(whole.length);
  }
  return undefined;
}

/**
 * The content with each right-to-left run that draws a vowel mark, and holds no marked content of
 * its own, wrapped in one span whose /ActualText is the run's text in drawing order, as /ReversedChars
 * wants it. pdftotext places a run's marks by where they are drawn, above or below the line, and so
 * took them out of their words; with the span it reads the run's text, reversed, at the run's place.
 * pdf.js ignores /ActualText and reads the glyphs. It cannot start an item with a mark (it measures
 * the next glyph from the item before, and ends the item), yet Chromium draws a word's last letter's
 * mark first of all: that mark is drawn after the run instead, in a span of its own whose /ActualText
 * is empty (pdftotext has it from the run's), so pdf.js gives it as the item after the word's.
 */
function withRunText(content: string, mapOf: (font: string) => ReadonlyMap<string, string> | undefined) {
  let font: string | undefined;
  const pattern = new RegExp(`${SET_FONT.source}|${RUN.source}`, 'g');
  return content.replace(pattern, (whole, fontName: string | undefined, ...rest: unknown[]) => {
    if (fontName !== undefined) {
      font = fontName;
      return whole;
    }
    const runFont = font;
    let text = '';
    let marked = false;
    for (const [, setFont, code] of whole.matchAll(new RegExp(`${SET_FONT.source}|${GLYPH.source}`, 'g'))) {
      if (setFont !== undefined) {
        font = setFont;
        continue;
      }
      for (const glyph of codesOf(code!)) {
        const glyphText = font === undefined ? undefined : mapOf(font)?.get(glyph);
        if (glyphText === undefined) return whole;
        marked ||= MARKS.test(glyphText);
        text += glyphText;
      }
    }
    if (!marked) return whole;
    const body = whole.replace(/^\/ReversedChars\s+BMC\s/, '').replace(/\bEMC$/, '');
    const span = (inside: string) =>
      `/ReversedChars BMC\n/Span<</ActualText <FEFF${toHex(text)}> >> BDC\n${inside}EMC\nEMC`;
    // The marks are drawn again from the run's matrix only where the text object ends with the run.
    const [offset, source] = rest.slice(-2) as [number, string];
    const endsText =
      /^\s*ET\b/.test(source.slice(offset + whole.length)) && [...body.matchAll(SET_FONT)].length === 1;
    const firstFont = RUN_START.exec(body)?.[1]?.match(SET_FONT.source)?.[1] ?? runFont;
    const map = firstFont === undefined ? undefined : mapOf(firstFont);
    const apart =
      endsText && map ? leadingMarksApart(body, (code) => MARKS.test(map.get(code) ?? '')) : undefined;
    if (!apart) return span(body);
    return `${span(apart.body)}\n/Span<</ActualText <FEFF> >> BDC\n${apart.marks}EMC`;
  });
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

/** A CID font's advances by glyph code (its descendant font's /W and /DW). */
function widthsOf(document: PDFDocument, font: PDFRef): Pick<FontInfo, 'widths' | 'defaultWidth'> {
  const widths = new Map<string, number>();
  const descendants = document.context
    .lookupMaybe(font, PDFDict)
    ?.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const cid = descendants?.lookupMaybe(0, PDFDict);
  const number = (value: unknown) => (value instanceof PDFNumber ? value.asNumber() : undefined);
  const list = cid?.lookupMaybe(PDFName.of('W'), PDFArray)?.asArray() ?? [];
  const code = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < list.length;) {
    const first = number(list[index]);
    const next = document.context.lookup(list[index + 1]);
    if (first === undefined) break;
    if (next instanceof PDFArray) {
      next.asArray().forEach((width, offset) => widths.set(code(first + offset), number(width) ?? 0));
      index += 2;
    } else {
      const last = number(next);
      const width = number(list[index + 2]);
      if (last === undefined || width === undefined) break;
      for (let value = first; value <= last; value++) widths.set(code(value), width);
      index += 3;
    }
  }
  return { widths, defaultWidth: number(cid?.get(PDFName.of('DW'))) ?? 1000 };
}

/**
 * The PDF with the letters of Chromium's /ActualText spans over one glyph, or over a letter and its
 * marks, moved into the fonts' ToUnicode maps and the spans dropped. A file it cannot read is returned unchanged.
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
    page,
    added: new Map<string, PDFRef>(),
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
        if (!font || !span.glyphs) continue;
        const glyphs = seen.get(key(font)) ?? new Map<string, string | null>();
        seen.set(key(font), glyphs);
        for (const [glyph, text] of span.glyphs) {
          const known = glyphs.get(glyph);
          glyphs.set(glyph, known === undefined || known === text ? text : null);
        }
      }
    }
  }

  // Pass 2: every font's ToUnicode map, then the content streams without the spans now redundant.
  const rewritten = new Set<string>();
  const maps = new Map<string, Map<string, string>>();
  const cmaps = new Map<string, Map<string, string>>();
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
      maps.set(key(font), new Map([...entries].map(([glyph, text]) => [glyph, forReaders(text)])));
      cmaps.set(key(font), entries);
    }
  }
  const infos = new Map<string, FontInfo | undefined>();
  const infoOf = (font: PDFRef | undefined) => {
    if (!font) return undefined;
    if (!infos.has(key(font))) {
      const text = maps.get(key(font));
      infos.set(key(font), text && { text, ...widthsOf(document, font) });
    }
    return infos.get(key(font));
  };
  // A font's copy whose white space reads as a right-to-left mark and a space (reading-order.ts).
  const spaceCopies = new Map<string, PDFRef>();
  const spaceCopyOf = (font: PDFRef) => {
    const known = spaceCopies.get(key(font));
    if (known) return known;
    const entries = new Map(cmaps.get(key(font)));
    for (const [glyph, text] of entries) if (/^\s+$/.test(text)) entries.set(glyph, '\u200f ');
    const copy = context.lookup(font, PDFDict).clone(context);
    copy.set(PDFName.of('ToUnicode'), context.register(context.flateStream(writeCMap(entries))));
    const ref = context.register(copy);
    spaceCopies.set(key(font), ref);
    return ref;
  };
  for (const page of pages) {
    for (const { ref, text } of page.contents) {
      if (text === null) continue;
      let font: string | undefined;
      const marks = new RegExp(`${SET_FONT.source}|${SPAN.source}`, 'g');
      let result = text.replace(marks, (whole, fontName?: string, _hex?: string, body?: string) => {
        if (fontName !== undefined) {
          font = fontName;
          return whole;
        }
        const [span] = spansOf(whole);
        font = span?.font ?? font;
        const fontRef = font === undefined ? undefined : page.fonts.get(font);
        const known = fontRef ? seen.get(key(fontRef)) : undefined;
        const folded =
          known !== undefined &&
          span?.glyphs !== undefined &&
          [...span.glyphs].every(([glyph, text]) => known.get(glyph) === text);
        return folded ? (body ?? '') : whole;
      });
      result = withRunText(result, (fontName) => {
        const fontRef = page.fonts.get(fontName);
        return fontRef ? maps.get(key(fontRef)) : undefined;
      });
      result = inReadingOrder(
        result,
        (fontName) => infoOf(page.fonts.get(fontName)),
        (fontName) => {
          const name = `${fontName}.rlm`;
          page.added.set(name, spaceCopyOf(page.fonts.get(fontName)!));
          return name;
        },
      );
      if (result !== text) context.assign(ref, context.flateStream(Buffer.from(result, 'latin1')));
    }
    const fonts = page.page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of page.added) fonts?.set(PDFName.of(name), ref);
  }
  return Buffer.from(await document.save({ useObjectStreams: false, updateFieldAppearances: false }));
}
