import { inEnglish } from '../testing/english';
import { TODAY } from '@talent/test-kit/fixtures';
import { activitiesSchema, canAddActivity } from './activities';
import { fieldErrors } from './schema-helpers';

const hackathon = { title: 'Baghdad Hackathon', participatedAs: 'Mentor', year: '2024' };

describe('Events and activities (spec §5)', () => {
  it('are optional', () => {
    expect(inEnglish(fieldErrors(activitiesSchema, [], { today: TODAY }))).toEqual([]);
  });

  it('take years from 1950 to the current year', () => {
    expect(
      inEnglish(fieldErrors(activitiesSchema, [{ ...hackathon, year: '2026' }], { today: TODAY })),
    ).toEqual([]);
    expect(
      inEnglish(fieldErrors(activitiesSchema, [{ ...hackathon, year: '1950' }], { today: TODAY })),
    ).toEqual([]);
    expect(
      inEnglish(fieldErrors(activitiesSchema, [{ ...hackathon, year: '2027' }], { today: TODAY })),
    ).toEqual([{ path: '[0].year', message: 'Year must be between 1950 and 2026' }]);
    expect(
      inEnglish(fieldErrors(activitiesSchema, [{ ...hackathon, year: '1949' }], { today: TODAY })),
    ).toEqual([{ path: '[0].year', message: 'Year must be between 1950 and 2026' }]);
  });

  it('block adding while any activity has an empty field, placeholders included', () => {
    expect(canAddActivity([hackathon])).toBe(true);
    expect(canAddActivity([{ ...hackathon, title: '' }])).toBe(false);
    expect(canAddActivity([{ ...hackathon, participatedAs: 'Participated as' }])).toBe(false);
    expect(canAddActivity([{ ...hackathon, year: 'Year' }])).toBe(false);
  });
});
