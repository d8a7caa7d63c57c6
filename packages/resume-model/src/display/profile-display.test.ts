import { specializationNameLookup } from '../specializations/shapes';
import { SPECIALIZATIONS } from '@talent/test-kit/fixtures';
import {
  isAvailableForWork,
  isContactEmpty,
  lastUpdatedText,
  profileContact,
  profileFullName,
  profileSpecializations,
  specializationLineText,
} from './profile-display';

const nameOf = specializationNameLookup(SPECIALIZATIONS);

describe('profile screen display rules (spec §2)', () => {
  it('shows the full name trimmed, and nothing for a blank or missing one', () => {
    expect(profileFullName({ fullName: '  زينب الربيعي ' })).toBe('زينب الربيعي');
    expect(profileFullName({ fullName: '   ' })).toBeNull();
    expect(profileFullName(null)).toBeNull();
    expect(profileFullName({ fullName: 42 })).toBeNull();
  });

  it('names each main specialisation with its subs, from the server profile form', () => {
    const lines = profileSpecializations(
      [
        { id: 1, main_specialization_id: 1, specialization_details: { selected_sub: [102, 101] } },
        { id: 2, main_specialization_id: 2, specialization_details: { selected_sub: [] } },
      ],
      nameOf,
    );
    expect(lines).toEqual([
      { name: 'Information Technology', subs: ['Web Development', 'Software Development'] },
      { name: 'Business & Administration', subs: [] },
    ]);
    expect(lines.map((line) => specializationLineText(line))).toEqual([
      'Information Technology (Web Development, Software Development)',
      'Business & Administration',
    ]);
  });

  it("separates the subs with the interface language's list comma", () => {
    expect(
      specializationLineText({ name: 'تكنولوجيا المعلومات', subs: ['تطوير الويب', 'الأمن السيبراني'] }, '، '),
    ).toBe('تكنولوجيا المعلومات (تطوير الويب، الأمن السيبراني)');
  });

  it("reads 'Unknown' for an id the reference list does not know, and nothing for no list", () => {
    expect(profileSpecializations([{ id: 9, sub: [{ id: 999 }] }], nameOf)).toEqual([
      { name: 'Unknown', subs: ['Unknown'] },
    ]);
    expect(profileSpecializations(undefined, nameOf)).toEqual([]);
    expect(profileSpecializations('garbage', nameOf)).toEqual([]);
  });

  it('is available only when work availability is true', () => {
    expect(isAvailableForWork({ workAvailability: true })).toBe(true);
    expect(isAvailableForWork({ workAvailability: false })).toBe(false);
    expect(isAvailableForWork({ workAvailability: 'true' })).toBe(false);
    expect(isAvailableForWork(null)).toBe(false);
  });

  it('lists e-mail, phone and location, the Baghdad zone after the city', () => {
    expect(
      profileContact({
        email: ' zainab@example.com ',
        phone: { phone: '+9647701234567', showPhone: true },
        city: 'Baghdad',
        zone: 'Karkh',
      }),
    ).toEqual({
      email: 'zainab@example.com',
      phone: '+9647701234567',
      phoneHidden: false,
      location: ['Baghdad', 'Karkh'],
    });
  });

  it('tells the owner when the phone is not public', () => {
    expect(profileContact({ phone: { phone: '+9647701234567', showPhone: false } }).phoneHidden).toBe(true);
  });

  it('counts contact as empty when e-mail, phone and city are blank or placeholders', () => {
    const empty = profileContact({
      email: ' ',
      phone: { phone: '', showPhone: false },
      city: 'Choose your city...',
      zone: '',
    });
    expect(empty.location).toEqual([]);
    expect(isContactEmpty(empty)).toBe(true);
    expect(isContactEmpty(profileContact(null))).toBe(true);
    expect(isContactEmpty(profileContact({ city: 'Basra' }))).toBe(false);
  });

  it('writes the last update as a short date', () => {
    expect(lastUpdatedText('2026-11-22T01:30:00.000Z')).toMatch(/^Nov 2[12], 2026$/);
    expect(lastUpdatedText(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
  });

  it("writes the last update with the language's own writer where Intl lacks the language (Kurdish in Chromium)", () => {
    const written: Date[] = [];
    const writer = (date: Date) => {
      written.push(date);
      return '٥ی کانوونی دووەمی ٢٠٢٥';
    };
    expect(lastUpdatedText('2025-01-05T12:00:00.000Z', writer)).toBe('٥ی کانوونی دووەمی ٢٠٢٥');
    expect(written.map((date) => date.toISOString())).toEqual(['2025-01-05T12:00:00.000Z']);
    expect(lastUpdatedText('not a date', writer)).toBeNull();
  });

  it.each([null, undefined, '', 'not a date', 17])("has no date ('Never') for %p", (value) => {
    expect(lastUpdatedText(value)).toBeNull();
  });
});
