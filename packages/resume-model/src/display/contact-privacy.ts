// What an applicant chose to show of their e-mail and birth date (issue #23, like the phone's switch of
// spec §6). One reading for the builder, the template, the public page and the server: a resume saved
// before the choices existed holds neither and reads as the spec's behaviour, e-mail and date shown.

import { BIRTHDATE_DISPLAYS } from '../constants';
import type { BirthdateDisplay, Contact } from '../types/resume';

export const DEFAULT_BIRTHDATE_DISPLAY: BirthdateDisplay = BIRTHDATE_DISPLAYS[0];

export function isBirthdateDisplay(value: unknown): value is BirthdateDisplay {
  return (BIRTHDATE_DISPLAYS as readonly unknown[]).includes(value);
}

export interface ContactPrivacy {
  showEmail: boolean;
  birthdateDisplay: BirthdateDisplay;
}

/** The two choices of a stored contact; anything but an explicit `false` shows the e-mail. */
export function contactPrivacyOf(contact: unknown): ContactPrivacy {
  const data = (typeof contact === 'object' && contact !== null ? contact : {}) as Record<string, unknown>;
  return {
    showEmail: data.showEmail !== false,
    birthdateDisplay: isBirthdateDisplay(data.birthdateDisplay)
      ? data.birthdateDisplay
      : DEFAULT_BIRTHDATE_DISPLAY,
  };
}

/** A contact with both choices present (the defaults where it holds none). */
export function withContactPrivacy<T extends object>(contact: T): T & ContactPrivacy {
  return { ...contact, ...contactPrivacyOf(contact) };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Full years from a 'YYYY-MM-DD' birth date to `today` (a birthday on 29 February counts from
 * 1 March in other years); null for anything that is not a day on or before `today`.
 */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = ISO_DATE.exec(birthdate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) {
    return null;
  }
  const [nowYear, nowMonth, nowDay] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  const age = nowYear - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/**
 * The contact as anyone but its owner may receive it: the phone, the e-mail and the birth date each
 * emptied unless chosen public; with the age chosen, the age on `today` stands in for the date.
 */
export function publicContact(contact: Contact, today: Date): Contact {
  const { showEmail, birthdateDisplay } = contactPrivacyOf(contact);
  const { age: _age, ...rest } = contact;
  const age = birthdateDisplay === 'age' ? ageOn(contact.birthdate ?? '', today) : null;
  return {
    ...rest,
    phone: contact.phone?.showPhone === true ? contact.phone : { phone: '', showPhone: false },
    email: showEmail ? contact.email : '',
    showEmail,
    birthdate: birthdateDisplay === 'date' ? contact.birthdate : '',
    birthdateDisplay,
    ...(age === null ? {} : { age }),
  };
}

export type ShownBirthdate = { kind: 'date'; birthdate: string } | { kind: 'age'; years: number } | null;

/**
 * What a resume document prints for the birth date: the date, the age (from the date when the owner's
 * own copy holds it, else the public answer's `age`) or nothing.
 */
export function shownBirthdate(contact: Contact, today: Date): ShownBirthdate {
  const { birthdateDisplay } = contactPrivacyOf(contact);
  if (birthdateDisplay === 'hidden') return null;
  const birthdate = (contact.birthdate ?? '').trim();
  if (birthdateDisplay === 'date') return birthdate === '' ? null : { kind: 'date', birthdate };
  const years = birthdate === '' ? (contact.age ?? null) : ageOn(birthdate, today);
  return typeof years === 'number' && Number.isInteger(years) && years >= 0 ? { kind: 'age', years } : null;
}

/** The e-mail a resume document prints, or '' when its owner keeps it off the public resume. */
export function shownEmail(contact: Contact): string {
  return contactPrivacyOf(contact).showEmail ? (contact.email ?? '') : '';
}
