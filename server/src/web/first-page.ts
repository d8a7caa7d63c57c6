// Which public page an address shows and what the server knows of it first (issue 32), and how that
// first content goes into index.html. The drawing itself is first-content.tsx.

import type { Language } from '@talent/i18n/src/languages';
import {
  type MainSpecialization,
  PAGE_SIZE,
  resumeInLanguage,
  shownLanguage,
  sortRequestOf,
} from '@talent/resume-model';
import type { FastifyInstance } from 'fastify';
import { findResumeDetail } from '../applicants/resume-detail';
import {
  FIRST_CONTENT_ID,
  FIRST_CONTENT_STYLE_ID,
  type FirstPage,
  type LatestPage,
  renderFirstContent,
} from './first-content';
import { previewedApplicantId } from './link-preview';

// As the shell's router matches them (shell/src/routing/routes.ts): any case, one optional trailing slash.
const HOME_PATH = /^\/?$/;
const ABOUT_PATH = /^\/about\/?$/i;

/**
 * The home page's own first call (mfe-directory: filterRequestOf for no filter, page 1): the newest
 * resumes first, one page of them. Asked of the API itself, so the cards are the ones it answers.
 */
function latestPageUrl(): string {
  const query = new URLSearchParams({ page: '1', per_page: String(PAGE_SIZE), ...sortRequestOf('newest') });
  return `/api/applicants/filter?${query.toString()}`;
}

async function latestPage(app: FastifyInstance, language: Language): Promise<LatestPage | null> {
  // In the page's language, as the page's own call asks (its cards read in that version, issue 31).
  const response = await app.inject({
    method: 'GET',
    url: latestPageUrl(),
    headers: { 'accept-language': language },
  });
  if (response.statusCode !== 200) return null;
  const answer = response.json<Partial<LatestPage>>();
  return { data: answer.data ?? [], total: answer.total ?? 0 };
}

export interface FirstPageInput {
  pathname: string;
  /** The address's query string, without '?'. */
  query: string;
  reference: readonly MainSpecialization[];
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
  { pathname, query, reference, language = 'en' }: FirstPageInput,
): Promise<FirstPage | null> {
  if (HOME_PATH.test(pathname)) {
    return query === '' ? { page: 'home', latest: await latestPage(app, language) } : null;
  }
  if (ABOUT_PATH.test(pathname)) return { page: 'about' };
  const applicantId = previewedApplicantId(pathname);
  if (applicantId === null) return null;
  // The same version as the page's own script picks (mfe-directory, issue 31): `?lang=`, else the
  // reader's interface language, else the main version.
  const main = await findResumeDetail(app.db, applicantId, null, reference, app.now());
  if (!main?.detail.published) return null;
  const shown = shownLanguage(main.detail, new URLSearchParams(query).get('lang'), language);
  return { page: 'preview', resume: resumeInLanguage(main.detail, shown) };
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/**
 * `html` with the page's first content inside the shell's root element and its styles at the end of
 * <head>; unchanged if it has no empty root (an index.html of another build).
 */
export function withFirstContent(html: string, first: FirstPage, language: Language): string {
  if (!ROOT_ELEMENT.test(html)) return html;
  const { markup, styles } = renderFirstContent(first, language);
  // `$` in a replacement string would be read as a pattern: replace with functions.
  return html
    .replace(ROOT_ELEMENT, () => `<div id="root"><div id="${FIRST_CONTENT_ID}">${markup}</div></div>`)
    .replace(/<\/head>/i, () => `<style id="${FIRST_CONTENT_STYLE_ID}">${styles}</style></head>`);
}
