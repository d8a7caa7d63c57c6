import { emptyResume } from '../builder/defaults';
import { aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import type { Contact } from '../types/resume';
import {
  ageOn,
  contactPrivacyOf,
  publicContact,
  shownBirthdate,
  shownEmail,
  withContactPrivacy,
} from './contact-privacy';

/** Zainab, born 1996-04-12: 30 on TODAY (2026-06-15). */
function contact(change: Partial<Contact> = {}): Contact {
  return { ...aResumeDraft().contact, ...change };
}

describe('the applicant’s e-mail and birth date choices (issue #23)', () => {
  it('starts a new resume with the e-mail and the phone hidden (issue 34) and the birth date shown as the date', () => {
    const { contact: fresh } = emptyResume();
    expect(contactPrivacyOf(fresh)).toEqual({ showEmail: false, birthdateDisplay: 'date' });
    expect(fresh.phone.showPhone).toBe(false);
  });

  it('reads a resume saved before the choices existed as e-mail shown and date shown', () => {
    const { showEmail: _email, birthdateDisplay: _birthdate, ...older } = contact();
    expect(contactPrivacyOf(older)).toEqual({ showEmail: true, birthdateDisplay: 'date' });
    expect(withContactPrivacy(older)).toMatchObject({ showEmail: true, birthdateDisplay: 'date' });
    expect(contactPrivacyOf(null)).toEqual({ showEmail: true, birthdateDisplay: 'date' });
  });

  it('hides the e-mail only for an explicit false, and reads an unknown birth date choice as the date', () => {
    expect(contactPrivacyOf({ showEmail: false }).showEmail).toBe(false);
    expect(contactPrivacyOf({ showEmail: 'no' }).showEmail).toBe(true);
    expect(contactPrivacyOf({ birthdateDisplay: 'year' }).birthdateDisplay).toBe('date');
    expect(contactPrivacyOf({ birthdateDisplay: 'hidden' }).birthdateDisplay).toBe('hidden');
  });

  it('counts the age in full years, the birthday itself included', () => {
    expect(ageOn('1996-04-12', TODAY)).toBe(30);
    expect(ageOn('1996-06-15', TODAY)).toBe(30);
    expect(ageOn('1996-06-16', TODAY)).toBe(29);
    expect(ageOn('2026-06-15', TODAY)).toBe(0);
  });

  it('gives no age for a date that is no day, or lies ahead', () => {
    expect(ageOn('', TODAY)).toBeNull();
    expect(ageOn('1996-02-30', TODAY)).toBeNull();
    expect(ageOn('12/04/1996', TODAY)).toBeNull();
    expect(ageOn('2027-01-01', TODAY)).toBeNull();
  });
});

describe('the contact anyone but its owner receives (issue #23)', () => {
  it('keeps every value the applicant shows', () => {
    const shown = publicContact(contact(), TODAY);
    expect(shown.email).toBe('zainab@example.com');
    expect(shown.birthdate).toBe('1996-04-12');
    expect(shown.age).toBeUndefined();
  });

  it('leaves out a hidden e-mail', () => {
    const shown = publicContact(contact({ showEmail: false }), TODAY);
    expect(shown.email).toBe('');
    expect(shown.showEmail).toBe(false);
  });

  it('gives the age instead of the date when the age is chosen', () => {
    const shown = publicContact(contact({ birthdateDisplay: 'age' }), TODAY);
    expect(shown.birthdate).toBe('');
    expect(shown.age).toBe(30);
  });

  it('gives neither date nor age when the birth date is hidden', () => {
    const shown = publicContact(contact({ birthdateDisplay: 'hidden' }), TODAY);
    expect(shown.birthdate).toBe('');
    expect(shown.age).toBeUndefined();
  });

  it('leaves out a phone that is not public (spec §6), and any age a client sent', () => {
    const shown = publicContact(
      contact({ phone: { phone: '+9647701234567', showPhone: false }, age: 12 }),
      TODAY,
    );
    expect(shown.phone).toEqual({ phone: '', showPhone: false });
    expect(shown.age).toBeUndefined();
  });

  it('reads an older resume without the choices as showing both', () => {
    const { showEmail: _email, birthdateDisplay: _birthdate, ...older } = contact();
    const shown = publicContact(older as Contact, TODAY);
    expect(shown).toMatchObject({
      email: 'zainab@example.com',
      birthdate: '1996-04-12',
      showEmail: true,
      birthdateDisplay: 'date',
    });
  });
});

describe('what a resume document prints (issue #23)', () => {
  it('prints the date, the age or nothing as chosen', () => {
    expect(shownBirthdate(contact(), TODAY)).toEqual({ kind: 'date', birthdate: '1996-04-12' });
    expect(shownBirthdate(contact({ birthdateDisplay: 'age' }), TODAY)).toEqual({ kind: 'age', years: 30 });
    expect(shownBirthdate(contact({ birthdateDisplay: 'hidden' }), TODAY)).toBeNull();
  });

  it('prints the age the public answer carries when the date stayed on the server', () => {
    const answered = publicContact(contact({ birthdateDisplay: 'age' }), TODAY);
    expect(shownBirthdate(answered, new Date(2030, 0, 1))).toEqual({ kind: 'age', years: 30 });
  });

  it('prints nothing for a birth date never filled in', () => {
    expect(shownBirthdate(contact({ birthdate: '' }), TODAY)).toBeNull();
    expect(shownBirthdate(contact({ birthdate: '', birthdateDisplay: 'age' }), TODAY)).toBeNull();
  });

  it('prints the e-mail only when shown', () => {
    expect(shownEmail(contact())).toBe('zainab@example.com');
    expect(shownEmail(contact({ showEmail: false }))).toBe('');
  });
});
