// Lines of a content stream drawn in reading order (reading-order.ts); what pdf.js and pdftotext
// take out of whole resumes is tested in routes/resume-pdf-text.test.ts.
import { inReadingOrder, levelsOf, logicalOrder, type FontInfo } from './reading-order';

/** The visual positions of a line's runs in reading order. */
const readingOrder = (kinds: Parameters<typeof levelsOf>[0], rtl: boolean) =>
  logicalOrder(levelsOf(kinds, rtl));

describe('the reading order of a line', () => {
  it('reads a right-to-left line from the right, an English word and a number inside kept whole', () => {
    // 'محاسبة في Excel و 2019 إعداد' as drawn: إعداد 2019 و Excel في محاسبة.
    const drawn = ['R', 'N', 'EN', 'N', 'R', 'N', 'L', 'N', 'R', 'N', 'R'] as const;
    expect(readingOrder(drawn, true)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('keeps an English phrase inside a right-to-left line in its own order', () => {
    // 'خبرة في LinkedIn Recruiter 2019 جيدة' as drawn: جيدة LinkedIn Recruiter 2019 في خبرة.
    const drawn = ['R', 'N', 'L', 'N', 'L', 'N', 'EN', 'N', 'R', 'N', 'R'] as const;
    expect(readingOrder(drawn, true)).toEqual([10, 9, 8, 7, 2, 3, 4, 5, 6, 1, 0]);
  });

  it('reads a span of years in a right-to-left line later year last', () => {
    // 'أيلول 2014 – حزيران 2018' as drawn: 2018 حزيران – 2014 أيلول.
    const drawn = ['EN', 'N', 'R', 'N', 'EN', 'N', 'R'] as const;
    expect(readingOrder(drawn, true)).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it('turns only the Arabic phrase of a left-to-right line', () => {
    // 'Worked at شركة زين today' as drawn: Worked at زين شركة today.
    const drawn = ['L', 'N', 'L', 'N', 'R', 'N', 'R', 'N', 'L'] as const;
    expect(readingOrder(drawn, false)).toEqual([0, 1, 2, 3, 6, 5, 4, 7, 8]);
  });
});

// Two fonts as Chromium writes them: F1 draws two Arabic letters, F2 a space and a colon.
const FONTS: Record<string, FontInfo> = {
  F1: {
    text: new Map([
      ['0001', 'ب'],
      ['0002', 'ا'],
    ]),
    widths: new Map(),
    defaultWidth: 500,
  },
  F2: {
    text: new Map([
      ['0003', ' '],
      ['0004', ':'],
    ]),
    widths: new Map(),
    defaultWidth: 250,
  },
};
const fontOf = (name: string) => FONTS[name];
const spaceFontOf = (name: string) => `${name}.rlm`;

/** A run of a line at y 50 starting at `x`, 12 points, glyphs 6 points apart. */
const run = (font: string, x: number, codes: string[], reversed = codes.length > 1) =>
  [
    'BT',
    reversed ? '/ReversedChars BMC' : '',
    `/${font} 12 Tf`,
    `1 0 0 -1 ${x} 50 Tm`,
    codes.map((code, index) => `${index * 6} 0 Td <${code}> Tj`).join('\n'),
    reversed ? 'EMC' : '',
    'ET',
  ]
    .filter(Boolean)
    .join('\n');

describe('inReadingOrder', () => {
  // 'اب با' as Chromium paints it: the second word on the left, drawn first.
  const painted = [
    run('F1', 100, ['0002', '0001']),
    run('F2', 112, ['0003']),
    run('F1', 115, ['0001', '0002']),
  ];

  it('draws a right-to-left line first word first, each run where it was', () => {
    const content = inReadingOrder(painted.join('\n'), fontOf, spaceFontOf);
    const at = (x: number) => content.indexOf(`1 0 0 -1 ${x} 50 Tm`);
    expect(at(115)).toBeLessThan(at(112));
    expect(at(112)).toBeLessThan(at(100));
  });

  it('draws a space between right-to-left runs in the copy of its font, as a space for poppler', () => {
    const content = inReadingOrder(painted.join('\n'), fontOf, spaceFontOf);
    expect(content).toContain('/F2.rlm 12 Tf\n/Span<</ActualText <FEFF0020> >> BDC\n<0003> Tj\nEMC');
  });

  it('draws a space in the gap before a cell read on the left of the one before it', () => {
    // Two cells of one line, 'اب با' on the right drawn first, 'با' on the left: pdf.js would run the
    // second into the first with no space.
    const cells = [...painted.map((drawn) => drawn.replace(/ (\d+) 50 Tm/, (_, x) => ` ${+x + 100} 50 Tm`))];
    cells.push(run('F1', 100, ['0001', '0002']));
    const content = inReadingOrder(cells.join('\n'), fontOf, spaceFontOf);
    // The gap is 112 to 200; the space, 3 points wide, is drawn in its middle, between the cells.
    const space = content.indexOf('/F2.rlm 12 Tf\n1 0 0 -1 154.5 50 Tm\n<0003> Tj');
    expect(space).toBeGreaterThan(content.indexOf('1 0 0 -1 200 50 Tm'));
    expect(space).toBeLessThan(content.indexOf('1 0 0 -1 100 50 Tm'));
    expect(content.slice(0, space)).toMatch(/\/Span<<\/ActualText <FEFF0020> >> BDC\n$/);
  });

  it('leaves a line that reads left to right as it is', () => {
    const content = [run('F2', 100, ['0003']), run('F1', 103, ['0001'], false)].join('\n');
    expect(inReadingOrder(content, fontOf, spaceFontOf)).toBe(content);
  });

  it('leaves a stream it cannot read as it is', () => {
    const content = `${painted.join('\n')}\nBT /F1 12 Tf (literal) Tj ET`;
    expect(inReadingOrder(content, fontOf, spaceFontOf)).toBe(content);
  });

  it('keeps the colour each run was drawn in', () => {
    const content = ['1 0 0 rg', painted[0], painted[1], '0 0 1 rg', painted[2], '0 0 0 rg'].join('\n');
    const result = inReadingOrder(content, fontOf, spaceFontOf);
    expect(result.indexOf('0 0 1 rg')).toBeLessThan(result.indexOf('1 0 0 -1 115 50 Tm'));
    expect(result.lastIndexOf('1 0 0 rg')).toBeLessThan(result.indexOf('1 0 0 -1 112 50 Tm'));
    expect(result.trimEnd()).toMatch(/0 0 0 rg$/);
  });

  // 'اب: ' as the contact strip paints it, left to right: the space, the colon, then the word, whose
  // sequence holds the clip of the link drawn after it.
  const label = [
    '/P <</MCID 1 >>BDC',
    run('F2', 100, ['0003']),
    'EMC',
    '/P <</MCID 2 >>BDC',
    run('F2', 103, ['0004']),
    'EMC',
    '/P <</MCID 3 >>BDC',
    run('F1', 106, ['0002', '0001']),
    'Q\nq\n0 0 10 10 re\nW n',
    'EMC',
  ].join('\n');

  it("draws a label's word before its colon and the space after, the link's clip still after them", () => {
    const content = inReadingOrder(label, fontOf, spaceFontOf);
    const at = (x: number) => content.indexOf(`1 0 0 -1 ${x} 50 Tm`);
    expect(at(106)).toBeLessThan(at(103));
    expect(at(103)).toBeLessThan(at(100));
    expect(content.indexOf('W n')).toBeGreaterThan(at(100));
    expect(content.match(/\bEMC\b/g)).toHaveLength(content.match(/\bB[DM]C\b/g)!.length);
    expect(content.trimEnd()).toMatch(/EMC\nQ\nq\n0 0 10 10 re\nW n$/);
  });

  it('puts a right-to-left mark on the left of a colon for poppler', () => {
    const content = inReadingOrder(label, fontOf, spaceFontOf);
    expect(content).toContain('/Span<</ActualText <FEFF200F003A> >> BDC\n/F2 12 Tf');
  });
});
