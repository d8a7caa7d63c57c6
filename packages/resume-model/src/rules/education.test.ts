import { english } from '../testing/english';
import { inEnglish } from '../testing/english';
import { aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import type { Duration, EducationEntry } from '../types/resume';
import { withEndYear } from './dates';
import {
  canAddEducation,
  canRemoveEducation,
  educationEndYearChoices,
  educationEntrySchema,
  educationSchema,
} from './education';
import { fieldErrors } from './schema-helpers';

function entry(change: Partial<EducationEntry> = {}, duration: Partial<Duration> = {}): EducationEntry {
  const base = aResumeDraft().education[0]!;
  return { ...base, ...change, duration: { ...base.duration, ...duration } };
}

function errorsAt(value: EducationEntry, path: string): string[] {
  return fieldErrors(educationEntrySchema, value, { today: TODAY })
    .filter((error) => error.path === path)
    .map((error) => english(error.message));
}

describe('Education (spec §5)', () => {
  it('accepts a complete entry', () => {
    expect(inEnglish(fieldErrors(educationSchema, [entry()], { today: TODAY }))).toEqual([]);
  });

  it('requires at least one entry', () => {
    expect(inEnglish(fieldErrors(educationSchema, [], { today: TODAY }))).toEqual([
      { path: '', message: 'At least one education entry is required.' },
    ]);
  });

  it('requires the degree', () => {
    expect(errorsAt(entry({ degree: '' }), 'degree')).toEqual(['Degree is required']);
  });

  it('requires the institute', () => {
    expect(errorsAt(entry({ institute: ' ' }), 'institute')).toEqual(['Institute is required']);
  });

  it.each(['', 'Start Year', 'Year'])('requires the start year (%p counts as empty)', (start_year) => {
    expect(errorsAt(entry({}, { start_year }), 'duration.start_year')).toEqual(['Start year is required']);
  });

  it.each(['', 'Month'])('requires the start month (%p counts as empty)', (start_month) => {
    expect(errorsAt(entry({}, { start_month }), 'duration.start_month')).toEqual(['Start month is required']);
  });

  it('requires the end year and month for a degree other than Undergraduate', () => {
    const open = entry({}, { end_year: 'End Year', end_month: '' });
    expect(errorsAt(open, 'duration.end_year')).toEqual([
      'End year is required for non-undergraduate degrees',
    ]);
    expect(errorsAt(open, 'duration.end_month')).toEqual([
      'End month is required for non-undergraduate degrees',
    ]);
  });

  it('leaves the end open for an Undergraduate', () => {
    expect(
      inEnglish(
        fieldErrors(
          educationEntrySchema,
          entry({ degree: 'Undergraduate' }, { end_year: '', end_month: '' }),
        ),
      ),
    ).toEqual([]);
  });

  it('needs no end month when the end year is Present', () => {
    expect(
      inEnglish(
        fieldErrors(
          educationEntrySchema,
          entry({ degree: 'Undergraduate' }, { end_year: 'Present', end_month: '' }),
        ),
      ),
    ).toEqual([]);
  });

  it('does not let the end lie before the start', () => {
    expect(errorsAt(entry({}, { start_year: '2018', end_year: '2016' }), 'duration.end_year')).toEqual([
      'End date cannot be before start date',
    ]);
    expect(
      errorsAt(
        entry({}, { start_year: '2018', start_month: '9', end_year: '2018', end_month: '6' }),
        'duration.end_year',
      ),
    ).toEqual(['End date cannot be before start date']);
    expect(
      errorsAt(
        entry({}, { start_year: '2018', start_month: '6', end_year: '2018', end_month: '6' }),
        'duration.end_year',
      ),
    ).toEqual([]);
  });

  it('takes years from 1950 to ten years after the current one', () => {
    expect(errorsAt(entry({}, { start_year: '1949' }), 'duration.start_year')).toEqual([
      'Year must be between 1950 and 2036',
    ]);
    expect(errorsAt(entry({}, { end_year: '2037' }), 'duration.end_year')).toEqual([
      'Year must be between 1950 and 2036',
    ]);
    expect(errorsAt(entry({}, { start_year: '1950', end_year: '2036' }), 'duration.end_year')).toEqual([]);
  });

  it('counts the range from today when no day is given', () => {
    const nextDecade = String(new Date().getFullYear() + 10);
    expect(inEnglish(fieldErrors(educationEntrySchema, entry({}, { end_year: nextDecade })))).toEqual([]);
  });

  it.each(['0', '13', 'June', '1.5'])('takes months 1 to 12 only, not %p', (end_month) => {
    expect(errorsAt(entry({}, { end_month }), 'duration.end_month')).toEqual([
      'Month must be between 1 and 12',
    ]);
  });

  it('disables "Add another education" while any entry is incomplete', () => {
    expect(canAddEducation([entry()], { today: TODAY })).toBe(true);
    expect(canAddEducation([entry(), entry({ institute: '' })], { today: TODAY })).toBe(false);
  });

  it('never deletes the last entry', () => {
    expect(canRemoveEducation([entry()])).toBe(false);
    expect(canRemoveEducation([entry(), entry()])).toBe(true);
  });
});

describe('education end years offered (spec §5)', () => {
  it('start at the entry’s start year and run to ten years ahead, latest first', () => {
    const choices = educationEndYearChoices(entry({}, { start_year: '2030' }), TODAY);
    expect(choices).toEqual(['2036', '2035', '2034', '2033', '2032', '2031', '2030']);
  });

  it('run from 1950 while no start year is chosen', () => {
    const choices = educationEndYearChoices(entry({}, { start_year: 'Start Year' }), TODAY);
    expect(choices[0]).toBe('2036');
    expect(choices.at(-1)).toBe('1950');
  });

  it('offer Present only for an Undergraduate', () => {
    expect(educationEndYearChoices(entry({ degree: 'Undergraduate' }), TODAY)[0]).toBe('Present');
    expect(educationEndYearChoices(entry(), TODAY)).not.toContain('Present');
  });

  it('clear the end month when Present is chosen', () => {
    const duration = entry().duration;
    expect(withEndYear(duration, 'Present')).toEqual({ ...duration, end_year: 'Present', end_month: '' });
    expect(withEndYear(duration, '2019')).toEqual({ ...duration, end_year: '2019' });
  });
});
