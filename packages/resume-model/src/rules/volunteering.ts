// Volunteering (issue 30): optional; its dates follow the rules of a job's.

import { array } from 'yup';
import type { VolunteeringEntryShape } from '../schema/resume-schema';
import type { VolunteeringEntry } from '../types/resume';
import { durationSchema, isPresent } from './dates';
import { group, isFilled, optionalText, type RulesFor } from './schema-helpers';

export const volunteeringSchema = array()
  .ensure()
  .of(
    group({
      organization: optionalText(),
      role: optionalText(),
      summary: optionalText(),
      duration: durationSchema(),
    } satisfies RulesFor<VolunteeringEntryShape>),
  );

/** As for jobs: another entry once every one has its organisation, role, start year and an end (or Present). */
export function canAddVolunteering(entries: readonly VolunteeringEntry[]): boolean {
  return entries.every(
    (entry) =>
      isFilled(entry.organization) &&
      isFilled(entry.role) &&
      isFilled(entry.duration.start_year) &&
      (isFilled(entry.duration.end_year) || isPresent(entry.duration.end_year)),
  );
}
