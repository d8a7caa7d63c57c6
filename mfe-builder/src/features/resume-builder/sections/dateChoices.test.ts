import { intlLocaleOf } from '@talent/i18n';
import { monthOptions, yearOptions } from './dateChoices';

describe("the builder's date pickers", () => {
  it('name the months in the interface language, keeping their numbers as values', () => {
    expect(monthOptions(intlLocaleOf('en'))[0]).toEqual({ value: '1', label: 'January' });
    const arabic = monthOptions(intlLocaleOf('ar'));
    expect(arabic[0]?.value).toBe('1');
    expect(arabic[0]?.label).toBe(
      new Intl.DateTimeFormat('ar-IQ', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, 0, 1)),
      ),
    );
    expect(arabic[0]?.label).not.toBe('January');
  });

  it("write the years in the interface's digits, with the plain year as the value", () => {
    const [first] = yearOptions({ first: 2024, last: 2024 }, intlLocaleOf('ar'));
    expect(first).toEqual({ value: '2024', label: '٢٠٢٤' });
    expect(yearOptions({ first: 2024, last: 2024 }, intlLocaleOf('en'))[0]).toEqual({
      value: '2024',
      label: '2024',
    });
  });
});
