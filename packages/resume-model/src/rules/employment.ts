// Employment history (spec §5 'Employment'): optional; dates that are filled in must make sense.

import { array } from 'yup';
import type { EmploymentEntryShape } from '../schema/resume-schema';
import type { EmploymentEntry } from '../types/resume';
import { durationSchema, isPresent } from './dates';
import { group, isFilled, optionalText, type RulesFor } from './schema-helpers';

export const employmentSchema = array()
  .ensure()
  .of(
    group({
      title: optionalText(),
      employer: optionalText(),
      duration: durationSchema(),
      responsibilities: array().ensure().of(optionalText()),
    } satisfies RulesFor<EmploymentEntryShape>),
  );

/** Spec §5: adding is blocked while any job lacks title, employer, start year, or an end year (or Present). */
export function canAddEmployment(jobs: readonly EmploymentEntry[]): boolean {
  return jobs.every(
    (job) =>
      isFilled(job.title) &&
      isFilled(job.employer) &&
      isFilled(job.duration.start_year) &&
      (isFilled(job.duration.end_year) || isPresent(job.duration.end_year)),
  );
}

/** Spec §5: a responsibility is added only when it is not blank; it is kept trimmed. */
export function withResponsibility(job: EmploymentEntry, responsibility: string): EmploymentEntry {
  if (!isFilled(responsibility)) return job;
  return { ...job, responsibilities: [...job.responsibilities, responsibility.trim()] };
}
