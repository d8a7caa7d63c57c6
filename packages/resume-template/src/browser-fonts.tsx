// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration (*.woff2) cannot be imported; apps that compile this file need it too
/// <reference path="./assets.d.ts" />
// The resume's bundled typefaces for a browser page (the public resume page): each file goes into the
// app's build as a hashed asset, so the page draws Arabic and Latin text with the faces the PDF uses,
// with no system fonts and no font service. Only the faces a page's text needs are downloaded.
import { preload } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2';
import latinExtended400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2';
import latinExtended700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2';
import arabic400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2';
import arabic700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2';
import kurdish400 from '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff2';
import kurdish700 from '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff2';
import { RESUME_FONT_FACES, resumeFamiliesOf, resumeFontFaceCss } from './fonts';

const FILE_URLS: Readonly<Record<string, string>> = {
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2': latin400,
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2': latin700,
  '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2': latinExtended400,
  '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2': latinExtended700,
  '@fontsource/cairo/files/cairo-arabic-400-normal.woff2': arabic400,
  '@fontsource/cairo/files/cairo-arabic-700-normal.woff2': arabic700,
  '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff2': kurdish400,
  '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff2': kurdish700,
};

/** The URL of each bundled face in this build; throws for a face the list above has not imported. */
export function resumeFontUrl(file: string): string {
  const url = FILE_URLS[file];
  if (url === undefined) throw new Error(`${file} is not imported by browser-fonts.tsx`);
  return url;
}

/** The @font-face rules with this build's file URLs, shown at once and swapped in when they arrive. */
export const RESUME_FONT_CSS = resumeFontFaceCss((face) => resumeFontUrl(face.file), 'swap');

/** Render once on a page that shows `ResumeDocument`. */
export const ResumeFonts = createGlobalStyle`
  ${RESUME_FONT_CSS}
`;

/**
 * Starts downloading the face most of a resume is set in (Latin, regular) while the page still waits for
 * the resume, rather than when its text is first laid out, so the swap to it comes sooner or not at all.
 * React's resource API: called while rendering, it puts one `<link rel="preload">` in the head, once.
 */
export function preloadResumeBodyFont(): void {
  preload(latin400, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

export { RESUME_FONT_FACES };

/** How long a page waits for the resume's faces before it shows the document in whatever it has. */
export const RESUME_FONTS_WAIT_MS = 3_000;

/**
 * Resolves once the faces that `text` needs in a document of `language` have loaded (or failed), at most
 * `waitMs` after the call: `document.fonts.load` downloads them even while the document is not laid out
 * (the shell keeps the app hidden behind the server's first content until the page is drawn). A page
 * that shows the document only then never swaps a face in under its reader's eyes: a bold Arabic name
 * set in Cairo takes more room than in the fallback face, and everything under it moved (CLS 0.07).
 * Needs the rules of `ResumeFonts` on the page; without `document.fonts` it resolves at once.
 */
export function resumeFontsLoaded(
  language: string,
  text: string,
  waitMs: number = RESUME_FONTS_WAIT_MS,
): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return Promise.resolve();
  const families = resumeFamiliesOf(language);
  const loads = Promise.all(
    [400, 700].map((weight) => document.fonts.load(`${weight} 16px ${families}`, text)),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([
    loads.then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]).finally(() => clearTimeout(timer));
}
