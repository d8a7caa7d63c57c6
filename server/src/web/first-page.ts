// Which public page an address shows and what the server knows of it first (issue 32), and how that
// first content goes into index.html. The drawing itself is first-content.tsx.

import type { Language } from '@talent/i18n/src/languages';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  PAGE_SIZE,
  readKey,
  type ResumeDetail,
  resumeInLanguage,
  shownLanguage,
  sortRequestOf,
} from '@talent/resume-model';
import type { FastifyInstance } from 'fastify';
import { unrecordedReadHeaders } from '../http/unrecorded-read';
import {
  FIRST_CONTENT_ID,
  FIRST_CONTENT_STYLE_ID,
  type FirstPage,
  type LatestPage,
  renderFirstContent,
} from './first-content';
import { previewedApplicantId } from './link-preview';
import { inlineJson } from './page-hints';

// As the shell's router matches them (shell/src/routing/routes.ts): any case, one optional trailing slash.
const HOME_PATH = /^\/?$/;
const ABOUT_PATH = /^\/about\/?$/i;

/**
 * The home page's own first reads, as the page sends them for a visitor: the "Latest" listing
 * (mfe-directory: filterRequestOf for no filter, page 1, with the specialisation tabs' counts), the
 * resume count beside the search, and the two reference lists its search box and tabs show.
 */
const HOME_READS = [
  readKey(
    '/api/applicants/filter',
    new URLSearchParams({ page: '1', per_page: String(PAGE_SIZE), ...sortRequestOf('newest'), facets: '1' }),
  ),
  readKey('/api/statistics'),
  readKey('/api/selectables/keywords'),
  readKey('/api/selectables/specializations'),
];
const LATEST_READ = HOME_READS[0]!;

/**
 * The API's answers to `reads`, asked of the API itself in the page's language as the page would ask
 * them (its cards read in that version, issue 31). A read that fails is left out: the page asks it.
 */
async function answersOf(
  app: FastifyInstance,
  reads: readonly string[],
  language: Language,
): Promise<Record<string, unknown>> {
  const answered = await Promise.all(
    reads.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': language, ...unrecordedReadHeaders() },
      });
      return response.statusCode === 200 ? ([[url, response.json<unknown>()]] as const) : [];
    }),
  );
  return Object.fromEntries(answered.flat());
}

function latestOf(answer: unknown): LatestPage | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { data, total } = answer as Partial<LatestPage>;
  return { data: Array.isArray(data) ? data : [], total: typeof total === 'number' ? total : 0 };
}

export interface FirstPageInput {
  pathname: string;
  /** The address's query string, without '?'. */
  query: string;
  /** The page's interface language: the resume version shown when the address asks for none (issue 31). */
  language?: Language;
}

/**
 * The public page at this address with what it shows first, or null: another page, the home page with a
 * search in its address (its list is the search's, which the page asks for itself), or the resume page
 * of a draft or of nobody — only a published resume is shown to a visitor.
 */
export async function findFirstPage(
  app: FastifyInstance,
  { pathname, query, language = 'en' }: FirstPageInput,
): Promise<FirstPage | null> {
  if (HOME_PATH.test(pathname)) {
    if (query !== '') return null;
    const answers = await answersOf(app, HOME_READS, language);
    return { page: 'home', latest: latestOf(answers[LATEST_READ]), answers };
  }
  if (ABOUT_PATH.test(pathname)) return { page: 'about' };
  const applicantId = previewedApplicantId(pathname);
  if (applicantId === null) return null;
  // The page's script reads the resume as a visitor (mfe-directory's getApplicant, no `lang`): its
  // answer in the page spares that round trip and the download of the HTTP client, and the first
  // content is drawn from the very answer the script draws. A draft or an unknown id answers 404 to a
  // visitor, so it has no first content.
  const read = readKey(`/api/applicants/${applicantId}`);
  const answers = await answersOf(app, [read], language);
  const detail = answers[read] as ResumeDetail | undefined;
  if (!detail?.published) return null;
  // The same version as the page's own script picks (mfe-directory, issue 31): `?lang=`, else the
  // reader's interface language, else the main version.
  const shown = shownLanguage(detail, new URLSearchParams(query).get('lang'), language);
  return { page: 'preview', resume: resumeInLanguage(detail, shown), answers };
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** The reads whose answers `withFirstContent` writes into the page, by their `readKey`. */
export function answeredReads(first: FirstPage | null): string[] {
  return first && 'answers' in first ? Object.keys(first.answers) : [];
}

/**
 * `html` with the page's first content inside the shell's root element, its styles at the end of
 * <head> and its first answers after the root; unchanged if it has no empty root (an index.html of
 * another build).
 */
export function withFirstContent(html: string, first: FirstPage, language: Language): string {
  if (!ROOT_ELEMENT.test(html)) return html;
  const { markup, styles } = renderFirstContent(first, language);
  const answers =
    'answers' in first && Object.keys(first.answers).length > 0
      ? `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${inlineJson({ language, answers: first.answers })}</script>`
      : '';
  // `$` in a replacement string would be read as a pattern: replace with functions.
  return html
    .replace(
      ROOT_ELEMENT,
      () => `<div id="root"><div id="${FIRST_CONTENT_ID}">${markup}</div></div>${answers}`,
    )
    .replace(/<\/head>/i, () => `<style id="${FIRST_CONTENT_STYLE_ID}">${styles}</style></head>`);
}
