import { findDuration } from './cv-dates';

const range = (start_year: string, start_month: string, end_year: string, end_month: string) => ({
  start_year,
  start_month,
  end_year,
  end_month,
});

describe('the dates Iraqi CVs are written with', () => {
  it.each([
    ['2019–2023', range('2019', '', '2023', '')],
    ['2019 - 2023', range('2019', '', '2023', '')],
    ['06/2019 – 08/2021', range('2019', '6', '2021', '8')],
    ['June 2019 – Present', range('2019', '6', 'Present', '')],
    ['حزيران 2019 - حتى الآن', range('2019', '6', 'Present', '')],
    ['كانون الثاني ٢٠٢٠ – آب ٢٠٢٢', range('2020', '1', '2022', '8')],
    ['حوزەیرانی 2019 – تا ئێستا', range('2019', '6', 'Present', '')],
    ['2018-06 to 2021-02', range('2018', '6', '2021', '2')],
    ['2017', range('2017', '', '', '')],
  ])('reads %s', (text, duration) => {
    expect(findDuration(text)?.duration).toEqual(duration);
  });

  it('gives back the rest of the line', () => {
    expect(findDuration('Accountant, Asiacell (2019 – 2023)')?.rest).toBe('Accountant, Asiacell');
  });

  it('finds nothing in a line without a date', () => {
    expect(findDuration('Team work and communication')).toBeNull();
  });
});
