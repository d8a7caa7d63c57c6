// The theme alone: the component library's index pulls in browser-only code the server cannot type.
import { theme } from '@talent/ui/src/theme';
import styled, { createGlobalStyle } from 'styled-components';
import { RESUME_PAGE_WIDTH_PX, RESUME_PAPER_CSS_SIZE } from '@talent/resume-model';
import { RESUME_FONT_STACK, RESUME_KURDISH_FONT_STACK } from './fonts';

const { colors, space, fontSizes, fontWeights, lineHeights, radii } = theme;

/** Page rules for printing: the resume's paper (A4) with margins, and the colours kept as on screen. */
export const ResumePrintStyle = createGlobalStyle`
  @page {
    size: ${RESUME_PAPER_CSS_SIZE};
    margin: 14mm 12mm;
  }
  html, body {
    margin: 0;
    background: ${colors.surface};
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
`;

/** The sheet is the container its columns measure: narrower than a phone-sized page, they stack. */
const SHEET_CONTAINER = 'resume-sheet';
const STACKED_BELOW_PX = 560;

export const Sheet = styled.article`
  container: ${SHEET_CONTAINER} / inline-size;
  box-sizing: border-box;
  inline-size: ${RESUME_PAGE_WIDTH_PX}px;
  max-inline-size: 100%;
  margin-inline: auto;
  padding: ${space.xl} ${space.xl} ${space.xxl};
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${RESUME_FONT_STACK};
  &:lang(ckb) {
    font-family: ${RESUME_KURDISH_FONT_STACK};
  }
  font-size: 10.5pt;
  line-height: ${lineHeights.body};
  text-align: start;
  /* Arabic letters must join: no letter spacing, no synthetic styles. */
  letter-spacing: normal;
  font-synthesis: none;
  /*
   * Cairo's optional 'rlig' joins some letter pairs (ب with ر) into one glyph that PDF text
   * extraction reads backwards ('خربة' for 'خبرة'); lam-alef and letter joining do not need it.
   */
  font-feature-settings: 'rlig' 0;
  /*
   * Issue 35: Cairo's kerning moves the letter after ر and ز (and a few others) apart or over them, and
   * PDF text extraction then reads a space inside the word ('بكالور يوس') or swaps two letters;
   * without it every such word comes out whole (\`pnpm --filter @talent/server bench:pdf-text\`).
   */
  font-kerning: none;

  * {
    box-sizing: border-box;
  }

  /*
   * A block of user text takes its own direction (dir="auto") but lines up with the document: an
   * English job title in an Arabic resume reads left to right, flush right like the rest.
   */
  [dir='auto'] {
    text-align: match-parent;
    /* Chromium parses the standard keyword but resolves it against the element's own direction. */
    text-align: -webkit-match-parent;
  }

  /* A phone shows the sheet edge to edge: the page around it gives the margins. */
  @media screen and (max-width: 480px) {
    padding: ${space.md};
  }

  /*
   * On paper the screen's spacing made a one-page resume run a few lines onto a second sheet (issue
   * #23): print is set tighter, in points, so what fits on a page is printed on one.
   */
  @media print {
    inline-size: auto;
    padding: 0;
    font-size: 10pt;
    line-height: 1.4;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space.lg};
  padding-block-end: ${space.lg};
  border-block-end: 3px solid ${colors.primary};
  break-inside: avoid;

  @media print {
    gap: ${space.md};
    padding-block-end: ${space.sm};
  }
`;

const PRINTED_PHOTO_SIZE = '84pt';

export const Photo = styled.img`
  inline-size: 112px;
  block-size: 112px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;

  @media print {
    inline-size: ${PRINTED_PHOTO_SIZE};
    block-size: ${PRINTED_PHOTO_SIZE};
  }
`;

export const PhotoPlaceholder = styled.svg`
  inline-size: 112px;
  block-size: 112px;
  flex: none;
  border-radius: 50%;
  background: ${colors.primarySoft};
  color: ${colors.primary};

  @media print {
    inline-size: ${PRINTED_PHOTO_SIZE};
    block-size: ${PRINTED_PHOTO_SIZE};
  }
`;

export const Identity = styled.div`
  min-inline-size: 0;
  flex: 1;
`;

export const Welcome = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

export const Name = styled.h1`
  margin: 0;
  color: ${colors.primaryActive};
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  @media print {
    font-size: 22pt;
  }
`;

export const JobTitle = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.primary};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.medium};

  @media print {
    font-size: 12pt;
  }
`;

export const ContactStrip = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.lg};
  margin: ${space.md} 0 0;
  padding: ${space.sm} ${space.md};
  background: ${colors.surfaceMuted};
  border-radius: ${radii.md};
  font-size: ${fontSizes.sm};
  break-inside: avoid;

  @media print {
    margin-block-start: ${space.sm};
    padding: ${space.xs} ${space.sm};
    font-size: 9pt;
  }
`;

export const ContactItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  min-inline-size: 0;
`;

export const ContactLabel = styled.dt`
  white-space: pre;
  color: ${colors.textMuted};
  font-weight: ${fontWeights.bold};
`;

/** The space after a label's colon, as wide as the gap it stands for. */
export const ContactGap = styled.span`
  display: inline-block;
  inline-size: ${space.xxs};
`;

export const ContactValue = styled.dd`
  margin: 0;
  min-inline-size: 0;
  /* A long e-mail address breaks rather than pushing past a phone's screen. */
  overflow-wrap: anywhere;
`;

export const Section = styled.section`
  margin-block-start: ${space.lg};
  min-inline-size: 0;

  @media print {
    margin-block-start: ${space.sm};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${space.xs};
  padding-block-end: ${space.xxs};
  border-block-end: 1px solid ${colors.border};
  color: ${colors.primary};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
  break-after: avoid;
  break-inside: avoid;
  /* A heading wraps between words only, whatever the page around it allows ('Specializ-ations'). */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;

  @media print {
    margin-block-end: ${space.xxs};
    font-size: 12pt;
  }
`;

/**
 * Side by side on the page, e.g. Specializations beside Educational Background; one under the other
 * on a sheet as narrow as a phone.
 */
export const Columns = styled.div<{ $template: string }>`
  display: grid;
  grid-template-columns: ${({ $template }) => $template};
  gap: 0 ${space.xl};

  @container ${SHEET_CONTAINER} (max-width: ${STACKED_BELOW_PX}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One education, job, course or activity: never split across two pages. */
export const Entry = styled.li`
  margin-block-end: ${space.sm};
  break-inside: avoid;

  @media print {
    margin-block-end: ${space.xs};
  }
`;

export const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  @media print {
    font-size: 10.5pt;
  }
`;

export const EntryLine = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

export const Responsibilities = styled.ul`
  margin: ${space.xxs} 0 0;
  padding-inline-start: ${space.lg};
`;

export const Paragraph = styled.p`
  margin: 0;
  white-space: pre-line;
`;

export const SubList = styled.ul`
  margin: 0;
  padding-inline-start: ${space.lg};
  color: ${colors.textMuted};
`;

export const PlainList = styled.ul`
  margin: 0;
  padding-inline-start: ${space.lg};
`;

export const RatedRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space.xs};
  break-inside: avoid;
`;

export const Level = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  white-space: nowrap;
`;

export const Link = styled.a`
  color: ${colors.primary};
  overflow-wrap: anywhere;
`;

/** A link's address beside its label: on paper the label alone says nowhere to go (issue #23). */
export const LinkAddress = styled.bdi`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;
