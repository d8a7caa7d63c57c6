import { english } from '../testing/english';
import { inEnglish } from '../testing/english';
import { PERSONAL_MESSAGES, LINK_MESSAGES } from '../messages';
import { aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import type { Contact } from '../types/resume';
import {
  canAddLink,
  isPersonalValidOnLiveChange,
  livePersonalSchema,
  personalSchema,
  withCity,
} from './personal';
import { fieldErrors } from './schema-helpers';

function contact(change: Partial<Contact> = {}): Contact {
  return { ...aResumeDraft().contact, ...change };
}

function errorsAt(value: unknown, path: string): string[] {
  return fieldErrors(personalSchema, value, { today: TODAY })
    .filter((error) => error.path === path)
    .map((error) => english(error.message));
}

describe('Personal section (spec §5)', () => {
  it('accepts a complete contact', () => {
    expect(inEnglish(fieldErrors(personalSchema, contact(), { today: TODAY }))).toEqual([]);
  });

  it('requires the full name', () => {
    expect(errorsAt(contact({ fullName: '   ' }), 'fullName')).toEqual(['Full name is required']);
  });

  it('requires the email', () => {
    expect(errorsAt(contact({ email: '' }), 'email')).toEqual(['Email is required']);
  });

  it.each(['zainab', 'zainab@example', 'zai nab@example.com', 'zainab@@example.com'])(
    'rejects the email %p as "Invalid email format"',
    (email) => {
      expect(errorsAt(contact({ email }), 'email')).toEqual(['Invalid email format']);
    },
  );

  it('accepts each way of showing the birth date, and a resume that never chose one', () => {
    for (const birthdateDisplay of ['date', 'age', 'hidden'] as const) {
      expect(errorsAt(contact({ birthdateDisplay }), 'birthdateDisplay')).toEqual([]);
    }
    const { birthdateDisplay: _none, ...older } = contact();
    expect(errorsAt(older, 'birthdateDisplay')).toEqual([]);
  });

  it('rejects a way of showing the birth date that is none of the three (issue #23)', () => {
    expect(errorsAt({ ...contact(), birthdateDisplay: 'year' }, 'birthdateDisplay')).toEqual([
      'Birth date display must be date, age or hidden',
    ]);
  });

  it('requires the date of birth', () => {
    expect(errorsAt(contact({ birthdate: '' }), 'birthdate')).toEqual(['Date of birth is required']);
  });

  it.each(['12/04/1996', '1996-02-30', '2027-01-01'])('rejects the birthdate %p', (birthdate) => {
    expect(errorsAt(contact({ birthdate }), 'birthdate')).toEqual([
      english(PERSONAL_MESSAGES.birthdateInvalid),
    ]);
  });

  it('requires the phone number', () => {
    expect(errorsAt(contact({ phone: { phone: '', showPhone: false } }), 'phone.phone')).toEqual([
      'Phone number is required',
    ]);
  });

  it('rejects a phone that is not Iraqi, quoting two examples', () => {
    expect(errorsAt(contact({ phone: { phone: '12345', showPhone: true } }), 'phone.phone')).toEqual([
      'Invalid phone number format (e.g. +9647701234567 or 07701234567)',
    ]);
  });

  it('accepts a phone written in any of the normalised forms', () => {
    expect(
      errorsAt(contact({ phone: { phone: '(0770) 123-4567', showPhone: true } }), 'phone.phone'),
    ).toEqual([]);
  });

  it.each(['', 'Gender'])('requires the gender (%p counts as empty)', (gender) => {
    expect(errorsAt({ ...contact(), gender }, 'gender')).toEqual(['Gender is required']);
  });

  it('allows only Female or Male', () => {
    expect(errorsAt({ ...contact(), gender: 'Other' }, 'gender')).toEqual(['Gender must be Female or Male']);
    expect(errorsAt(contact({ gender: 'Male' }), 'gender')).toEqual([]);
  });

  it.each(['', 'Choose your city...'])('requires the city (%p counts as empty)', (city) => {
    expect(errorsAt(contact({ city }), 'city')).toEqual(['City is required']);
  });

  it.each(['', 'Choose your zone...', 'Mansour'])('requires Karkh or Risafa for Baghdad, not %p', (zone) => {
    expect(errorsAt({ ...contact(), zone }, 'zone')).toEqual(['Zone is required for Baghdad']);
  });

  it('asks for the zone whenever the city includes Baghdad', () => {
    expect(errorsAt(contact({ city: 'Baghdad Governorate', zone: '' }), 'zone')).toEqual([
      'Zone is required for Baghdad',
    ]);
  });

  it('does not ask for a zone outside Baghdad', () => {
    expect(errorsAt(contact({ city: 'Basra', zone: '' }), 'zone')).toEqual([]);
  });

  it('clears the zone when the city changes to one that is not Baghdad', () => {
    expect(withCity(contact({ zone: 'Risafa' }), 'Erbil')).toMatchObject({ city: 'Erbil', zone: '' });
    expect(withCity(contact({ city: 'Erbil', zone: '' }), 'Baghdad').zone).toBe('');
    expect(withCity(contact({ zone: 'Risafa' }), 'Baghdad').zone).toBe('Risafa');
  });

  it.each([undefined, null])('reads a contact that is %p as empty', (missing) => {
    expect(
      fieldErrors(personalSchema, missing, { today: TODAY }).map((error) => english(error.message)),
    ).toEqual([
      'Full name is required',
      'Email is required',
      'Date of birth is required',
      'Phone number is required',
      'Gender is required',
      'City is required',
    ]);
  });
});

describe('live change of the Personal section (spec §5)', () => {
  it('checks only the full name, birthdate and email', () => {
    const halfFilled = { fullName: 'Ali', birthdate: '1990-01-01', email: 'ali@example.com' };
    expect(isPersonalValidOnLiveChange(halfFilled, { today: TODAY })).toBe(true);
    expect(Object.keys(livePersonalSchema.fields).sort()).toEqual(['birthdate', 'email', 'fullName']);
  });

  it('fails when one of the three is wrong', () => {
    expect(isPersonalValidOnLiveChange(contact({ email: 'ali@' }), { today: TODAY })).toBe(false);
    expect(isPersonalValidOnLiveChange(contact({ fullName: '' }), { today: TODAY })).toBe(false);
    expect(isPersonalValidOnLiveChange(contact({ birthdate: '' }), { today: TODAY })).toBe(false);
  });
});

describe('Links & Websites (spec §5)', () => {
  it('accepts a link without a scheme, since https:// is put in front', () => {
    expect(errorsAt(contact({ links: [{ link: 'github.com/zainab', label: '' }] }), 'links[0].link')).toEqual(
      [],
    );
  });

  it('rejects a link that is no web address', () => {
    expect(errorsAt(contact({ links: [{ link: 'not a link', label: 'Mine' }] }), 'links[0].link')).toEqual([
      english(LINK_MESSAGES.invalid),
    ]);
  });

  it('allows a new row only when every row has a link and a label', () => {
    expect(canAddLink([])).toBe(true);
    expect(canAddLink([{ link: 'example.com', label: 'Site' }])).toBe(true);
    expect(canAddLink([{ link: 'example.com', label: ' ' }])).toBe(false);
    expect(canAddLink([{ link: '', label: 'Site' }])).toBe(false);
  });
});
