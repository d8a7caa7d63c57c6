// Links & Websites, spec §5 'Display-side rules'.

import { normalizeIraqiPhone } from '../rules/phone';
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
  /**
   * The address as a reader types it (no https://, no closing slash), printed beside the label so a
   * paper copy still says where the link goes (issue #23); null when the label already is it.
   */
  address: string | null;
}

/** 'https://www.linkedin.com/in/zainab/' as 'www.linkedin.com/in/zainab'. */
export function linkAddressText(href: string): string {
  return href.replace(WEB_SCHEME, '').replace(/\/$/, '');
}

/** The links a resume shows: only the non-empty ones that are valid after prefixing. */
export function visibleLinks(links: readonly ContactLink[]): VisibleLink[] {
  return links.flatMap((link) => {
    const href = linkHref(link.link);
    if (href === null) return [];
    const text = linkText(link);
    const address = linkAddressText(href);
    const sameAsText = linkAddressText(text).toLowerCase() === address.toLowerCase();
    return [{ href, text, address: sameAsText ? null : address }];
  });
}

/** The public resume page of an applicant (spec §2 `/preview/:id`): the address an applicant shares. */
export function publicResumePath(applicantId: number): string {
  return `/preview/${applicantId}`;
}

const MAIL_ADDRESS = /^[^\s@?&#<>"]+@[^\s@?&#<>"]+\.[^\s@?&#<>"]+$/;

/** A `mailto:` address for an e-mail as typed, or null when it is not one (nothing is ever appended to it). */
export function emailHref(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const address = email.trim();
  return MAIL_ADDRESS.test(address) ? `mailto:${address}` : null;
}

export interface PhoneHrefs {
  /** `tel:` with the number in its international form where it has one. */
  tel: string;
  /** `https://wa.me/<digits>` (WhatsApp wants the country code and no `+`); null without a country code. */
  whatsapp: string | null;
}

/** Where a phone number as typed can be called or messaged; null when it is not a number. */
export function phoneHrefs(phone: unknown): PhoneHrefs | null {
  if (typeof phone !== 'string') return null;
  const number = normalizeIraqiPhone(phone.trim());
  if (!/^\+?\d{5,15}$/.test(number)) return null;
  return {
    tel: `tel:${number}`,
    whatsapp: number.startsWith('+') ? `https://wa.me/${number.slice(1)}` : null,
  };
}
