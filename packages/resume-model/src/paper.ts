// The paper every resume is laid out for and printed on, declared once: A4. The print stylesheet's
// `@page` size, the PDF engine's print options, the width of the sheet on screen (and of the public
// page around it) and the builder's fit-to-width all derive from it.

/** The paper's size in millimetres (ISO 216 A4). */
export const RESUME_PAPER_MM = { width: 210, height: 297 } as const;

const MM_PER_INCH = 25.4;
/** CSS fixes a pixel at 1/96 of an inch. */
const CSS_PX_PER_INCH = 96;

/** The paper's size in inches, as Chromium's print options take it. */
export const RESUME_PAPER_INCHES = {
  width: RESUME_PAPER_MM.width / MM_PER_INCH,
  height: RESUME_PAPER_MM.height / MM_PER_INCH,
} as const;

/** The paper for CSS: the `@page` rule's `size`. */
export const RESUME_PAPER_CSS_SIZE = `${RESUME_PAPER_MM.width}mm ${RESUME_PAPER_MM.height}mm`;

/** The paper's width in CSS pixels (793.7, rounded: 794): the sheet on screen, the reference for fit-to-width. */
export const RESUME_PAGE_WIDTH_PX = Math.round(RESUME_PAPER_INCHES.width * CSS_PX_PER_INCH);
