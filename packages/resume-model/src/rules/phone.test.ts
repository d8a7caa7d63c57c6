import { english } from '../testing/english';
import { PERSONAL_MESSAGES } from '../messages';
import { groupedPhone, isValidIraqiPhone, normalizeIraqiPhone } from './phone';

describe('Iraqi phone numbers (spec §5 Personal)', () => {
  it.each([
    ['07701234567', '+9647701234567'],
    ['7701234567', '+9647701234567'],
    ['009647701234567', '+9647701234567'],
    ['+964 770 123 4567', '+9647701234567'],
    ['(0770) 123-4567', '+9647701234567'],
    ['0770.123.4567', '+9647701234567'],
    ['[0770] 123 4567', '+9647701234567'],
    ['+9647701234567', '+9647701234567'],
    ['01 234 5678', '+96412345678'],
    ['040 123 456', '+96440123456'],
    ['00964 1 234 5678', '+96412345678'],
  ])('rewrites %p to %p and accepts it', (input, normalized) => {
    expect(normalizeIraqiPhone(input)).toBe(normalized);
    expect(isValidIraqiPhone(input)).toBe(true);
  });

  it('strips spaces, dashes, dots and brackets', () => {
    expect(normalizeIraqiPhone(' (077) 0-1.2 [3]4567 ')).toBe('+9647701234567');
  });

  it('turns 00964 into +964', () => {
    expect(normalizeIraqiPhone('00964123456')).toBe('+964123456');
  });

  it('rewrites any leading 0 to +964, not only mobile numbers', () => {
    expect(normalizeIraqiPhone('053 123 4567')).toBe('+964531234567');
  });

  it('rewrites a bare mobile number of 10 digits starting with 7', () => {
    expect(normalizeIraqiPhone('7812345678')).toBe('+9647812345678');
  });

  it.each([
    ['', 'nothing typed'],
    ['12345', 'too short, no prefix'],
    ['1234567', 'a local number without a leading 0'],
    ['077012345678', 'a mobile number with one digit too many'],
    ['+9647701234567890', 'far too long'],
    ['+96412345', 'five digits after +964'],
    ['+1 202 555 0123', 'another country'],
    ['9647701234567', '964 without + or 00'],
    ['0770 123 abcd', 'letters'],
    ['+964 770/123/4567', 'slashes are not separators'],
  ])('rejects %p (%s)', (input) => {
    expect(isValidIraqiPhone(input)).toBe(false);
  });

  it('explains the format with two accepted examples', () => {
    expect(english(PERSONAL_MESSAGES.phoneInvalid)).toBe(
      'Invalid phone number format (e.g. +9647701234567 or 07701234567)',
    );
    expect(isValidIraqiPhone('+9647701234567')).toBe(true);
    expect(isValidIraqiPhone('07701234567')).toBe(true);
  });
});

describe('groupedPhone (issue #23)', () => {
  it.each([
    ['+9647812345678', '+964 781 234 5678'],
    ['07812345678', '+964 781 234 5678'],
    ['00964 770 123 4567', '+964 770 123 4567'],
    ['+96412345678', '+964 1 234 5678'],
    ['+964661234567', '+964 66 123 4567'],
  ])('writes the Iraqi number %p in groups as %p', (typed, grouped) => {
    expect(groupedPhone(typed)).toBe(grouped);
  });

  it.each(['+1 202 555 0100', '12345', ' call the office '])('gives %p back as typed, trimmed', (typed) => {
    expect(groupedPhone(typed)).toBe(typed.trim());
  });
});
