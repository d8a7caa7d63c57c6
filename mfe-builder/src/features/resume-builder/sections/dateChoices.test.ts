import { i18n, initI18n } from '@talent/i18n';
import { calendarOf, calendarWords, type DatesTexts } from '@talent/i18n/src/calendar';
import ckbResume from '@talent/i18n/src/locales/ckb/resume.json';
import { monthOptions, yearOptions } from './dateChoices';

describe("the builder's date pickers", () => {
  it('name the months in the interface language, keeping their numbers as values', () => {
    expect(monthOptions(calendarOf('en'))[0]).toEqual({ value: '1', label: 'January' });
    const arabic = monthOptions(calendarOf('ar'));
    expect(arabic[0]?.value).toBe('1');
    expect(arabic[0]?.label).toBe(
      new Intl.DateTimeFormat('ar-IQ', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1)),
      ),
    );
    expect(arabic[0]?.label).not.toBe('January');
  });

  it("write the years in the interface's digits, with the plain year as the value", () => {
    const [first] = yearOptions({ first: 2024, last: 2024 }, calendarOf('ar'));
    expect(first).toEqual({ value: '2024', label: '٢٠٢٤' });
    expect(yearOptions({ first: 2024, last: 2024 }, calendarOf('en'))[0]).toEqual({
      value: '2024',
      label: '2024',
    });
  });

  it('write Kurdish months and years as in Kurdistan even where Intl has no Kurdish (Chromium)', () => {
    initI18n();
    i18n.addResourceBundle('ckb', 'resume', ckbResume);
    const words = calendarWords(i18n.getFixedT('ckb', 'resume') as unknown as DatesTexts);
    const noKurdish = (locale: string) => !locale.startsWith('ckb');
    const months = monthOptions(calendarOf('ckb', words, noKurdish));
    expect(months.map(({ label }) => label)).toEqual(Object.values(ckbResume.dates.months));
    expect(months[11]).toEqual({ value: '12', label: 'کانوونی یەکەم' });
    expect(yearOptions({ first: 2024, last: 2024 }, calendarOf('ckb', words, noKurdish))[0]).toEqual({
      value: '2024',
      label: '٢٠٢٤',
    });
  });
});
