/**
 * @jest-environment node
 */
// Numbers and dates as the languages write them, in Node's full ICU and in an ICU without Central
// Kurdish, which is what Chromium ships: there `Intl` quietly falls back to English for `ckb`.
import { calendarOf, calendarWords, type DatesTexts } from './calendar';
import { formatNumber, formatTime, numberFormat } from './formats';
import { createMessageInstance, translateMessage } from './messages';
import arResume from './locales/ar/resume.json';
import ckbResume from './locales/ckb/resume.json';
import enResume from './locales/en/resume.json';
import ckbValidation from './locales/ckb/validation.json';
import enValidation from './locales/en/validation.json';
import { withoutKurdishIntl } from './testing/intl';

const texts = createMessageInstance({
  en: { resume: enResume, validation: enValidation },
  ar: { resume: arResume },
  ckb: { resume: ckbResume, validation: ckbValidation },
});
const wordsOf = (language: string) =>
  calendarWords(texts.getFixedT(language, 'resume') as unknown as DatesTexts);

describe('numbers', () => {
  it('are written with Arabic-Indic digits in Arabic and Kurdish, Latin ones in English', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toBe('١٢٬٣٤٥');
    expect(formatNumber(12345, 'ckb')).toBe('١٢٬٣٤٥');
    expect(formatNumber(7, 'fr')).toBe('7');
  });

  it('read in Kurdish alike where Intl has no Kurdish (Chromium), through an Arabic stand-in', () => {
    const withKurdish = [0, 7, 1234, 1234567, 0.5].map((value) => formatNumber(value, 'ckb'));
    const without = withoutKurdishIntl(() => {
      // The simulated runtime is what Chromium does: a plain ckb format writes Latin digits.
      expect(new Intl.NumberFormat('ckb-IQ').format(1234)).toBe('1,234');
      return [0, 7, 1234, 1234567, 0.5].map((value) => numberFormat('ckb').format(value));
    });
    expect(without).toEqual(withKurdish);
    expect(without).toEqual(['٠', '٧', '١٬٢٣٤', '١٬٢٣٤٬٥٦٧', '٠٫٥']);
  });

  it('keep their options (no grouping for years) in the stand-in', () => {
    const year = withoutKurdishIntl(() => numberFormat('ckb', { useGrouping: false }).format(2024));
    expect(year).toBe('٢٠٢٤');
  });

  it('go into the server and rule messages with Kurdish digits in either runtime', () => {
    const message = { key: 'validation:dates.monthInvalid', values: { first: 1, last: 12 } };
    const inNode = translateMessage(texts, message, 'ckb');
    expect(inNode).toContain('١٢');
    expect(inNode).not.toMatch(/[0-9]/);
    expect(withoutKurdishIntl(() => translateMessage(texts, message, 'ckb'))).toBe(inNode);
  });

  it("probe Intl only for a language with a stand-in: English and Arabic pay no probe's ICU load", () => {
    const probed: string[] = [];
    const knows = (locale: string) => {
      probed.push(locale);
      return true;
    };
    formatNumber(12, 'en', knows);
    formatNumber(12, 'ar', knows);
    formatTime(0, 'ar', knows);
    expect(probed).toEqual([]);
    formatNumber(12, 'ckb', knows);
    expect(probed).toEqual(['ckb-IQ']);
  });

  it('detect a runtime without Kurdish by themselves', () => {
    expect(withoutKurdishIntl(() => formatNumber(1234567, 'ckb'))).toBe('١٬٢٣٤٬٥٦٧');
  });
});

describe('the calendar', () => {
  const april12 = new Date(Date.UTC(1996, 3, 12));

  it('names the Kurdish months as Iraqi Kurdistan does, from the catalogue, in Node and in Chromium', () => {
    const months = (calendar: ReturnType<typeof calendarOf>) =>
      Array.from({ length: 12 }, (_, index) => calendar.monthName(index + 1));
    const expected = [
      'کانوونی دووەم',
      'شوبات',
      'ئازار',
      'نیسان',
      'ئایار',
      'حوزەیران',
      'تەمووز',
      'ئاب',
      'ئەیلوول',
      'تشرینی یەکەم',
      'تشرینی دووەم',
      'کانوونی یەکەم',
    ];
    expect(months(calendarOf('ckb', wordsOf('ckb')))).toEqual(expected);
    expect(withoutKurdishIntl(() => months(calendarOf('ckb', wordsOf('ckb'))))).toEqual(expected);
  });

  it('writes Kurdish months with years and full dates the same in both runtimes', () => {
    const write = () => {
      const calendar = calendarOf('ckb', wordsOf('ckb'));
      return [calendar.monthYear(4, 1996), calendar.monthYear(null, 2022), calendar.fullDate(april12)];
    };
    const inNode = write();
    expect(inNode).toEqual(['نیسانی ١٩٩٦', '٢٠٢٢', '١٢ی نیسانی ١٩٩٦']);
    expect(withoutKurdishIntl(() => write())).toEqual(inNode);
  });

  it("writes Kurdish 'Last updated' as the day in full, in the reader's time zone", () => {
    const moment = new Date(2025, 0, 5, 12);
    const written = withoutKurdishIntl(() => calendarOf('ckb', wordsOf('ckb')).shortDate(moment));
    expect(written).toBe('٥ی کانوونی دووەمی ٢٠٢٥');
  });

  it('leaves Arabic and English to Intl, which every runtime has', () => {
    const arabic = calendarOf('ar', wordsOf('ar'));
    expect(arabic.monthName(1)).toBe('كانون الثاني');
    expect(arabic.monthYear(4, 1996)).toBe('نيسان ١٩٩٦');
    expect(arabic.digits(2024)).toBe('٢٠٢٤');
    const english = calendarOf('en', wordsOf('en'));
    expect(english.monthYear(4, 1996)).toBe('April 1996');
    expect(english.fullDate(april12)).toBe('April 12, 1996');
    expect(english.shortDate(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
  });

  it('falls back to Intl when the catalogue has not arrived yet', () => {
    const intl = new Intl.DateTimeFormat('ckb-IQ', { month: 'long', timeZone: 'UTC' });
    expect(calendarOf('ckb').monthName(4)).toBe(intl.format(april12));
  });
});

describe('formatTime', () => {
  const tenFortyTwo = new Date(2026, 10, 26, 10, 42);

  it('writes a Kurdish time in Arabic-Indic digits on the 24-hour clock where Intl has no Kurdish', () => {
    const noKurdish = (locale: string) => !locale.startsWith('ckb');
    expect(formatTime(tenFortyTwo, 'ckb', noKurdish)).toBe('١٠:٤٢');
  });

  it('leaves Arabic and English to Intl', () => {
    expect(formatTime(tenFortyTwo, 'ar')).toMatch(/^١٠:٤٢/);
    expect(formatTime(tenFortyTwo, 'en')).toMatch(/^10:42/);
  });
});
