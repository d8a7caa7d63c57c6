// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration (*.woff2) cannot be imported; apps that compile this file need it too
/// <reference path="./assets.d.ts" />
// The interface's Arabic-script face (Arabic and Sorani Kurdish), bundled rather than left to the
// system: phones and desktops draw Arabic with very different fallbacks, some without the Kurdish
// letters (ڕ ڵ ۆ ێ). This module is imported only once a right-to-left language is shown, so an English
// page never downloads it; within a page the browser fetches a weight only when text needs it.
import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import { ARABIC_UI_FONT_FAMILY } from '../theme';

/** The characters of @fontsource's Arabic subset file (as its own CSS declares them). */
const ARABIC_SUBSET_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,' +
  'U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

let added = false;

/**
 * Declares the face's two weights (medium text takes the regular one: a third file of 53 KB was not
 * worth it on a phone). `swap`: text shows at once in a system face and takes this one when it arrives.
 */
export function addArabicUiFont(): void {
  if (added || typeof FontFace === 'undefined' || !document.fonts) return;
  added = true;
  for (const [weight, url] of [
    ['400', regular],
    ['700', bold],
  ] as const) {
    document.fonts.add(
      new FontFace(ARABIC_UI_FONT_FAMILY, `url(${JSON.stringify(url)}) format('woff2')`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: ARABIC_SUBSET_RANGE,
      }),
    );
  }
}
