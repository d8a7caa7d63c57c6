// Personal section of the builder (spec §5 'Personal' and 'Links').

import { array, bool } from 'yup';
import { isValidEmail } from '../account/accountForms';
import { BAGHDAD_ZONES, GENDERS } from '../constants';
import { isBirthdateDisplay } from '../display/contact-privacy';
import { linkHref } from '../display/links';
import { GENDER_PLACEHOLDER } from '../display/placeholders';
import { LINK_MESSAGES, PERSONAL_MESSAGES } from '../messages';
import type { ContactLinkShape, ContactShape } from '../schema/resume-schema';
import type { Contact, ContactLink } from '../types/resume';
import { isValidIraqiPhone } from './phone';
import {
  group,
  isFilled,
  optionalText,
  requiredText,
  todayOf,
  type ResumeRuleContext,
  type RulesFor,
} from './schema-helpers';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec §5 asks for the zone "when the city includes Baghdad". */
import { isBaghdad } from './places';

export { isBaghdad };

/** A real calendar day written 'YYYY-MM-DD', not after `today`. */
export function isBirthdate(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return isRealDay && date.getTime() <= todayUtc;
}

export const linksSchema = array()
  .ensure()
  .of(
    group({
      link: optionalText().test(
        'web-address',
        LINK_MESSAGES.invalid,
        (link) => !isFilled(link) || linkHref(link) !== null,
      ),
      label: optionalText(),
    } satisfies RulesFor<ContactLinkShape>),
  );

export const personalSchema = group({
  fullName: requiredText(PERSONAL_MESSAGES.fullNameRequired),
  // The same simple pattern as the account forms (spec §5).
  email: requiredText(PERSONAL_MESSAGES.emailRequired).test(
    'format',
    PERSONAL_MESSAGES.emailInvalid,
    (email) => !isFilled(email) || isValidEmail(email),
  ),
  birthdate: requiredText(PERSONAL_MESSAGES.birthdateRequired).test(
    'date',
    PERSONAL_MESSAGES.birthdateInvalid,
    function (birthdate) {
      return !isFilled(birthdate) || isBirthdate(birthdate, todayOf(this));
    },
  ),
  phone: group({
    phone: requiredText(PERSONAL_MESSAGES.phoneRequired).test(
      'iraqi',
      PERSONAL_MESSAGES.phoneInvalid,
      (phone) => !isFilled(phone) || isValidIraqiPhone(phone),
    ),
    showPhone: bool(),
  } satisfies RulesFor<ContactShape['phone']>),
  showEmail: bool(),
  birthdateDisplay: optionalText().test(
    'known',
    PERSONAL_MESSAGES.birthdateDisplayInvalid,
    (choice) => !isFilled(choice) || isBirthdateDisplay(choice),
  ),
  gender: optionalText()
    .test(
      'required',
      PERSONAL_MESSAGES.genderRequired,
      (gender) => isFilled(gender) && gender !== GENDER_PLACEHOLDER,
    )
    .test(
      'known',
      PERSONAL_MESSAGES.genderInvalid,
      (gender) =>
        !isFilled(gender) || gender === GENDER_PLACEHOLDER || (GENDERS as readonly string[]).includes(gender),
    ),
  city: requiredText(PERSONAL_MESSAGES.cityRequired),
  // A zone other than Karkh or Risafa is no zone at all; outside Baghdad the zone is not asked for.
  zone: optionalText().test('baghdad', PERSONAL_MESSAGES.zoneRequiredForBaghdad, function (zone) {
    return !isBaghdad(this.parent.city) || (BAGHDAD_ZONES as readonly string[]).includes(zone);
  }),
  links: linksSchema,
  // Free text and a choice any value of the schema's type may take.
} satisfies RulesFor<ContactShape, 'workAvailability' | 'job_title' | 'welcome_message'>);

/** Spec §5: on live change the personal section counts as valid when these three are. */
export const LIVE_CHANGE_PERSONAL_FIELDS = ['fullName', 'birthdate', 'email'] as const;

export const livePersonalSchema = personalSchema.pick([...LIVE_CHANGE_PERSONAL_FIELDS]);

export function isPersonalValidOnLiveChange(contact: unknown, context: ResumeRuleContext = {}): boolean {
  return livePersonalSchema.isValidSync(contact, { context });
}

/** Spec §5 'Links': a new row may be added only when every row has both a link and a label. */
export function canAddLink(links: readonly ContactLink[]): boolean {
  return links.every((link) => isFilled(link.link) && isFilled(link.label));
}

/** Spec §5: choosing a city other than Baghdad clears the zone. */
export function withCity(contact: Contact, city: string): Contact {
  return { ...contact, city, zone: isBaghdad(city) ? contact.zone : '' };
}
