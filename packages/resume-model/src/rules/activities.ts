// Events and activities (spec §5 'Activities'): optional; a year lies between 1950 and this year.

import { array } from 'yup';
import type { ActivityShape } from '../schema/resume-schema';
import type { Activity } from '../types/resume';
import { activityYearSchema } from './dates';
import { group, isFilled, optionalText, type RulesFor } from './schema-helpers';

export const activitiesSchema = array()
  .ensure()
  .of(
    group({
      title: optionalText(),
      participatedAs: optionalText(),
      year: activityYearSchema(),
    } satisfies RulesFor<ActivityShape>),
  );

/** Spec §5: adding is blocked while any activity has an empty field; placeholders count as empty. */
export function canAddActivity(activities: readonly Activity[]): boolean {
  return activities.every(
    (activity) => isFilled(activity.title) && isFilled(activity.participatedAs) && isFilled(activity.year),
  );
}
