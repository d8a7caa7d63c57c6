import { inEnglish } from '../testing/english';
import { aResumeDraft, TODAY } from '@talent/test-kit/fixtures';
import type { Duration, EmploymentEntry } from '../types/resume';
import { canAddEmployment, employmentSchema, withResponsibility } from './employment';
import { fieldErrors } from './schema-helpers';

function job(change: Partial<EmploymentEntry> = {}, duration: Partial<Duration> = {}): EmploymentEntry {
  const base = aResumeDraft().employment[0]!;
  return { ...base, ...change, duration: { ...base.duration, ...duration } };
}

describe('Employment history (spec §5)', () => {
  it('is optional, and a job may be half written', () => {
    expect(inEnglish(fieldErrors(employmentSchema, [], { today: TODAY }))).toEqual([]);
    expect(
      inEnglish(
        fieldErrors(employmentSchema, [job({ employer: '' }, { start_month: '' })], { today: TODAY }),
      ),
    ).toEqual([]);
  });

  it('checks dates that are filled in like education dates', () => {
    const wrong = job({}, { start_year: '2020', end_year: '2019', end_month: '13' });
    expect(inEnglish(fieldErrors(employmentSchema, [wrong], { today: TODAY }))).toEqual([
      { path: '[0].duration.end_year', message: 'End date cannot be before start date' },
      { path: '[0].duration.end_month', message: 'Month must be between 1 and 12' },
    ]);
  });

  it('blocks adding while any job lacks title, employer, start year or an end year (or Present)', () => {
    expect(canAddEmployment([job()])).toBe(true);
    expect(canAddEmployment([job({}, { end_year: '2023' })])).toBe(true);
    expect(canAddEmployment([job({ title: '' })])).toBe(false);
    expect(canAddEmployment([job({ employer: '' })])).toBe(false);
    expect(canAddEmployment([job({}, { start_year: 'Start Year' })])).toBe(false);
    expect(canAddEmployment([job({}, { end_year: '' })])).toBe(false);
  });

  it('adds a responsibility only when it is not blank', () => {
    expect(withResponsibility(job({ responsibilities: [] }), '  Led the team ').responsibilities).toEqual([
      'Led the team',
    ]);
    const unchanged = job();
    expect(withResponsibility(unchanged, '   ')).toBe(unchanged);
  });
});
