// What the profile screen's main area shows (spec §2 'Profile screen'). The rules return null or an
// empty list where the screen shows its fallback text ('No Name Provided', 'Never', …); the texts
// themselves live in the i18n catalogue with the rest of the screen.

import { normalizeSpecializations } from '../specializations/shapes';
import type { Contact } from '../types/resume';
import { displayText, isBlank } from './placeholders';
import { locationParts } from './resume-display';

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

/** The applicant's full name trimmed, or null when there is none. */
export function profileFullName(contact: unknown): string | null {
  return displayText(record(contact).fullName);
}

export interface SpecializationLine {
  name: string;
  subs: string[];
}

/**
 * The chosen main specialisations with their sub-specialisations, named through `nameOf` (the
 * reference-list lookup, 'Unknown' for an id it does not know). Any of the shapes of spec §3 is read.
 */
export function profileSpecializations(
  specializations: unknown,
  nameOf: (id: number) => string,
): SpecializationLine[] {
  return normalizeSpecializations(specializations).map((main) => ({
    name: nameOf(main.id),
    subs: main.sub.map((sub) => nameOf(sub.id)),
  }));
}

/**
 * 'Information Technology (Web Development, Software Development)'; the brackets only with subs.
 * `separator` is the interface language's list comma (Arabic script writes '، ').
 */
export function specializationLineText({ name, subs }: SpecializationLine, separator = ', '): string {
  return subs.length === 0 ? name : `${name} (${subs.join(separator)})`;
}

/** Spec §2: 'Available' only when work availability is exactly true. */
export function isAvailableForWork(contact: unknown): boolean {
  return record(contact).workAvailability === true;
}

export interface ProfileContact {
  email: string | null;
  phone: string | null;
  /** True when the phone is hidden from the public resume (spec §6: public only with showPhone). */
  phoneHidden: boolean;
  /** City, then the Baghdad zone; empty when no city is chosen. */
  location: string[];
}

/** The contact lines of the profile; the owner sees their own phone even when it is not public. */
export function profileContact(contact: unknown): ProfileContact {
  const data = record(contact);
  const phone = record(data.phone);
  return {
    email: displayText(data.email),
    phone: displayText(phone.phone),
    phoneHidden: phone.showPhone !== true,
    location: locationParts({
      city: typeof data.city === 'string' ? data.city : '',
      zone: (typeof data.zone === 'string' ? data.zone : '') as Contact['zone'],
    }),
  };
}

/** Spec §2: 'No contact information available' shows when this is true. */
export function isContactEmpty({ email, phone, location }: ProfileContact): boolean {
  return email === null && phone === null && location.length === 0;
}

/**
 * 'Last updated' as a short date in the reader's language ('Nov 22, 2026'), or null for 'Never':
 * a resume never saved has no date, and a value that is not a date reads the same. `locale` is an
 * `Intl` locale or a writer of the day (`calendarOf(language).shortDate` of `@talent/i18n`, which
 * writes Kurdish where the browser's `Intl` cannot).
 */
export function lastUpdatedText(
  updatedAt: unknown,
  locale: string | ((date: Date) => string) = 'en',
): string | null {
  if (isBlank(updatedAt) && !(updatedAt instanceof Date)) return null;
  const date = updatedAt instanceof Date ? updatedAt : new Date(updatedAt as string);
  if (Number.isNaN(date.getTime())) return null;
  if (typeof locale === 'function') return locale(date);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}
