import { inEnglish } from '../testing/english';
import { canAddCourse, coursesSchema } from './courses';
import { fieldErrors } from './schema-helpers';

describe('Courses (spec §5)', () => {
  it('are optional', () => {
    expect(inEnglish(fieldErrors(coursesSchema, []))).toEqual([]);
  });

  it('take a duration from the nine choices only', () => {
    expect(
      inEnglish(fieldErrors(coursesSchema, [{ title: 'SQL', entity: 'Coursera', duration: '6 months' }])),
    ).toEqual([]);
    expect(
      inEnglish(fieldErrors(coursesSchema, [{ title: 'SQL', entity: 'Coursera', duration: '5 weeks' }])),
    ).toEqual([
      {
        path: '[0].duration',
        message:
          'Course duration must be one of: 1 week, 2 weeks, 3 weeks, 1 month, 2 months, 3 months, 6 months, 9 months, 1 year',
      },
    ]);
  });

  it('disable adding while any course lacks title, entity or duration', () => {
    const done = { title: 'SQL', entity: 'Coursera', duration: '1 month' as const };
    expect(canAddCourse([done])).toBe(true);
    expect(canAddCourse([done, { ...done, title: '' }])).toBe(false);
    expect(canAddCourse([{ ...done, entity: ' ' }])).toBe(false);
    expect(canAddCourse([{ ...done, duration: '' }])).toBe(false);
  });
});
