// Iraqi phone numbers, spec §5 'Personal'. Everything is rewritten to the international form so
// the directory stores one spelling per number.

import { PHONE_COUNTRY_CODE } from '../constants';

const SEPARATORS = /[\s\-.()[\]]/g;
const INTERNATIONAL_PREFIX = `00${PHONE_COUNTRY_CODE.slice(1)}`;
const LOCAL_MOBILE = /^7\d{9}$/;
/**
 * After +964: a mobile (7 and nine more digits), a landline of 7–8 digits starting 1–9, or a
 * 1–3 digit area code followed by a 5–6 digit subscriber number.
 */
const IRAQI_PHONE = new RegExp(`^\\${PHONE_COUNTRY_CODE}(?:7\\d{9}|[1-9]\\d{6,7}|\\d{1,3}\\d{5,6})$`);

/** The +964 form of an Iraqi number as typed; returns the cleaned input when it cannot be rewritten. */
export function normalizeIraqiPhone(input: string): string {
  const digits = input.replace(SEPARATORS, '');
  if (digits.startsWith(INTERNATIONAL_PREFIX)) {
    return PHONE_COUNTRY_CODE + digits.slice(INTERNATIONAL_PREFIX.length);
  }
  // Covers the spec's "07 with 11 digits" case too: every leading 0 is the trunk prefix.
  if (digits.startsWith('0')) return PHONE_COUNTRY_CODE + digits.slice(1);
  if (LOCAL_MOBILE.test(digits)) return PHONE_COUNTRY_CODE + digits;
  return digits;
}

export function isValidIraqiPhone(input: string): boolean {
  return IRAQI_PHONE.test(normalizeIraqiPhone(input));
}

// After +964: a mobile as 7XX XXX XXXX; a Baghdad line as 1 XXX XXXX; another area's as NN XXX XXX(X).
const PHONE_GROUPS = [/^(7\d{2})(\d{3})(\d{4})$/, /^(1)(\d{3})(\d{4})$/, /^([2-6]\d)(\d{3})(\d{3,4})$/];

/**
 * An Iraqi number written for reading aloud or printing (issue #23): '+964 781 234 5678' for a mobile,
 * '+964 1 234 5678' for a Baghdad line. Any other number is given back as typed, trimmed.
 */
export function groupedPhone(input: string): string {
  const number = normalizeIraqiPhone(input.trim());
  if (!number.startsWith(PHONE_COUNTRY_CODE)) return input.trim();
  const national = number.slice(PHONE_COUNTRY_CODE.length);
  for (const groups of PHONE_GROUPS) {
    const found = groups.exec(national);
    if (found) return [PHONE_COUNTRY_CODE, ...found.slice(1)].join(' ');
  }
  return input.trim();
}
