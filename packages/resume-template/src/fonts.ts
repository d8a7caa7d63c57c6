// The resume's typefaces ship with the project (Noto Sans for Latin, Cairo for Arabic), so a PDF
// renders the same on every machine, with no system fonts and no network. Cairo rather than Noto
// Sans Arabic: Noto draws dotted letters as a base plus positioned dots, and text extracted from the
// PDF then reads a gap inside words ('ز ين ب'), which breaks search and ATS parsing.

export interface ResumeFontFace {
  family: string;
  weight: 400 | 700;
  /** The file inside its npm package, e.g. '@fontsource/noto-sans/files/….woff2'. */
  file: string;
}

const LATIN = 'Resume Latin';
const LATIN_EXTENDED = 'Resume Latin Extended';
const ARABIC = 'Resume Arabic';

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
]) as ResumeFontFace[];

export const RESUME_FONT_STACK = `'${LATIN}', '${LATIN_EXTENDED}', '${ARABIC}', sans-serif`;

/**
 * @font-face rules for the bundled faces; `source` says where each file is loaded from. `display`: a
 * printer waits for the faces (`block`, the default); a browser page shows its text at once and swaps
 * the faces in as they arrive (`swap`).
 */
export function resumeFontFaceCss(
  source: (face: ResumeFontFace) => string,
  display: 'block' | 'swap' = 'block',
): string {
  return RESUME_FONT_FACES.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
      `font-display:${display};src:url(${JSON.stringify(source(face))}) format('woff2');}`,
  ).join('\n');
}
