import arValidation from '@talent/i18n/src/locales/ar/validation.json';
import ckbValidation from '@talent/i18n/src/locales/ckb/validation.json';
import validation from '@talent/i18n/src/locales/en/validation.json';
import { createMessageInstance, translateMessage } from '@talent/i18n/src/messages';
import {
  ACCOUNT_MESSAGES,
  cannotPublishMessage,
  COURSE_MESSAGES,
  DATE_MESSAGES,
  DISPLAY_MESSAGES,
  EDUCATION_MESSAGES,
  LANGUAGE_MESSAGES,
  LINK_MESSAGES,
  PERSONAL_MESSAGES,
  PHOTO_MESSAGES,
  sectionsToFixMessage,
  SKILL_MESSAGES,
  SPECIALIZATION_MESSAGES,
  SUMMARY_MESSAGES,
  TOOL_MESSAGES,
  unpublishedWarning,
} from './messages';
import { RESUME_SECTIONS } from './rules/publish';
import { english } from './testing/english';

describe('validation messages (spec §5)', () => {
  it('asks for a ten-word summary in the spec’s words', () => {
    expect(english(SUMMARY_MESSAGES.tooShort)).toBe('Professional Summary must be at least 10 words.');
  });

  it('opens the phone error with the spec’s text and quotes two accepted forms', () => {
    expect(english(PERSONAL_MESSAGES.phoneInvalid)).toMatch(/^Invalid phone number format/);
    expect(english(PERSONAL_MESSAGES.phoneInvalid)).toContain('+9647701234567');
    expect(english(PERSONAL_MESSAGES.phoneInvalid)).toContain('07701234567');
  });

  it('lists the failing sections after the submit-level message', () => {
    expect(english(sectionsToFixMessage(['Personal', 'Education']))).toBe(
      'Please fill in the required fields in the following sections: Personal, Education',
    );
  });
});

describe('validation messages in Arabic and Kurdish', () => {
  const catalogue = createMessageInstance({
    en: { validation },
    ar: { validation: arValidation },
    ckb: { validation: ckbValidation },
  });
  const everyMessage = [
    ...[ACCOUNT_MESSAGES, PHOTO_MESSAGES, PERSONAL_MESSAGES, LINK_MESSAGES, SPECIALIZATION_MESSAGES].flatMap(
      (group) => Object.values(group),
    ),
    ...[EDUCATION_MESSAGES, COURSE_MESSAGES, SUMMARY_MESSAGES, SKILL_MESSAGES].flatMap((group) =>
      Object.values(group),
    ),
    ...[LANGUAGE_MESSAGES, TOOL_MESSAGES, DISPLAY_MESSAGES].flatMap((group) => Object.values(group)),
    DATE_MESSAGES.yearOutOfRange({ first: 1950, last: 2036 }),
    DATE_MESSAGES.monthInvalid,
    DATE_MESSAGES.endBeforeStart,
    cannotPublishMessage(RESUME_SECTIONS.map((section) => section.name)),
    unpublishedWarning('Personal'),
  ];

  it.each(['ar', 'ckb'])('words every message in %s, none left in English', (language) => {
    for (const message of everyMessage) {
      const text = translateMessage(catalogue, message, language);
      expect(text).not.toBe(translateMessage(catalogue, message, 'en'));
      expect(text).not.toContain('validation:');
      expect(text).not.toContain('{{');
    }
  });

  it('writes the numbers it quotes with Arabic digits and lists with the Arabic comma', () => {
    expect(translateMessage(catalogue, DATE_MESSAGES.yearOutOfRange({ first: 1950, last: 2036 }), 'ar')).toBe(
      'يجب أن تكون السنة بين ١٩٥٠ و٢٠٣٦',
    );
    expect(translateMessage(catalogue, sectionsToFixMessage(['Personal', 'Skills']), 'ckb')).toBe(
      'تکایە خانە پێویستەکانی ئەم بەشانە پڕ بکەرەوە: زانیاریی کەسی، کارامەییەکان',
    );
  });

  it('picks the Arabic plural form for the count it quotes', () => {
    expect(translateMessage(catalogue, SUMMARY_MESSAGES.tooShort, 'ar')).toBe(
      'يجب ألا يقل الملخص المهني عن ١٠ كلمات.',
    );
    expect(translateMessage(catalogue, SPECIALIZATION_MESSAGES.tooMany, 'ar')).toBe(
      'يمكنك اختيار تخصصين كحد أقصى.',
    );
  });
});
