// The <title> and Open Graph tags of a served page (issue #23). A resume link pasted into WhatsApp or
// Telegram is read by a crawler that runs no script: what it shows is what index.html says. For the
// public resume page `/preview/:id` of a published resume that is the person's name, job title, a line
// of the summary and the photo; for anything else (another page, a draft, an unknown id) the product's
// own words, with nothing of any person.

import { eq } from 'drizzle-orm';
import type { Language } from '@talent/i18n/src/languages';
import {
  applicantPhotoUrl,
  availableLanguages,
  parseApplicantId,
  resumeInLanguage,
  shownLanguage,
} from '@talent/resume-model';
import type { Db } from '../db/database';
import { applicants } from '../db/schema';
import { applicantProfile, profileColumns } from '../applicants/profile';
import { messageIn, serverMessage } from '../i18n/messages';

/** What a link preview may say of a published resume: only what its public page shows anyway. */
export interface PublicResumeCard {
  fullName: string;
  jobTitle: string;
  summary: string;
  /** The photo's path on this server (`/storage/…`), or null. */
  photo: string | null;
  /** Issue 31: the version these words are in, and every version the resume has (main first). */
  language: Language;
  languages: Language[];
}

const PREVIEW_PATH = /^\/preview\/([^/]+)\/?$/i;
const DESCRIPTION_LENGTH = 200;

/** The applicant id a page address names, when it is the public resume page. */
export function previewedApplicantId(pathname: string): number | null {
  const found = PREVIEW_PATH.exec(pathname);
  if (!found) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(found[1] ?? '');
  } catch {
    return null;
  }
  const parsed = parseApplicantId(segment);
  return parsed.ok && parsed.id >= 1 && parsed.id <= 2_147_483_647 ? parsed.id : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/**
 * The card of a published resume, in the version `asked` (or the reader's `interfaceLanguage`) picks;
 * undefined for a draft or an id nobody has.
 */
export async function findPublicResumeCard(
  db: Db,
  applicantId: number,
  { asked = null, interfaceLanguage = 'en' }: { asked?: string | null; interfaceLanguage?: Language } = {},
): Promise<PublicResumeCard | undefined> {
  const [row] = await db.select(profileColumns).from(applicants).where(eq(applicants.id, applicantId));
  if (!row?.published) return undefined;
  const stored = applicantProfile(row);
  const language = shownLanguage(stored, asked, interfaceLanguage);
  const resume = resumeInLanguage(stored, language);
  const fullName = text(resume.contact.fullName);
  if (fullName === '') return undefined;
  return {
    fullName,
    jobTitle: text(resume.contact.job_title),
    summary: text(resume.summary),
    photo: applicantPhotoUrl(resume.image),
    language,
    languages: availableLanguages(stored),
  };
}

/**
 * The address of one version of the resume page (`?lang=`), or with `null` the bare address, which shows
 * the version in the reader's interface language (`shownLanguage`): it names no one version, so each
 * version's alternate carries its own `?lang=`, the main version's too, and the bare one is x-default.
 */
function versionUrl(url: string, language: Language | null): string {
  const address = new URL(url);
  address.search = '';
  if (language !== null) address.searchParams.set('lang', language);
  return address.href;
}

/** Open Graph's locale of each language (Chromium and the crawlers know no `ckb_IQ` better than this). */
const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_IQ', ar: 'ar_IQ', ckb: 'ckb_IQ' };

/** Text safe inside an element and inside a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function shorten(value: string, length: number): string {
  if (value.length <= length) return value;
  const cut = value.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface LinkPreviewInput {
  /** The published resume the page shows, or null for any other page (or a draft, or an unknown id). */
  card: PublicResumeCard | null;
  /** The page's full address, for og:url and to make the photo's address absolute. */
  url: string;
  language: Language;
}

/** The <title> element and the Open Graph tags for a page, every value escaped. */
export function linkPreviewHead({ card, url, language }: LinkPreviewInput): { title: string; tags: string } {
  const product = messageIn(language, serverMessage('linkPreview.product'));
  const personTitle = card
    ? card.jobTitle === ''
      ? card.fullName
      : messageIn(
          language,
          serverMessage('linkPreview.personTitle', { name: card.fullName, jobTitle: card.jobTitle }),
        )
    : null;
  const pageTitle = personTitle
    ? messageIn(language, serverMessage('linkPreview.documentTitle', { title: personTitle }))
    : product;
  const description = card
    ? card.summary === ''
      ? messageIn(language, serverMessage('linkPreview.resumeDescription'))
      : shorten(card.summary, DESCRIPTION_LENGTH)
    : messageIn(language, serverMessage('linkPreview.siteDescription'));
  const properties: [string, string][] = [
    ['og:site_name', product],
    ['og:type', card ? 'profile' : 'website'],
    ['og:title', personTitle ?? product],
    ['og:description', description],
    ['og:url', card ? versionUrl(url, card.languages.length > 1 ? card.language : null) : url],
  ];
  if (card?.photo) properties.push(['og:image', new URL(card.photo, url).href]);
  // Issue 31: each version of the resume is its own address, named to crawlers in its own language.
  const alternates: string[] = [];
  if (card && card.languages.length > 1) {
    properties.push(['og:locale', OPEN_GRAPH_LOCALES[card.language]]);
    for (const version of card.languages) {
      if (version !== card.language) properties.push(['og:locale:alternate', OPEN_GRAPH_LOCALES[version]]);
      const href = escapeHtml(versionUrl(url, version));
      alternates.push(`<link rel="alternate" hreflang="${version}" href="${href}">`);
    }
    alternates.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(versionUrl(url, null))}">`,
    );
  }
  const meta = properties.map(
    ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
  );
  meta.push(...alternates);
  meta.push(`<meta name="description" content="${escapeHtml(description)}">`);
  meta.push('<meta name="twitter:card" content="summary">');
  return { title: `<title>${escapeHtml(pageTitle)}</title>`, tags: meta.join('') };
}

/** `html` with its <title> replaced by `title` (or one added) and `tags` at the end of its <head>. */
export function withLinkPreview(html: string, { title, tags }: { title: string; tags: string }): string {
  const titled = /<title\b[^>]*>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);
  return titled.replace(/<\/head>/i, () => `${tags}</head>`);
}
