// The print itself, on a page the pool lends: the page's template document (kept between jobs), the
// job's document swapped into it, and Chromium's print of it on the resume's paper.

import { RESUME_PAPER_INCHES } from '@talent/resume-model';
import type { CDPSession, Page } from 'playwright-core';

/** What a print gives back: the PDF and the facts the PDF's metadata is written from. */
export interface Printed {
  pdf: Buffer;
  author: string | null;
  /** The document's language, for the PDF's /Lang; empty when it names none. */
  language: string;
}

// Run inside the page (the server is typed without the DOM, hence source text).
/**
 * Puts the head, body and title of the HTML argument in place of the previous job's, and returns the
 * document's author (its `<meta name="author">`) and language (`<html lang>`). Head elements equal to the previous job's stay:
 * every resume has the same stylesheet, and parsing it again costs a full style recalculation.
 * Waits for the document's images and any font it brings that is not loaded yet; the body is never
 * laid out on screen (the template hides it), so fonts are loaded explicitly rather than awaited.
 */
const SWAP_DOCUMENT = `async (next) => {
  const parsed = new DOMParser().parseFromString(next, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.dir = parsed.documentElement.dir;
  const swapped = (head) =>
    Array.from(head.children).filter((element) => element.tagName !== 'TITLE' && !element.hasAttribute('data-kept'));
  const incoming = swapped(parsed.head);
  const current = swapped(document.head);
  if (incoming.length === current.length) {
    incoming.forEach((element, index) => {
      if (!element.isEqualNode(current[index])) current[index].replaceWith(document.adoptNode(element));
    });
  } else {
    for (const element of current) element.remove();
    for (const element of incoming) document.head.append(document.adoptNode(element));
  }
  document.body.replaceWith(document.adoptNode(parsed.body));
  // The PDF's Title.
  document.title = parsed.title;
  await Promise.all([
    ...Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    ...Array.from(document.fonts, (face) => (face.status === 'loaded' ? undefined : face.load().catch(() => undefined))),
  ]);
  return {
    author: document.querySelector('meta[name="author"]')?.content ?? null,
    language: document.documentElement.lang,
  };
}`;
/**
 * The resume's paper (`@talent/resume-model`'s one declaration, A4) with the document's own page
 * rules (`@page`, which win), backgrounds printed: what page.pdf would send. Tagged (a structure tree
 * of the document's headings, lists and paragraphs in reading order) with an outline of its headings,
 * for screen readers and applicant-tracking systems (issue 33).
 */
const PRINT_OPTIONS = {
  paperWidth: RESUME_PAPER_INCHES.width,
  paperHeight: RESUME_PAPER_INCHES.height,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
  printBackground: true,
  preferCSSPageSize: true,
  generateTaggedPDF: true,
  generateDocumentOutline: true,
};
const LOAD_FONTS = `Promise.all(Array.from(document.fonts, (face) => face.load()))`;
/** Printing uses the print media rules only; on screen nothing is laid out or painted. */
const TEMPLATE_SCREEN_CSS = '@media screen { body { display: none !important; } }';

/**
 * Opens a page's template document: the stylesheet every job keeps (`pageCss`, the fonts), with the
 * fonts decoded now so no job waits for them.
 */
export async function openTemplate(page: Page, pageCss: string): Promise<void> {
  await page.setContent(
    `<!DOCTYPE html><html><head><style data-kept>${pageCss}\n${TEMPLATE_SCREEN_CSS}</style></head><body></body></html>`,
  );
  await page.evaluate(LOAD_FONTS);
}

/**
 * Prints `html` on the page behind `session`. The page keeps its document (and the fonts it decoded);
 * the job's head and body replace the previous job's. Parsed by DOMParser and with scripts disabled,
 * nothing in them runs. Straight over the page's DevTools session: Playwright's page.pdf fetches the
 * PDF as a stream, three more round trips through the browser's busy thread (about 10 % more of
 * Chromium's CPU per PDF).
 */
export async function printDocument(session: CDPSession, html: string): Promise<Printed> {
  const swapped = await session.send('Runtime.evaluate', {
    expression: `(${SWAP_DOCUMENT})(${JSON.stringify(html)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (swapped.exceptionDetails) {
    throw new Error(`The document could not be put in place: ${swapped.exceptionDetails.text}`);
  }
  const documentFacts = (swapped.result.value ?? {}) as { author?: unknown; language?: unknown };
  const author = typeof documentFacts.author === 'string' ? documentFacts.author : null;
  const language = typeof documentFacts.language === 'string' ? documentFacts.language : '';
  const printed = await session.send('Page.printToPDF', PRINT_OPTIONS);
  return { pdf: Buffer.from(printed.data, 'base64'), author, language };
}
