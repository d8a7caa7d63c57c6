// Server side only (reads the font files from disk): the resume as one complete HTML document, for
// the builder's sandboxed preview frame and for printing to PDF.

import fs from 'node:fs';
import { initI18n } from '@talent/i18n';
import { languageDirection } from '@talent/i18n/src/languages';
import arabicReference from '@talent/i18n/src/locales/ar/reference.json';
import arabic from '@talent/i18n/src/locales/ar/resume.json';
import kurdishReference from '@talent/i18n/src/locales/ckb/reference.json';
import kurdish from '@talent/i18n/src/locales/ckb/resume.json';
import englishReference from '@talent/i18n/src/locales/en/reference.json';
import english from '@talent/i18n/src/locales/en/resume.json';
import {
  displayText,
  documentLanguageOf,
  type MainSpecialization,
  type ResumeDetail,
} from '@talent/resume-model';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { addDocumentTexts, hasDocumentTexts } from './documentTexts';
import { type ResumeFontFace, resumeFontFaceCss } from './fonts';
import { pageFooterCss } from './pageFooter';
import { ResumeDocument } from './ResumeDocument';
import { ResumePrintStyle } from './styles';

export interface RenderResumeHtmlOptions {
  specializations: readonly MainSpecialization[];
  /**
   * The photo's address in the document, e.g. a data URL, or null when the file cannot be had (the
   * placeholder shows); defaults to its /storage/ address.
   */
  photoSrc?: string | null;
  /**
   * false leaves the @font-face rules out, for a printer whose page already holds them
   * (`embeddedResumeFontCss`); the document is then not self-contained.
   */
  embedFonts?: boolean;
}

const fontDataUrls = new Map<string, string>();

function embeddedFont(face: ResumeFontFace): string {
  let url = fontDataUrls.get(face.file);
  if (url === undefined) {
    const bytes = fs.readFileSync(require.resolve(face.file));
    url = `data:font/woff2;base64,${bytes.toString('base64')}`;
    fontDataUrls.set(face.file, url);
  }
  return url;
}

/** The @font-face rules of the bundled fonts, the files embedded as data URLs. */
export function embeddedResumeFontCss(): string {
  return resumeFontFaceCss(embeddedFont);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

// No script may run in the document, whatever a field holds; images and fonts only from the page
// itself or data URLs, and images from the page's own memory too (blob:): the builder's preview shows a
// hidden resume's photo the owner fetched with their token (issue 34).
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:";

/**
 * Every document language at hand: the server never waits to print a resume. Also for a page that
 * renders `ResumeDocument` on the server (the public resume's first content, server/src/web).
 */
export function prepareResumeDocumentTexts() {
  const i18n = initI18n();
  if (!hasDocumentTexts('en')) addDocumentTexts('en', { resume: english, reference: englishReference });
  if (!hasDocumentTexts('ar')) addDocumentTexts('ar', { resume: arabic, reference: arabicReference });
  if (!hasDocumentTexts('ckb')) addDocumentTexts('ckb', { resume: kurdish, reference: kurdishReference });
  return i18n;
}

/**
 * A complete HTML document (no scripts) showing the resume, titled with the applicant's name, in the
 * resume's own language and direction.
 */
export function renderResumeHtml(resume: ResumeDetail, options: RenderResumeHtmlOptions): string {
  const i18n = prepareResumeDocumentTexts();
  const language = documentLanguageOf(resume);
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <>
          <ResumePrintStyle />
          <ResumeDocument
            resume={resume}
            specializations={options.specializations}
            photoSrc={options.photoSrc}
          />
        </>,
      ),
    );
    const name = displayText(resume.contact.fullName);
    const title = name ?? i18n.getFixedT(language, 'resume')('documentTitle');
    // Embedded, so the document needs nothing but itself: the PDF printer has no network.
    const fonts = options.embedFonts === false ? '' : embeddedResumeFontCss();
    return (
      `<!DOCTYPE html><html lang="${language}" dir="${languageDirection(language)}"><head><meta charset="utf-8">` +
      `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(title)}</title>` +
      (name === null ? '' : `<meta name="author" content="${escapeHtml(name)}">`) +
      (fonts === '' ? '' : `<style>${fonts}</style>`) +
      `<style>${pageFooterCss({ name, language, t: i18n.getFixedT(language, 'resume') })}</style>` +
      `${sheet.getStyleTags()}</head><body>${body}</body></html>`
    );
  } finally {
    sheet.seal();
  }
}
