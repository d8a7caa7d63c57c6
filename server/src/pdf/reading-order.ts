// Chromium paints a line's runs left to right, whatever the direction of the text: an Arabic line
// "محاسبة لديها خبرة" is drawn last word first, each word a run of its own (the space between two words
// is in Noto Sans, first in the resume's font stacks, so every word changes typeface twice). pdf.js
// gives a page's text items in drawing order and puts only the letters inside one item in logical
// order, so it read such a line last word first, and a word that changes typeface inside (a Kurdish
// letter in an Arabic document) in pieces, last piece first. poppler orders words by position and
// was right already.
//
// Here each line's text objects are drawn in logical order instead: the runs of a line are sorted by
// position, given bidi levels from their letters (the Unicode bidi algorithm's rules, at the grain of
// a run), and drawn in the order rule L2 gives when it is undone. A run keeps its text matrix, so the
// page looks the same. pdf.js then meets each run to the left of the one before: it ends the item
// there and forgets the space it saw (`compareWithLastPosition` in its worker), so a space between two
// right-to-left runs is drawn in a copy of its font whose map reads it as U+200F U+0020 (a
// right-to-left mark, then the space): no longer white space to pdf.js, it becomes an item of its own
// between the words. poppler reads it through a span whose /ActualText is a plain space. For the same
// reason such a space is drawn in the gap before a cell read after the one on its right: pdf.js gave
// two cells of a line (a contact strip's phone and the next label) as one word.

/** What the pass needs to know of a font resource. */
export interface FontInfo {
  /** The text of each glyph code (four hex digits, upper case). */
  text: ReadonlyMap<string, string>;
  /** The advance of each glyph code, in thousandths of the font size. */
  widths: ReadonlyMap<string, number>;
  defaultWidth: number;
}

interface Op {
  operator: string;
  operands: string[];
  start: number;
  end: number;
}

interface TextPiece {
  kind: 'text';
  start: number;
  end: number;
  unit: Unit | undefined;
}

interface MarkedPiece {
  kind: 'marked';
  start: number;
  end: number;
  /** Where the opening operator ends and the closing `EMC` begins. */
  openEnd: number;
  closeStart: number;
  children: Piece[];
  /**
   * Where the operations after its last text object begin, when they are not text: Chromium closes a
   * sequence when the next one opens, so the clip and underline of the link after a word fall inside
   * the word's sequence. Its text is read as a line without them; they stay after it.
   */
  tailStart?: number;
}

interface OtherPiece {
  kind: 'op';
  start: number;
  end: number;
  op: Op;
}

type Piece = TextPiece | MarkedPiece | OtherPiece;

/** A text object of one line: what is drawn, where, in which fonts. */
interface Unit {
  piece: TextPiece;
  /** The line: the text matrix without its horizontal offset. */
  line: string;
  left: number;
  right: number;
  size: number;
  text: string;
  kind: Kind;
  /** How many right-to-left and left-to-right letters it draws. */
  rtl: number;
  ltr: number;
  /** A white-space glyph the object draws: its font, code and advance per point of font size. */
  space: { font: string; code: string; advance: number } | undefined;
}

type Kind = 'R' | 'L' | 'EN' | 'AN' | 'N';

