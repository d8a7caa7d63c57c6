// Links & Websites, spec §5 'Display-side rules'.

import type { ContactLink } from '../types/resume';

const WEB_SCHEME = /^https?:\/\//i;

/**
 * Where a link points: the text with https:// put in front when it has no http(s) scheme, or null
 * when it is empty or not a valid web address. Other schemes (javascript:, data:) end up as a host
 * that does not parse, so they are never linked. A valid address also needs a dotted host name:
 * 'ftp://site' or 'https:/site.com' would otherwise parse with the host 'ftp' or 'https'.
 */
export function linkHref(link: unknown): string | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  const text = link.trim();
  const href = WEB_SCHEME.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(href);
    return url.hostname.includes('.') ? href : null;
  } catch {
    return null;
  }
}

/** The words a link shows: its label, or else the link itself. */
export function linkText(link: ContactLink): string {
  return link.label.trim() || link.link.trim();
}

export interface VisibleLink {
  href: string;
  text: string;
}

/** The links a resume shows: only the non-empty ones that are valid after prefixing. */
export function visibleLinks(links: readonly ContactLink[]): VisibleLink[] {
  return links.flatMap((link) => {
    const href = linkHref(link.link);
    return href === null ? [] : [{ href, text: linkText(link) }];
  });
}

/** The public resume page of an applicant (spec §2 `/preview/:id`): the address an applicant shares. */
export function publicResumePath(applicantId: number): string {
  return `/preview/${applicantId}`;
}
