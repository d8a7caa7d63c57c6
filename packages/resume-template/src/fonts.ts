// The resume's typefaces ship with the project (Noto Sans for Latin, Cairo for Arabic), so a PDF
// renders the same on every machine, with no system fonts and no network. Cairo rather than Noto
// Sans Arabic: Noto draws dotted letters as a base plus positioned dots, and text extracted from the
// PDF then reads a gap inside words ('ز ين ب'), which breaks search and ATS parsing. Cairo lacks the
// letters Central Kurdish adds to the Arabic script (ڕ ڵ ۆ ێ ە …): Vazirmatn draws those (issue #16),
// extracts cleanly, and sits beside Cairo without a visible change of style.

export interface ResumeFontFace {
  family: string;
  weight: 400 | 700;
  /** The file inside its npm package, e.g. '@fontsource/noto-sans/files/….woff2'. */
  file: string;
}

const LATIN = 'Resume Latin';
const LATIN_EXTENDED = 'Resume Latin Extended';
const ARABIC = 'Resume Arabic';
const KURDISH = 'Resume Kurdish';

// Separate families rather than one family split by unicode-range: the subsets overlap in places,
// and per-glyph fallback along the family list picks the first face that has the letter.
export const RESUME_FONT_FACES: readonly ResumeFontFace[] = [400, 700].flatMap((weight) => [
  { family: LATIN, weight, file: `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2` },
  {
    family: LATIN_EXTENDED,
    weight,
    file: `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`,
  },
  {
    family: ARABIC,
    weight,
    file: `@fontsource/cairo/files/cairo-arabic-${weight}-normal.woff2`,
  },
  {
    family: KURDISH,
    weight,
    file: `@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff2`,
  },
]) as ResumeFontFace[];

export const RESUME_FONT_STACK = `'${LATIN}', '${LATIN_EXTENDED}', '${ARABIC}', '${KURDISH}', sans-serif`;

/**
 * A Kurdish document's stack: Vazirmatn for every Arabic-script letter. Beside Cairo a Kurdish word
 * changed typeface at each Kurdish letter (بانکیی·ە·کان), and pdf.js, which ends a text item where the
 * font changes, took the word out in pieces (issue 35; `pnpm --filter @talent/server bench:pdf-text`).
 */
export const RESUME_KURDISH_FONT_STACK = `'${LATIN}', '${LATIN_EXTENDED}', '${KURDISH}', '${ARABIC}', sans-serif`;

/**
 * The families a document of `language` draws its letters in: its stack less the Arabic-script face that
 * only stands in for a letter the first one lacks. What a page downloads ahead of showing the document
 * (`resumeFontsLoaded`): asked for the whole stack, the browser would fetch both Arabic-script faces.
 */
export function resumeFamiliesOf(language: string): string {
  return `'${LATIN}', '${LATIN_EXTENDED}', '${language === 'ckb' ? KURDISH : ARABIC}'`;
}

/**
 * The characters each subset file holds (as @fontsource's own CSS declares them). A browser that knows
 * them does not download a face just to find that a character is not in it: without them, bold Arabic
 * text made the page fetch the Latin Extended bold face (60 KB) before Cairo.
 */
const SUBSET_RANGES: Readonly<Record<string, string>> = {
  [LATIN]:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
    'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  [LATIN_EXTENDED]:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,' +
    'U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  [ARABIC]:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,' +
    'U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
  // A Kurdish document sets its Arabic-script text in Vazirmatn; elsewhere Cairo, first in the stack,
  // draws every letter but the Kurdish ones, so an Arabic page does not download this face.
  [KURDISH]:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,' +
    'U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
};

/**
 * @font-face rules for the bundled faces; `source` says where each file is loaded from. `display`: a
 * printer waits for the faces (`block`, the default); a browser page shows its text at once and swaps
 * the faces in as they arrive (`swap`), and is told each face's characters, so it downloads only the
 * faces its text needs (the printer has every file on disk and keeps its rules as they were).
 */
export function resumeFontFaceCss(
  source: (face: ResumeFontFace) => string,
  display: 'block' | 'swap' = 'block',
): string {
  return RESUME_FONT_FACES.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
      `font-display:${display};src:url(${JSON.stringify(source(face))}) format('woff2');` +
      (display === 'swap' ? `unicode-range:${SUBSET_RANGES[face.family]};` : '') +
      '}',
  ).join('\n');
}