/** A token after white space: a delimiter, an operand (hex string, name, number), a keyword, or else. */
const TOKEN =
  /\s*(?:(<<|>>|\[|\])|(<[0-9A-Fa-f\s]*>|\/[^\s/<>[\]()%{}]*|[-+]?(?:\d+\.?\d*|\.\d+))|([A-Za-z'"*][\w'"*]*)|(\S))/y;

/**
 * The content stream's operations; undefined when it holds what this pass does not read (a literal
 * string, a comment, an inline image).
 */
function operationsOf(content: string): Op[] | undefined {
  const ops: Op[] = [];
  let operands: string[] = [];
  let start = -1;
  let depth = 0;
  let position = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(content); match; match = TOKEN.exec(content)) {
    const [whole, delimiter, operand, keyword] = match;
    position = match.index + whole.length;
    const token = delimiter ?? operand ?? keyword;
    if (token === undefined) return undefined;
    if (start < 0) start = position - token.length;
    if (delimiter !== undefined) depth += delimiter === '<<' || delimiter === '[' ? 1 : -1;
    if (depth < 0) return undefined;
    if (keyword === undefined || depth > 0 || keyword === 'true' || keyword === 'false') {
      operands.push(token);
      continue;
    }
    if (keyword === 'BI') return undefined;
    ops.push({ operator: keyword, operands, start, end: position });
    operands = [];
    start = -1;
  }
  return operands.length === 0 && content.slice(position).trim() === '' ? ops : undefined;
}

const FILL = new Set(['rg', 'g']);
const STROKE = new Set(['RG', 'G']);
const isColour = (piece: Piece) =>
  piece.kind === 'op' && (FILL.has(piece.op.operator) || STROKE.has(piece.op.operator));

/** The operations as text objects, marked-content sequences and other operations, nested. */
function piecesOf(ops: Op[], fontOf: (name: string) => FontInfo | undefined): Piece[] | undefined {
  const root: Piece[] = [];
  const open: Array<{ piece: MarkedPiece; parent: Piece[] }> = [];
  let siblings = root;
  for (let index = 0; index < ops.length; index++) {
    const op = ops[index]!;
    if (op.operator === 'BT') {
      const first = index;
      while (index < ops.length && ops[index]!.operator !== 'ET') index += 1;
      if (index === ops.length) return undefined;
      const piece: TextPiece = { kind: 'text', start: op.start, end: ops[index]!.end, unit: undefined };
      piece.unit = unitOf(piece, ops.slice(first + 1, index), fontOf);
      siblings.push(piece);
    } else if (op.operator === 'BDC' || op.operator === 'BMC') {
      const piece: MarkedPiece = {
        kind: 'marked',
        start: op.start,
        end: op.end,
        openEnd: op.end,
        closeStart: op.end,
        children: [],
      };
      siblings.push(piece);
      open.push({ piece, parent: siblings });
      siblings = piece.children;
    } else if (op.operator === 'EMC') {
      const closing = open.pop();
      if (!closing) return undefined;
      const { piece } = closing;
      piece.closeStart = op.start;
      piece.end = op.end;
      const drawn = piece.children.findLastIndex((child) => child.kind !== 'op');
      if (drawn >= 0 && piece.children.slice(drawn + 1).some((child) => !isColour(child))) {
        piece.tailStart = piece.children[drawn + 1]!.start;
        piece.children = piece.children.slice(0, drawn + 1);
      }
      siblings = closing.parent;
    } else {
      siblings.push({ kind: 'op', start: op.start, end: op.end, op });
    }
  }
  return open.length === 0 ? root : undefined;
}

function toHex(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  }
  return hex;
}

const isWhiteSpace = (text: string) => text !== '' && text.trim() === '';

function codesOf(hex: string): string[] {
  const digits = /\s/.test(hex) ? hex.replace(/\s/g, '') : hex;
  const codes: string[] = [];
  for (let index = 0; index + 4 <= digits.length; index += 4)
    codes.push(digits.slice(index, index + 4).toUpperCase());
  return codes;
}

/**
 * What a text object draws, when it is one Chromium writes for a run: its own font and text matrix
 * (upright, unscaled), glyphs placed with `Td` and shown with `Tj`, marked content inside.
 */
function unitOf(
  piece: TextPiece,
  ops: Op[],
  fontOf: (name: string) => FontInfo | undefined,
): Unit | undefined {
  let font: FontInfo | undefined;
  let fontName = '';
  let size = 0;
  let line: string | undefined;
  let lineX = 0;
  let x = 0;
  let left = Infinity;
  let right = -Infinity;
  let text = '';
  let space: Unit['space'];
  for (const { operator, operands } of ops) {
    switch (operator) {
      case 'Tf':
        fontName = operands[0]!.slice(1);
        font = fontOf(fontName);
        size = Number(operands[1]);
        break;
      case 'Tm': {
        const [a, b, c, d, e, f] = operands.map(Number);
        if (operands.length !== 6 || a !== 1 || b !== 0 || c !== 0) return undefined;
        line = `${d} ${f}`;
        lineX = x = e!;
        break;
      }
      case 'Td':
        // A vertical offset raises or lowers a mark; the run stays on its line.
        lineX += Number(operands[0]);
        x = lineX;
        break;
      case 'Tj': {
        if (!font || line === undefined || operands.length !== 1 || !operands[0]!.startsWith('<'))
          return undefined;
        for (const code of codesOf(operands[0]!.slice(1, -1))) {
          const glyph = font.text.get(code);
          if (glyph === undefined) return undefined;
          const width = (font.widths.get(code) ?? font.defaultWidth) / 1000;
          if (isWhiteSpace(glyph)) space ??= { font: fontName, code, advance: width };
          const advance = width * size;
          left = Math.min(left, x);
          right = Math.max(right, x + advance);
          x += advance;
          text += glyph;
        }
        break;
      }
      case 'BMC':
      case 'BDC':
      case 'EMC':
        break;
      default:
        return undefined;
    }
  }
  if (line === undefined || text === '') return undefined;
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  const ltr = text.match(LTR_LETTER)?.length ?? 0;
  return { piece, line, left, right, size, text, kind: kindOf(text, rtl, ltr), rtl, ltr, space };
}

const RTL_LETTER = /(?=[\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/gu;
const LTR_LETTER = /(?![\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/gu;

function kindOf(text: string, rtl: number, ltr: number): Kind {
  if (rtl > 0 || ltr > 0) return rtl >= ltr ? 'R' : 'L';
  if (/[0-9\u06f0-\u06f9]/.test(text)) return 'EN';
  if (/[\u0660-\u0669]/.test(text)) return 'AN';
  return 'N';
}

/**
 * The bidi level of each run of a line, runs in visual order, from the kinds of their letters: rules
 * W7 (a number after Latin letters is Latin), N1 and N2 (neutrals between two runs of one direction
 * take it, else the line's) and I1–I2, each run read as one character.
 */
export function levelsOf(kinds: readonly Kind[], rtl: boolean): number[] {
  const strong = (from: number, step: number) => {
    for (let index = from + step; index >= 0 && index < kinds.length; index += step) {
      if (kinds[index] !== 'N') return index;
    }
    return undefined;
  };
  if (rtl) {
    // Visual order is logical order inside a left-to-right stretch: what is on the left came first.
    const latin = kinds.map((kind) => kind === 'L');
    kinds.forEach((kind, index) => {
      const before = strong(index, -1);
      if (kind === 'EN' && before !== undefined && latin[before]) latin[index] = true;
    });
    return kinds.map((kind, index) => {
      if (kind === 'R') return 1;
      if (kind !== 'N') return 2;
      const [before, after] = [strong(index, -1), strong(index, 1)];
      return before !== undefined && after !== undefined && latin[before] && latin[after] ? 2 : 1;
    });
  }
  const nextToRtl = (index: number) =>
    [strong(index, -1), strong(index, 1)].some((side) => side !== undefined && kinds[side] === 'R');
  const levels = kinds.map((kind, index) => {
    if (kind === 'R') return 1;
    if ((kind === 'EN' || kind === 'AN') && nextToRtl(index)) return 2;
    return kind === 'N' ? -1 : 0;
  });
  return levels.map((level, index) => {
    if (level >= 0) return level;
    const [before, after] = [strong(index, -1), strong(index, 1)];
    return before !== undefined && after !== undefined && levels[before]! > 0 && levels[after]! > 0 ? 1 : 0;
  });
}

/** Visual positions in logical order: rule L2 undone, lowest odd level first. */
export function logicalOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  for (let level = 1; level <= highest; level++) {
    let start = 0;
    while (start < order.length) {
      if (levels[order[start]!]! < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < order.length && levels[order[end + 1]!]! >= level) end += 1;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return order;
}

/** The line a piece draws on; 'colour' for a colour operation, undefined for anything else. */
function lineOf(piece: Piece): string | undefined {
  if (piece.kind === 'text') return piece.unit?.line;
  if (piece.kind === 'op') return isColour(piece) ? 'colour' : undefined;
  let line: string | undefined;
  for (const child of piece.children) {
    // A sequence with a tail ends a line: the tail stays where it is.
    if (child.kind === 'marked' && child.tailStart !== undefined) return undefined;
    const childLine = lineOf(child);
    if (childLine === undefined) return undefined;
    if (childLine === 'colour') continue;
    if (line !== undefined && childLine !== line) return undefined;
    line = childLine;
  }
  return line;
}

function unitsOf(pieces: readonly Piece[]): Unit[] {
  return pieces.flatMap((piece) => {
    if (piece.kind === 'text') return piece.unit ? [piece.unit] : [];
    return piece.kind === 'marked' ? unitsOf(piece.children) : [];
  });
}

/** Runs further apart than this many font sizes are read as separate cells (columns, a contact strip). */
const CELL_GAP = 1;

/** Where a line's text is read in another order than it is drawn, and what is drawn with it. */
interface ReadingPlaces {
  /** Each text object's place in reading order. */
  place: Map<Unit, number>;
  /** Text objects whose white space is drawn in the font's right-to-left-mark copy. */
  spaced: Set<Unit>;
  /** Separators drawn alone at a right-to-left level. */
  separators: Set<Unit>;
  /** The pieces of each word in two typefaces. */
  words: Map<Unit, Unit[]>;
  /**
   * The first text object of each cell that lies wholly to the left of the cell read before it,
   * with the middle of the gap between them: a space is drawn there first.
   */
  breaks: Map<Unit, { x: number; size: number }>;
}

/**
 * Whether a text object is on the row of a line: the same line, or a baseline less than half its font
 * size away (a skill and its level, in two typefaces, sit on baselines a little apart).
 */
function sameRow(unit: Unit, line: string): boolean {
  const [scale, y] = line.split(' ').map(Number);
  const [unitScale, unitY] = unit.line.split(' ').map(Number);
  return scale === unitScale && Math.abs(y! - unitY!) < unit.size / 2;
}

/** Each text object's place in reading order, when it differs from drawing order. */
function readingPlaces(units: readonly Unit[], before?: Unit): ReadingPlaces | undefined {
  const byLeft = [...units].sort((a, b) => a.left - b.left);
  const cells: Unit[][] = [];
  for (const unit of byLeft) {
    const cell = cells.at(-1);
    const last = cell?.at(-1);
    if (cell && last && unit.left - last.right <= CELL_GAP * Math.max(unit.size, last.size)) cell.push(unit);
    else cells.push([unit]);
  }
  const drawn = new Map(units.map((unit, index) => [unit, index]));
  const firstDrawn = (cell: Unit[]) => Math.min(...cell.map((unit) => drawn.get(unit)!));
  const spaced = new Set<Unit>();
  const separators = new Set<Unit>();
  const words = new Map<Unit, Unit[]>();
  const inOrder = cells
    .sort((a, b) => firstDrawn(a) - firstDrawn(b))
    .map((cell) => {
      const kinds = cell.map((unit) => unit.kind);
      const rtl = cell.reduce((sum, unit) => sum + unit.rtl, 0);
      const ltr = cell.reduce((sum, unit) => sum + unit.ltr, 0);
      if (rtl === 0) return cell;
      const levels = levelsOf(kinds, rtl >= ltr);
      const order = logicalOrder(levels);
      const logical = order.map((index) => cell[index]!);
      // A space at an odd level comes between runs that pdf.js now meets right to left.
      cell.forEach((unit, index) => {
        if (levels[index]! % 2 === 1 && kinds[index] === 'N' && unit.space) spaced.add(unit);
        if (levels[index]! % 2 === 1 && SEPARATOR.test(unit.text)) separators.add(unit);
      });
      // Right-to-left runs that touch are one word in two typefaces, now drawn right piece first.
      let word: Unit[] = [];
      const closeWord = () => {
        if (word.length > 1 && word.every((unit) => !/\p{M}/u.test(unit.text)))
          for (const unit of word) words.set(unit, word);
        word = [];
      };
      for (const index of order) {
        const unit = cell[index]!;
        const last = word.at(-1);
        const rightToLeft = levels[index]! % 2 === 1 && unit.kind === 'R';
        if (rightToLeft && last && Math.abs(last.left - unit.right) < 0.5) word.push(unit);
        else {
          closeWord();
          if (rightToLeft) word.push(unit);
        }
      }
      closeWord();
      return logical;
    });
  // pdf.js ends an item where the next glyph is to the left and gives no space there: between a cell
  // and the one on its left, read next, a space is drawn in the gap.
  const breaks = new Map<Unit, { x: number; size: number }>();
  inOrder.forEach((cell, index) => {
    const previous = index > 0 ? inOrder[index - 1]! : before && [before];
    if (!previous) return;
    const left = Math.min(...previous.map((unit) => unit.left));
    const right = Math.max(...cell.map((unit) => unit.right));
    if (right + CELL_GAP * cell[0]!.size < left)
      breaks.set(cell[0]!, { x: (left + right) / 2, size: cell[0]!.size });
  });
  const ordered = inOrder.flat();
  if (breaks.size === 0 && ordered.every((unit, index) => unit === units[index])) return undefined;
  return { place: new Map(ordered.map((unit, index) => [unit, index])), spaced, separators, words, breaks };
}

/**
 * A separator of numbers drawn alone. poppler reads it as left to right, like a digit, and joins it
 * to the left-to-right text on its left ('الهاتف: +964 …' came out as 'الهاتف +964 … :'); at a
 * right-to-left level it is drawn in a span whose /ActualText puts a right-to-left mark on its left.
 */
const SEPARATOR = /^[,.:/\u060c]$/u;

interface Colours {
  fill: string | undefined;
  stroke: string | undefined;
}

const sameColours = (a: Colours, b: Colours) => a.fill === b.fill && a.stroke === b.stroke;

/**
 * A stretch of pieces on one line drawn again in reading order, or undefined when it cannot be: a
 * marked-content sequence would have to be split, or a colour set before the stretch be restored.
 */
function reordered(
  content: string,
  pieces: readonly Piece[],
  isSpace: (font: string, code: string) => boolean,
  spaceFontOf: (name: string) => string,
  spaceOfStream: Unit['space'],
  coloursBefore: Colours,
  before: Unit | undefined,
): { text: string; last: Unit } | undefined {
  const units = unitsOf(pieces);
  if (units.length < 2 && !before) return undefined;
  const places = readingPlaces(units, before);
  if (!places) return undefined;
  const { place, spaced, separators, words, breaks } = places;
  const ordered = [...place.keys()].sort((a, b) => place.get(a)! - place.get(b)!);
  // poppler builds a word from glyphs drawn left to right, and would split a word whose pieces are
  // drawn right piece first: the pieces are drawn in one text object inside a span holding the word
  // (in drawing order, as poppler reverses it), between two space glyphs at the word's left and right
  // ends, which set the span's extent in poppler and which pdf.js passes over.
  const space = units.find((unit) => unit.space)?.space ?? spaceOfStream;

  // The colours each text object is drawn in, and those in force after the stretch.
  const colours = new Map<Unit, Colours>();
  const state: Colours = { ...coloursBefore };
  const walk = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'op') {
        const raw = content.slice(piece.start, piece.end);
        if (FILL.has(piece.op.operator)) state.fill = raw;
        else state.stroke = raw;
      } else if (piece.kind === 'marked') walk(piece.children);
      else if (piece.unit) colours.set(piece.unit, { ...state });
    }
  };
  walk(pieces);
  const final = { ...state };

  const emitted: Colours = { ...coloursBefore };
  const setColours = (wanted: Colours): string | undefined => {
    let out = '';
    for (const key of ['fill', 'stroke'] as const) {
      if (wanted[key] === emitted[key]) continue;
      if (wanted[key] === undefined) return undefined;
      out += `${wanted[key]}\n`;
      emitted[key] = wanted[key];
    }
    return out;
  };

  const placesOf = (piece: Piece): number[] =>
    piece.kind === 'text'
      ? [place.get(piece.unit!)!]
      : piece.kind === 'marked'
        ? piece.children.flatMap(placesOf)
        : [];
  const emit = (list: readonly Piece[]): string | undefined => {
    const drawn = list.filter((piece) => piece.kind !== 'op');
    const spans = drawn.map((piece) => {
      const at = placesOf(piece).sort((a, b) => a - b);
      return { piece, first: at[0]!, contiguous: at.every((value, index) => value === at[0]! + index) };
    });
    if (spans.some(({ contiguous }) => !contiguous)) return undefined;
    let out = '';
    let word: Unit[] | undefined;
    const endWord = () => {
      if (!word) return;
      const last = word[0]!;
      const [scale, y] = last.line.split(' ');
      const x = Math.max(...word.map((part) => part.right)) - space!.advance * last.size;
      out += `/${space!.font} ${last.size} Tf\n1 0 0 ${scale} ${+x.toFixed(4)} ${y} Tm\n<${space!.code}> Tj\nEMC\nET\n`;
      word = undefined;
    };
    for (const { piece, first } of spans.sort((a, b) => a.first - b.first)) {
      const pieceWord = piece.kind === 'text' ? words.get(piece.unit!) : undefined;
      if (pieceWord !== word) endWord();
      // The space before a cell, outside the marked content the cell begins with.
      const cellBreak = breaks.get(ordered[first]!);
      if (cellBreak && space) {
        breaks.delete(ordered[first]!);
        const [scale, y] = ordered[first]!.line.split(' ');
        const x = cellBreak.x - (space.advance * cellBreak.size) / 2;
        out +=
          `BT\n/Span<</ActualText <FEFF0020> >> BDC\n/${spaceFontOf(space.font)} ${cellBreak.size} Tf\n` +
          `1 0 0 ${scale} ${+x.toFixed(4)} ${y} Tm\n<${space.code}> Tj\nEMC\nET\n`;
      }
      if (piece.kind === 'marked') {
        const inside = emit(piece.children);
        if (inside === undefined) return undefined;
        out += `${content.slice(piece.start, piece.openEnd)}\n${inside}EMC\n`;
        continue;
      }
      const unit = (piece as TextPiece).unit!;
      const text = content.slice(piece.start, piece.end);
      if (pieceWord) {
        if (word === undefined) {
          if (pieceWord[0] !== unit || !space) return undefined;
          const before = setColours(colours.get(unit)!);
          if (before === undefined) return undefined;
          word = pieceWord;
          const [scale, y] = unit.line.split(' ');
          const left = Math.min(...word.map((part) => part.left));
          const letters = toHex(
            [...word]
              .reverse()
              .map((part) => part.text)
              .join(''),
          );
          out +=
            `${before}BT\n/Span<</ActualText <FEFF${letters}> >> BDC\n` +
            `/${space.font} ${unit.size} Tf\n1 0 0 ${scale} ${+left.toFixed(4)} ${y} Tm\n<${space.code}> Tj\n`;
        } else if (!sameColours(colours.get(unit)!, colours.get(word[0]!)!)) return undefined;
        out += `${text.replace(/^BT\b/, '').replace(/\bET$/, '').trim()}\n`;
        continue;
      }
      const before = setColours(colours.get(unit)!);
      if (before === undefined) return undefined;
      const drawn = spaced.has(unit)
        ? withSpacesApart(text, isSpace, spaceFontOf)
        : separators.has(unit)
          ? text
              .replace(/^BT\b/, `BT\n/Span<</ActualText <FEFF200F${toHex(unit.text)}> >> BDC`)
              .replace(/\bET$/, 'EMC\nET')
          : text;
      out += `${before}${drawn}\n`;
    }
    endWord();
    return out;
  };
  const body = emit(pieces);
  const after = body === undefined ? undefined : setColours(final);
  return body === undefined || after === undefined
    ? undefined
    : { text: body + after, last: ordered.at(-1)! };
}

/**
 * A text object between right-to-left runs with its white-space glyphs drawn in the copy of their
 * font whose spaces read as a right-to-left mark and a space, each inside a span telling poppler it
 * is a plain space. A string that holds a space and other glyphs is cut around the space: `Tj`
 * strings drawn one after the other advance the same as one.
 */
function withSpacesApart(
  text: string,
  isSpace: (font: string, code: string) => boolean,
  spaceFontOf: (name: string) => string,
): string {
  let font = '';
  let size = '';
  return text.replace(
    /\/([^\s/<>[\]()]+)\s+([-+.\d]+)\s+Tf\b|<([0-9A-Fa-f\s]*)>\s*Tj\b/g,
    (whole, name: string | undefined, fontSize: string | undefined, hex: string | undefined) => {
      if (name !== undefined) {
        [font, size] = [name, fontSize!];
        return whole;
      }
      const codes = codesOf(hex!);
      if (!codes.some((code) => isSpace(font, code))) return whole;
      const parts: string[] = [];
      for (const code of codes) {
        if (isSpace(font, code)) {
          parts.push(
            `/${spaceFontOf(font)} ${size} Tf\n/Span<</ActualText <FEFF0020> >> BDC\n<${code}> Tj\nEMC\n/${font} ${size} Tf`,
          );
        } else if (parts.length > 0 && parts.at(-1)!.endsWith('Tj')) {
          parts[parts.length - 1] = parts.at(-1)!.replace(/> Tj$/, `${code}> Tj`);
        } else parts.push(`<${code}> Tj`);
      }
      return parts.join('\n');
    },
  );
}

/**
 * The content stream with each line's text drawn in reading order (see the top of the file).
 * `spaceFontOf` names the resource of a font's copy whose white space reads as U+200F U+0020; the
 * caller adds those copies. A stream this pass does not read is returned as it is.
 */
export function inReadingOrder(
  content: string,
  fontOf: (name: string) => FontInfo | undefined,
  spaceFontOf: (name: string) => string,
): string {
  // Without a right-to-left run of two glyphs or more, a page holds no line to put in order.
  if (!content.includes('/ReversedChars')) return content;
  const ops = operationsOf(content);
  const root = ops && piecesOf(ops, fontOf);
  if (!ops || !root) return content;
  const spaceOfStream = unitsOf(root).find((unit) => unit.space)?.space;
  // The colours in force where each operation begins; unknown (undefined) after a colour operator
  // other than rg, RG, g and G.
  const coloursAt = new Map<number, Colours>();
  const saved: Colours[] = [];
  let colours: Colours = { fill: undefined, stroke: undefined };
  for (const op of ops) {
    coloursAt.set(op.start, colours);
    const raw = content.slice(op.start, op.end);
    if (op.operator === 'q') saved.push(colours);
    else if (op.operator === 'Q') colours = saved.pop() ?? { fill: undefined, stroke: undefined };
    else if (FILL.has(op.operator)) colours = { ...colours, fill: raw };
    else if (STROKE.has(op.operator)) colours = { ...colours, stroke: raw };
    else if (/^(?:sc|scn|cs|k)$/i.test(op.operator)) {
      colours =
        op.operator === op.operator.toLowerCase()
          ? { ...colours, fill: undefined }
          : { ...colours, stroke: undefined };
    }
  }
  const isSpace = (font: string, code: string) => isWhiteSpace(fontOf(font)?.text.get(code) ?? '');
  const replacements: Array<{ start: number; end: number; text: string }> = [];

  // The text object drawn last, as the page is drawn again: a cell read next on its left, on its line,
  // gets a space before it (readingPlaces).
  let lastDrawn: Unit | undefined;
  const visit = (list: readonly Piece[]) => {
    let stretch: Piece[] = [];
    let line: string | undefined;
    // Beside a text object this pass cannot read, a stretch may be part of a line only: left as drawn.
    let unread = false;
    const close = (beforeUnread = false) => {
      while (stretch.length > 0 && isColour(stretch.at(-1)!)) stretch.pop();
      const drawn =
        stretch.length > 0 && !unread && !beforeUnread
          ? reordered(
              content,
              stretch,
              isSpace,
              spaceFontOf,
              spaceOfStream,
              coloursAt.get(stretch[0]!.start)!,
              lastDrawn && line !== undefined && sameRow(lastDrawn, line) ? lastDrawn : undefined,
            )
          : undefined;
      const text = drawn?.text;
      unread = beforeUnread;
      const last = stretch.at(-1);
      const tail =
        last?.kind === 'marked' && last.tailStart !== undefined
          ? content.slice(last.tailStart, last.closeStart).trim()
          : '';
      if (text !== undefined) {
        replacements.push({ start: stretch[0]!.start, end: last!.end, text: `${text.trimEnd()}\n${tail}` });
        lastDrawn = drawn!.last;
      } else {
        for (const piece of stretch) {
          if (piece.kind === 'marked') visit(piece.children);
          else if (piece.kind === 'text') lastDrawn = piece.unit;
        }
      }
      stretch = [];
      line = undefined;
    };
    for (const piece of list) {
      const pieceLine = lineOf(piece);
      if (pieceLine === 'colour') {
        if (stretch.length > 0) stretch.push(piece);
        continue;
      }
      if (pieceLine === undefined || (line !== undefined && pieceLine !== line))
        close(piece.kind === 'text' && !piece.unit);
      if (pieceLine === undefined) {
        if (piece.kind === 'marked') visit(piece.children);
        else if (piece.kind === 'text') lastDrawn = undefined;
        continue;
      }
      stretch.push(piece);
      line = pieceLine;
      // What follows a sequence's tail is drawn after it.
      if (piece.kind === 'marked' && piece.tailStart !== undefined) close();
    }
    close();
  };
  visit(root);

  if (replacements.length === 0) return content;
  let result = '';
  let at = 0;
  for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
    result += content.slice(at, start) + text.trimEnd();
    at = end;
  }
  return result + content.slice(at);
}
